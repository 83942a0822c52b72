// @vitest-environment node
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { catalog } from "../fixtures/catalog/index.ts";
import type { GeneratedImageFixture } from "../fixtures/catalog/types.ts";
import { catalogFileSizes } from "./catalog-manifest.ts";
import {
  catalogFileSize,
  documentFile,
  documentMedia,
  findGeneratedFile,
  fingerprint,
  imageFiles,
  manifestKey,
} from "./catalog-media.ts";
import { FileCache } from "./cache.ts";
import { documentLocales, type CatalogDocument } from "./documents.ts";
import { canDraw, measureText, textShapes } from "./font.ts";
import { motifShapes, type Motif } from "./motifs.ts";
import { renderGeneratedFile } from "./node.ts";
import { encodePngAsync, pngSize } from "./png.ts";
import { winAnsi, writePdf } from "./pdf.ts";
import { renderImagePixels } from "./render.ts";

/** Decodes an 8-bit RGB PNG (the only kind the encoder writes) back into pixels. */
function decodePng(bytes: Uint8Array): { width: number; height: number; rgb: Uint8Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = pngSize(bytes);
  if (!size) throw new Error("not a PNG");
  expect(bytes[24]).toBe(8); // bit depth
  expect(bytes[25]).toBe(2); // colour type RGB
  const idat: Uint8Array[] = [];
  let offset = 8;
  let sawEnd = false;
  while (offset < bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (type === "IDAT") idat.push(bytes.subarray(offset + 8, offset + 8 + length));
    if (type === "IEND") sawEnd = true;
    offset += 12 + length;
  }
  expect(sawEnd).toBe(true);
  expect(offset).toBe(bytes.length);
  const raw = inflateSync(Buffer.concat(idat));
  const { width, height } = size;
  const stride = width * 3;
  expect(raw.length).toBe(height * (stride + 1));
  const rgb = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= 3 ? rgb[y * stride + i - 3]! : 0;
      const b = y > 0 ? rgb[(y - 1) * stride + i]! : 0;
      const c = i >= 3 && y > 0 ? rgb[(y - 1) * stride + i - 3]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][type]!;
      rgb[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  return { width, height, rgb };
}

const motif = (shape: Motif["shape"], view = 1, label = "CL10023 5 l"): Motif => ({
  shape,
  color: "#1d4f91",
  accent: "#f2d43a",
  label,
  view,
});

/** How many distinct colours (quantised), to tell a drawing from a blank or single-colour image. */
function colourCount(rgb: Uint8Array): number {
  const seen = new Set<number>();
  for (let i = 0; i < rgb.length; i += 3 * 7)
    seen.add(((rgb[i]! >> 4) << 8) | ((rgb[i + 1]! >> 4) << 4) | (rgb[i + 2]! >> 4));
  return seen.size;
}

const catalogSizes = [
  { width: 1000, height: 1000 },
  { width: 800, height: 800 },
  { width: 400, height: 400 },
  { width: 280, height: 280 },
  { width: 600, height: 400 },
  { width: 300, height: 200 },
  { width: 600, height: 300 },
  { width: 200, height: 100 },
];

describe("motif renderer", () => {
  it.each(motifShapes)("draws %s in every catalog size and view", (shape) => {
    for (const [i, size] of catalogSizes.entries()) {
      const view = (i % 3) + 1;
      const file = renderGeneratedFile({
        kind: "image",
        path: "media/00/00/test.png",
        image: { motif: motif(shape, view) } as GeneratedImageFixture,
        ...size,
        contentType: "image/png",
      });
      const decoded = decodePng(file);
      expect(decoded.width).toBe(size.width);
      expect(decoded.height).toBe(size.height);
      expect(colourCount(decoded.rgb)).toBeGreaterThan(8);
    }
  });

  it("gives each view of a product its own picture", () => {
    const views = [1, 2, 3].map((view) => renderImagePixels({ motif: motif("canister", view) }, 280, 280));
    expect(Buffer.from(views[0]!).equals(Buffer.from(views[1]!))).toBe(false);
    expect(Buffer.from(views[1]!).equals(Buffer.from(views[2]!))).toBe(false);
  });

  it("keeps the backdrop light", () => {
    const rgb = renderImagePixels({ motif: { ...motif("drum"), color: "#1f1f1f" } }, 280, 280);
    // The top-left corner is backdrop in every front view.
    expect(Math.min(rgb[0]!, rgb[1]!, rgb[2]!)).toBeGreaterThan(200);
  });

  it("draws the same bytes every time", () => {
    const image = { motif: motif("spray", 3) } as GeneratedImageFixture;
    const file = {
      kind: "image",
      path: "x",
      image,
      width: 400,
      height: 400,
      contentType: "image/png",
    } as const;
    expect(Buffer.from(renderGeneratedFile(file)).equals(Buffer.from(renderGeneratedFile(file)))).toBe(true);
  });

  it("encodes the same picture in the browser encoder (CompressionStream)", async () => {
    const rgb = renderImagePixels({ motif: motif("bottle") }, 120, 120);
    const png = await encodePngAsync(120, 120, rgb);
    const decoded = decodePng(png);
    expect(Buffer.from(decoded.rgb).equals(Buffer.from(rgb))).toBe(true);
  });
});

describe("stroke font", () => {
  it("has a glyph for letters, digits, accents and the label punctuation", () => {
    const required =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,-/%äöüÄÖÜéèêëàâçîïôûùÉÈÀÇßœ";
    expect([...required].filter((char) => !canDraw(char))).toEqual([]);
    expect(canDraw("\u4e2d")).toBe(false);
    // Everything but space draws strokes; an unknown character still prints (as "?").
    expect(
      [...required.replace(" ", "")].filter((char) => textShapes(char, 0, 1, { size: 1 }).length === 0),
    ).toEqual([]);
    expect(textShapes("\u4e2d", 0, 1, { size: 1 })).toHaveLength(1);
    expect(measureText("Wä", { size: 1 })).toBeGreaterThan(measureText("W", { size: 1 }));
  });
});

const ascii = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const cacheEntry = (size: number) => ({ bytes: new Uint8Array(size), contentType: "x", etag: `"${size}"` });

describe("PDF writer", () => {
  it("writes a valid PDF 1.4 with correct cross-reference offsets", () => {
    const pdf = writePdf({
      title: "Sicherheitsdatenblatt (Französisch)",
      subtitle: "CL10001",
      blocks: [{ type: "paragraph", text: "Grüsse (à bientôt) \\ Ende" }],
      date: "2026-10-01T06:00:00.000+00:00",
    });
    const text = ascii(pdf);
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
    expect(first).toBe("0");
    const entries = text
      .slice(startxref)
      .split("\n")
      .slice(2, 2 + Number(count));
    entries.slice(1).forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      expect(text.slice(Number(entry.slice(0, 10)))).toMatch(new RegExp(`^${i + 1} 0 obj\n`));
    });
    // Every xref row is 20 bytes, lines included.
    expect(text.slice(startxref).indexOf("trailer") - text.slice(startxref).indexOf("0000000000")).toBe(
      Number(count) * 20,
    );
    const [, length] = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
    const streamStart = text.indexOf("stream\n") + "stream\n".length;
    expect(text.slice(streamStart + Number(length), streamStart + Number(length) + 9)).toBe("endstream");
    // WinAnsi bytes for the accents, escaped parentheses and backslashes.
    expect(text).toContain("(Gr\xfcsse \\(\xe0 bient\xf4t\\) \\\\ Ende)");
    expect(text).toContain("(Sicherheitsdatenblatt \\(Franz\xf6sisch\\))");
  });

  it("maps the Windows-1252 extras and replaces what WinAnsi cannot print", () => {
    expect(winAnsi("€–œ’")).toEqual([0x80, 0x96, 0x9c, 0x92]);
    expect(winAnsi("a→b")).toEqual([0x61, 0x3f, 0x62]);
  });
});

describe("catalog files", () => {
  const image = catalog.images.find((item) => item.width === 1000)!;
  const document = catalog.documents.find((item) => item.fileName.endsWith("-fr")) ?? catalog.documents[0]!;

  it("finds originals, declared thumbnails and PDFs by path, and nothing else", () => {
    const [original, ...thumbnails] = imageFiles(image);
    expect(findGeneratedFile(`/${original!.path}`)).toMatchObject({
      kind: "image",
      width: 1000,
      height: 1000,
    });
    for (const thumbnail of thumbnails) {
      expect(findGeneratedFile(thumbnail.path)).toMatchObject({
        width: thumbnail.width,
        height: thumbnail.height,
      });
    }
    expect(findGeneratedFile(original!.path.replace(".png", "_500x500.png"))).toBeUndefined();
    expect(findGeneratedFile(original!.path.replace(/media\/../, "media/zz"))).toBeUndefined();
    expect(findGeneratedFile(original!.path.replace(".png", ".pdf"))).toBeUndefined();
    expect(findGeneratedFile(documentFile(document).path)).toMatchObject({ kind: "document" });
  });

  it("writes PDFs in the document's language, with its title and product number", () => {
    const text = Buffer.from(renderGeneratedFile(documentFile(document))).toString("latin1");
    const [locale] = documentLocales(document);
    expect(text).toContain(`(${document.productNumber})`);
    const title = document.title[locale!].replaceAll("(", "\\(").replaceAll(")", "\\)");
    expect(text).toContain(Buffer.from(winAnsi(title)).toString("latin1"));
    const both: CatalogDocument = { ...document, fileName: "zertifikat-test" };
    expect(documentLocales(both)).toEqual(["de-DE", "fr-CH"]);
  });

  it("describes documents as PDF media", () => {
    expect(documentMedia(document.id)).toMatchObject({
      id: document.id,
      fileExtension: "pdf",
      mimeType: "application/pdf",
      fileName: document.fileName,
    });
    expect(documentMedia("0".repeat(32))).toBeUndefined();
  });

  it("keeps a bounded cache, dropping the least recently used files", () => {
    const cache = new FileCache(100);
    cache.set("a", cacheEntry(40));
    cache.set("b", cacheEntry(40));
    cache.get("a");
    cache.set("c", cacheEntry(40));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.size).toBe(80);
    cache.set("huge", cacheEntry(200));
    expect(cache.get("huge")).toBeUndefined();
  });
});

describe("catalog size manifest", () => {
  const items = [...catalog.images, ...catalog.documents];
  const stale = () =>
    items
      .filter((item) => catalogFileSizes[manifestKey(item.id)]?.split(":")[0] !== fingerprint(item))
      .map((item) => item.id);

  it("covers every file of the default catalog (else run `pnpm --filter @shop/mocks generate:catalog-media`)", () => {
    expect(stale()).toEqual([]);
    expect(Object.keys(catalogFileSizes).length).toBe(items.length);
  });

  it("records the sizes the renderer produces today (else regenerate the manifest)", () => {
    // One image per shape and view, and a few documents: drawing all would take half a minute.
    const sample = new Map<string, GeneratedImageFixture>();
    for (const item of catalog.images)
      sample.set(
        `${item.motif.shape}/${item.motif.view}`,
        sample.get(`${item.motif.shape}/${item.motif.view}`) ?? item,
      );
    const files = [
      ...[...sample.values()].slice(0, 12).map((item) => imageFiles(item)[0]!),
      ...catalog.documents.slice(0, 4).map((item) => documentFile(item)),
    ];
    const drawn = files.map((file) => [file.path, renderGeneratedFile(file).length]);
    const recorded = files.map((file) => [
      file.path,
      catalogFileSize(file.kind === "image" ? file.image.id : file.document.id),
    ]);
    expect(drawn).toEqual(recorded);
  });

  it("reports 0 rather than a wrong size when a file changed since the manifest was written", () => {
    expect(catalogFileSize("f".repeat(32))).toBe(0);
  });
});
