/**
 * A minimal PDF 1.4 writer for the product downloads (safety data sheets, technical data sheets,
 * certificates): one A4 page of text in the standard Helvetica fonts with WinAnsiEncoding, so German and
 * French accents print without embedding a font. No compression and no `node:` imports: the same bytes in
 * Node and in the browser, and small files (2–3 KB).
 */

/** Unicode → Windows-1252 for the characters outside Latin-1 that WinAnsiEncoding places in 0x80–0x9f. */
const winAnsiExtras: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‰": 0x89,
  "‹": 0x8b,
  Œ: 0x8c,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "™": 0x99,
  "›": 0x9b,
  œ: 0x9c,
  Ÿ: 0x9f,
};

/** Encodes text as WinAnsi bytes (unknown characters become "?"). */
export function winAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (winAnsiExtras[char] !== undefined) bytes.push(winAnsiExtras[char]);
    else if (code === 0x202f || code === 0xa0) bytes.push(0x20);
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(0x3f);
  }
  return bytes;
}

/** A PDF literal string `( ... )` with WinAnsi bytes; parentheses and backslashes escaped. */
function literal(text: string): number[] {
  const out = [0x28];
  for (const byte of winAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out.push(0x5c);
    out.push(byte);
  }
  out.push(0x29);
  return out;
}

// Advance widths (1/1000 em) of Helvetica for ASCII 32–126, from the standard AFM; other characters use
// their base letter's width (accents do not change it) or 556.
const helveticaWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Width of `text` in points at `size` (Helvetica; bold is about 6 % wider). */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const char of text) {
    const base = char.normalize("NFD")[0]!.charCodeAt(0);
    units += base >= 32 && base <= 126 ? helveticaWidths[base - 32]! : 556;
  }
  return (units / 1000) * size * (bold ? 1.06 : 1);
}

/** Breaks `text` into lines no wider than `width` points. */
export function wrapText(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export type PdfBlock =
  | { type: "heading"; text: string; size?: number }
  | { type: "paragraph"; text: string; size?: number }
  | { type: "field"; label: string; value: string }
  | { type: "rule" }
  | { type: "space"; height?: number };

export interface PdfDocument {
  /** Document title: the header band and the file's Info dictionary. */
  title: string;
  /** A line under the title (product number, document kind). */
  subtitle?: string;
  /** Header colour, `#rrggbb`. */
  color?: string;
  blocks: PdfBlock[];
  /** Small print at the bottom of the page. */
  footer?: string;
  /** `D:YYYYMMDDHHmmSS` dates come from this ISO timestamp (fixed, so the bytes never change). */
  date: string;
  author?: string;
  /** BCP 47 language of the text (`/Lang`). */
  lang?: string;
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;

const num = (value: number) => String(Math.round(value * 100) / 100);
const rgb = (color: string) => [1, 3, 5].map((i) => num(parseInt(color.slice(i, i + 2), 16) / 255)).join(" ");

/** The page's content stream: text, rules and the header band, top to bottom. */
function contentStream(doc: PdfDocument): number[] {
  const ops: number[] = [];
  const raw = (text: string) => {
    for (let i = 0; i < text.length; i++) ops.push(text.charCodeAt(i));
  };
  const show = (text: string, x: number, y: number, font: "F1" | "F2", size: number) => {
    raw(`BT /${font} ${num(size)} Tf ${num(x)} ${num(y)} Td `);
    ops.push(...literal(text));
    raw(" Tj ET\n");
  };
  const textColor = (color: string) => raw(`${rgb(color)} rg\n`);

  // Header band with the title in white.
  const color = doc.color && /^#[0-9a-f]{6}$/i.test(doc.color) ? doc.color : "#0f5c4d";
  const bandHeight = doc.subtitle ? 96 : 76;
  raw(`${rgb(color)} rg 0 ${num(PAGE_HEIGHT - bandHeight)} ${num(PAGE_WIDTH)} ${bandHeight} re f\n`);
  textColor("#ffffff");
  const titleLines = wrapText(doc.title, 20, PAGE_WIDTH - 2 * MARGIN, true).slice(0, 2);
  let y = PAGE_HEIGHT - 40;
  for (const line of titleLines) {
    show(line, MARGIN, y, "F2", 20);
    y -= 24;
  }
  if (doc.subtitle) show(doc.subtitle, MARGIN, PAGE_HEIGHT - bandHeight + 16, "F1", 11);

  y = PAGE_HEIGHT - bandHeight - 36;
  textColor("#1d2b2a");
  const width = PAGE_WIDTH - 2 * MARGIN;
  for (const block of doc.blocks) {
    if (y < MARGIN + 40) break;
    switch (block.type) {
      case "heading": {
        const size = block.size ?? 12.5;
        y -= 6;
        for (const line of wrapText(block.text, size, width, true)) {
          show(line, MARGIN, y, "F2", size);
          y -= size * 1.35;
        }
        y -= 2;
        break;
      }
      case "paragraph": {
        const size = block.size ?? 10;
        for (const line of wrapText(block.text, size, width)) {
          show(line, MARGIN, y, "F1", size);
          y -= size * 1.4;
        }
        y -= 6;
        break;
      }
      case "field": {
        show(block.label, MARGIN, y, "F2", 10);
        const lines = wrapText(block.value, 10, width - 170);
        for (const line of lines) {
          show(line, MARGIN + 170, y, "F1", 10);
          y -= 14;
        }
        y -= 2;
        break;
      }
      case "rule":
        raw(
          `0.8 0.84 0.83 RG 0.8 w ${MARGIN} ${num(y + 4)} m ${num(PAGE_WIDTH - MARGIN)} ${num(y + 4)} l S\n`,
        );
        y -= 12;
        break;
      case "space":
        y -= block.height ?? 10;
        break;
    }
  }
  if (doc.footer) {
    textColor("#5f6b6a");
    let footerY = MARGIN - 10;
    for (const line of wrapText(doc.footer, 8, width).slice(0, 3).toReversed()) {
      show(line, MARGIN, footerY, "F1", 8);
      footerY += 11;
    }
  }
  return ops;
}

/** A hex text string in UTF-16BE with a byte order mark. */
const utf16 = (text: string) => {
  let hexDigits = "<FEFF";
  for (let i = 0; i < text.length; i++)
    hexDigits += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, "0");
  return `${hexDigits}>`;
};

const pdfDate = (iso: string) => {
  const digits = iso
    .replace(/[^0-9]/g, "")
    .slice(0, 14)
    .padEnd(14, "0");
  return `D:${digits}Z`;
};

/** Writes the document as a PDF 1.4 file with a correct cross-reference table. */
export function writePdf(doc: PdfDocument): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [];
  const raw = (text: string) => {
    for (let i = 0; i < text.length; i++) bytes.push(text.charCodeAt(i));
  };
  const offsets: number[] = [];
  const object = (id: number, write: () => void) => {
    offsets[id] = bytes.length;
    raw(`${id} 0 obj\n`);
    write();
    raw("\nendobj\n");
  };

  // A binary comment line tells transfer tools the file is binary (the PDF convention).
  raw("%PDF-1.4\n%");
  bytes.push(0xe2, 0xe3, 0xcf, 0xd3);
  raw("\n");
  const lang = doc.lang && /^[A-Za-z-]+$/.test(doc.lang) ? ` /Lang (${doc.lang})` : "";
  object(1, () => raw(`<< /Type /Catalog /Pages 2 0 R${lang} >>`));
  object(2, () => raw("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"));
  object(3, () =>
    raw(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(PAGE_WIDTH)} ${num(PAGE_HEIGHT)}] ` +
        "/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    ),
  );
  object(4, () => raw("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"));
  object(5, () =>
    raw("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"),
  );
  const content = contentStream(doc);
  object(6, () => {
    raw(`<< /Length ${content.length} >>\nstream\n`);
    bytes.push(...content);
    raw("endstream");
  });
  object(7, () => {
    // Info strings are text strings (PDFDocEncoding or UTF-16BE), not font-encoded: UTF-16 keeps every accent.
    raw(`<< /Title ${utf16(doc.title)}`);
    if (doc.author) raw(` /Author ${utf16(doc.author)}`);
    raw(
      ` /Producer (Clarus Store API emulator) /CreationDate (${pdfDate(doc.date)}) /ModDate (${pdfDate(doc.date)}) >>`,
    );
  });

  const xref = bytes.length;
  raw(`xref\n0 ${offsets.length}\n0000000000 65535 f \n`);
  for (let id = 1; id < offsets.length; id++) raw(`${String(offsets[id]).padStart(10, "0")} 00000 n \n`);
  raw(`trailer\n<< /Size ${offsets.length} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Uint8Array.from(bytes);
}
