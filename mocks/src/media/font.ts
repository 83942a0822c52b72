/**
 * A tiny built-in stroke font for the text on generated images and no font files: each glyph is a few
 * polylines and elliptic arcs on a grid where capitals are 10 units high (y grows downwards: 0 = cap and
 * ascender line, 3 = x-height, 10 = baseline, 13 = descender). Strokes become round-capped segments, so the
 * text is an SDF like every other shape and stays sharp and legible at any size (280 px thumbnails
 * included). Accented letters are their base letter plus a drawn diacritic; anything else unknown prints
 * as "?".
 */
import type { Sdf } from "./sdf.ts";

/**
 * Glyph source: `width|strokes`, strokes separated by ";", each a run of points "x,y" and arcs
 * "@cx,cy,rx,ry,fromDeg,toDeg" (0° = right, 90° = down) joined into one polyline.
 */
const source: Record<string, string> = {
  A: "6|0,10 3,0 6,10; 1.1,6.6 4.9,6.6",
  B: "5.8|0,10 0,0 3.3,0 @3.3,2.5,2.3,2.5,-90,90 0,5; 0,5 3.5,5 @3.5,7.5,2.5,2.5,-90,90 0,10",
  C: "6|@3.3,5,3.3,5,-40,-320",
  D: "6.2|0,0 0,10 2.4,10 @2.4,5,3.8,5,90,-90 0,0",
  E: "5.2|5.2,0 0,0 0,10 5.2,10; 0,5 4.2,5",
  F: "5|5,0 0,0 0,10; 0,5 4.2,5",
  G: "6.6|@3.3,5,3.3,5,-40,-360 3.6,5",
  H: "6|0,0 0,10; 6,0 6,10; 0,5 6,5",
  I: "0|0,0 0,10",
  J: "4.6|4.6,0 4.6,7.2 @2.3,7.2,2.3,2.8,0,165",
  K: "5.6|0,0 0,10; 5.6,0 0,6.2; 2,4.4 5.6,10",
  L: "5|0,0 0,10 5,10",
  M: "7.4|0,10 0,0 3.7,7 7.4,0 7.4,10",
  N: "6|0,10 0,0 6,10 6,0",
  O: "7|@3.5,5,3.5,5,0,360",
  P: "5.6|0,10 0,0 3.2,0 @3.2,2.7,2.4,2.7,-90,90 0,5.4",
  Q: "7|@3.5,5,3.5,5,0,360; 4.4,7.4 7,10.4",
  R: "5.8|0,10 0,0 3.2,0 @3.2,2.7,2.4,2.7,-90,90 0,5.4; 2.8,5.4 5.8,10",
  S: "5.8|@2.9,2.5,2.8,2.5,-25,-270 @2.9,7.5,2.9,2.5,-90,155",
  T: "6|0,0 6,0; 3,0 3,10",
  U: "6|0,0 0,6.6 @3,6.6,3,3.4,180,0 6,0",
  V: "6.4|0,0 3.2,10 6.4,0",
  W: "8.6|0,0 2.1,10 4.3,2.4 6.5,10 8.6,0",
  X: "6|0,0 6,10; 6,0 0,10",
  Y: "6.2|0,0 3.1,5.2 6.2,0; 3.1,5.2 3.1,10",
  Z: "5.8|0,0 5.8,0 0,10 5.8,10",
  a: "5.4|@2.7,6.5,2.7,3.5,0,360; 5.4,3 5.4,10",
  b: "5.4|0,0 0,10; @2.7,6.5,2.7,3.5,0,360",
  c: "5|@2.8,6.5,2.8,3.5,-45,-315",
  d: "5.4|@2.7,6.5,2.7,3.5,0,360; 5.4,0 5.4,10",
  e: "5.4|0.1,6.5 5.4,6.5 @2.7,6.5,2.7,3.5,0,-305",
  f: "4|@3.6,1.9,1.8,1.9,-50,-180 1.8,10; 0,3.3 3.8,3.3",
  g: "5.4|@2.7,6.5,2.7,3.5,0,360; 5.4,3 5.4,10.8 @2.7,10.8,2.7,2.2,0,160",
  h: "5.2|0,0 0,10; @2.6,5.6,2.6,2.6,180,360 5.2,10",
  i: "0|0,3.2 0,10; 0,0.4 0,0.6",
  j: "2.2|2.2,3.2 2.2,10.8 @0.8,10.8,1.4,2.2,0,150; 2.2,0.4 2.2,0.6",
  k: "5|0,0 0,10; 4.8,3.2 0,7.4; 1.9,6.1 5,10",
  l: "0|0,0 0,10",
  m: "8.4|0,3.2 0,10; @2.1,5.2,2.1,2,180,360 4.2,10; @6.3,5.2,2.1,2,180,360 8.4,10",
  n: "5.2|0,3.2 0,10; @2.6,5.6,2.6,2.6,180,360 5.2,10",
  o: "5.8|@2.9,6.5,2.9,3.5,0,360",
  p: "5.4|0,3.2 0,13; @2.7,6.5,2.7,3.5,0,360",
  q: "5.4|5.4,3.2 5.4,13; @2.7,6.5,2.7,3.5,0,360",
  r: "3.8|0,3.2 0,10; @3,6.2,3,3,180,290",
  s: "4.8|@2.4,4.8,2.3,1.65,-25,-270 @2.4,8.3,2.4,1.7,-90,155",
  t: "4|1.4,0.6 1.4,8.4 @2.9,8.4,1.5,1.6,180,90 4,10; 0,3.3 3.8,3.3",
  u: "5.2|0,3.2 0,7.2 @2.6,7.2,2.6,2.8,180,0; 5.2,3.2 5.2,10",
  v: "5.4|0,3.2 2.7,10 5.4,3.2",
  w: "8|0,3.2 1.9,10 4,4.4 6.1,10 8,3.2",
  x: "5|0,3.2 5,10; 5,3.2 0,10",
  y: "5.4|0,3.2 2.8,9.8; 5.4,3.2 1.8,13",
  z: "4.8|0,3.2 4.8,3.2 0,10 4.8,10",
  ß: "5.2|0,10 0,2.4 @2.2,2.4,2.2,2.4,180,385 1.6,5.2 @2.4,7.6,2.8,2.4,-90,90 1,10",
  "0": "5.6|@2.8,5,2.8,5,0,360",
  "1": "5|1,2 3,0 3,10; 0.8,10 5,10",
  "2": "5.4|@2.7,2.8,2.6,2.8,-165,25 0,10 5.4,10",
  "3": "5.4|@2.7,2.5,2.5,2.5,-150,90 @2.7,7.5,2.7,2.5,-90,150",
  "4": "5.8|4.2,10 4.2,0 0,7 5.8,7",
  "5": "5.4|5,0 0.6,0 0.3,4.6 @2.6,6.8,2.8,3.2,-135,150",
  "6": "5.6|@2.8,7,2.8,3,0,360; @3.4,7,3.4,7,-65,-180",
  "7": "5.4|0,0 5.4,0 1.8,10",
  "8": "5.6|@2.8,2.5,2.4,2.5,0,360; @2.8,7.5,2.8,2.5,0,360",
  "9": "5.6|@2.8,3,2.8,3,0,360; @2.2,3,3.4,7,0,115",
  " ": "2.6|",
  ".": "0|0,9.8 0,10",
  ",": "0.6|0.6,9.6 0.6,10.2 -0.4,12",
  "-": "3.4|0,6.4 3.4,6.4",
  "/": "4.2|0,11 4.2,-0.6",
  "%": "6.4|0,10 6.4,0; @1.4,1.9,1.4,1.9,0,360; @5,8.1,1.4,1.9,0,360",
  "+": "5|0,5.8 5,5.8; 2.5,3.3 2.5,8.3",
  "(": "1.8|@4.2,5,4,6.2,-125,-235",
  ")": "1.8|@-2.4,5,4,6.2,-55,55",
  "'": "0|0,0 0,2.6",
  ":": "0|0,3.9 0,4.1; 0,9.8 0,10",
  "!": "0|0,0 0,7; 0,9.8 0,10",
  "?": "4.8|@2.4,2.4,2.4,2.4,-160,90 2.4,6.8; 2.4,9.8 2.4,10",
  "&": "6.2|6.2,10 1.2,3.6 1.2,1.6 2.4,0.2 3.6,0.6 3.8,2.2 0.3,6.4 0.3,8.6 2,10 4.2,9.6 6,6.8",
  "°": "3|@1.5,1.5,1.5,1.5,0,360",
  "×": "4|0,4.2 4,8.4; 4,4.2 0,8.4",
  "#": "6|1.8,1 1,10; 5,1 4.2,10; 0.4,3.8 6,3.8; 0,7.2 5.6,7.2",
  "*": "4|2,0.5 2,4.5; 0.2,1.5 3.8,3.5; 3.8,1.5 0.2,3.5",
  "<": "4.5|4.5,3.4 0,6.4 4.5,9.4",
  ">": "4.5|0,3.4 4.5,6.4 0,9.4",
};

/** Diacritics drawn above (or below) a base letter, keyed by their Unicode combining mark. */
const marks: Record<string, string> = {
  "\u0308": "-1.4,0 -1.4,0.2; 1.4,0 1.4,0.2", // diaeresis
  "\u0301": "-0.9,0.6 1.1,-1", // acute
  "\u0300": "-1.1,-1 0.9,0.6", // grave
  "\u0302": "-1.6,0.6 0,-1 1.6,0.6", // circumflex
  "\u0303": "-1.8,0.4 -0.8,-0.6 0.8,0.4 1.8,-0.6", // tilde
  "\u030A": "@0,-0.3,1,1,0,360", // ring
};
/** Letters that are not base + mark in Unicode, spelled out. */
const spelled: Record<string, string> = {
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  "\u2019": "'",
  "\u2018": "'",
  "\u2013": "-",
  "\u2014": "-",
  "\u00ab": "<",
  "\u00bb": ">",
  "\u00a0": " ",
  "\u202f": " ",
  "\u00b5": "u",
};

/** One glyph as line segments [ax, ay, bx, by, ...] in grid units, with its advance width. */
interface Glyph {
  width: number;
  segments: number[];
}

function parseStrokes(strokes: string, dx = 0, dy = 0): number[] {
  const segments: number[] = [];
  for (const stroke of strokes.split(";")) {
    const points: number[] = [];
    for (const token of stroke.trim().split(/\s+/).filter(Boolean)) {
      if (token.startsWith("@")) {
        const [cx, cy, rx, ry, from, to] = token.slice(1).split(",").map(Number) as [
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        // About 24° per step keeps round letters round at 1000 px without many segments.
        const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 24));
        for (let i = 0; i <= steps; i++) {
          const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
          points.push(cx + rx * Math.cos(a) + dx, cy + ry * Math.sin(a) + dy);
        }
      } else {
        const [x, y] = token.split(",").map(Number) as [number, number];
        points.push(x + dx, y + dy);
      }
    }
    if (points.length === 2) points.push(points[0]!, points[1]!);
    for (let i = 0; i + 3 < points.length; i += 2)
      segments.push(points[i]!, points[i + 1]!, points[i + 2]!, points[i + 3]!);
  }
  return segments;
}

const glyphs = new Map<string, Glyph>();
for (const [char, definition] of Object.entries(source)) {
  const [width, strokes] = definition.split("|") as [string, string];
  glyphs.set(char, { width: Number(width), segments: parseStrokes(strokes) });
}

function glyphFor(char: string): Glyph[] {
  const known = glyphs.get(char);
  if (known) return [known];
  if (spelled[char]) return [...spelled[char]].flatMap(glyphFor);
  const [base, ...combining] = char.normalize("NFD");
  const baseGlyph = base && base !== char ? glyphs.get(base === "ı" ? "i" : base) : undefined;
  if (baseGlyph && combining.every((mark) => marks[mark] || mark === "\u0327")) {
    const upper = base !== base!.toLowerCase();
    // Dotted lowercase letters lose their dot under a mark (ï, î).
    const segments = base === "i" || base === "j" ? baseGlyph.segments.slice(0, -4) : [...baseGlyph.segments];
    const centre = baseGlyph.width / 2 + (base === "j" ? 1 : 0);
    for (const mark of combining) {
      if (mark === "\u0327") segments.push(...parseStrokes("0,10 0,11.2 1.2,11.8 -0.6,12.8", centre));
      else segments.push(...parseStrokes(marks[mark]!, centre, upper ? -2.2 : 1.4));
    }
    return [{ width: baseGlyph.width, segments }];
  }
  return [glyphs.get("?")!];
}

/** Whether `char` prints as itself (a glyph, a base letter with its accent, or a spelled-out ligature). */
export function canDraw(char: string): boolean {
  return char === "?" || glyphFor(char).every((glyph) => glyph !== glyphs.get("?"));
}

/** Letter spacing between glyphs, in grid units (the stroke itself adds its width on both sides). */
const TRACKING = 2.4;

export interface TextStyle {
  /** Cap height in scene units. */
  size: number;
  /** Stroke weight relative to the cap height (default 0.11: a bold sign-writing face). */
  weight?: number;
}

/** Width of `text` in scene units at `size`. */
export function measureText(text: string, style: TextStyle): number {
  const chars = [...text].flatMap(glyphFor);
  if (!chars.length) return 0;
  const units = chars.reduce((sum, glyph) => sum + glyph.width, 0) + TRACKING * (chars.length - 1);
  const weight = style.weight ?? 0.11;
  return (units / 10) * style.size + weight * style.size;
}

/**
 * The glyphs of `text` as SDF shapes (one per glyph, so each is only evaluated inside its own small box),
 * starting at x (the left edge of the first stroke) on baseline y.
 */
export function textShapes(text: string, x: number, baseline: number, style: TextStyle): Sdf[] {
  const scale = style.size / 10;
  const half = ((style.weight ?? 0.11) * style.size) / 2;
  const top = baseline - style.size;
  const shapes: Sdf[] = [];
  let pen = x + half;
  for (const glyph of [...text].flatMap(glyphFor)) {
    if (glyph.segments.length) {
      const seg = Float64Array.from(glyph.segments, (value, i) => (i % 2 === 0 ? pen : top) + value * scale);
      const count = seg.length / 4;
      const inv = new Float64Array(count);
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (let i = 0; i < count; i++) {
        const [ax, ay, bx, by] = [seg[i * 4]!, seg[i * 4 + 1]!, seg[i * 4 + 2]!, seg[i * 4 + 3]!];
        const length = (bx - ax) ** 2 + (by - ay) ** 2;
        inv[i] = length > 0 ? 1 / length : 0;
        minX = Math.min(minX, ax, bx);
        minY = Math.min(minY, ay, by);
        maxX = Math.max(maxX, ax, bx);
        maxY = Math.max(maxY, ay, by);
      }
      const shape: Sdf = (px, py) => {
        let best = Infinity;
        for (let i = 0; i < count; i++) {
          const ax = seg[i * 4]!;
          const ay = seg[i * 4 + 1]!;
          const dx = seg[i * 4 + 2]! - ax;
          const dy = seg[i * 4 + 3]! - ay;
          const t = Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) * inv[i]!));
          const ex = px - ax - t * dx;
          const ey = py - ay - t * dy;
          const d = ex * ex + ey * ey;
          if (d < best) best = d;
        }
        return Math.sqrt(best) - half;
      };
      shape.bounds = [minX - half, minY - half, maxX + half, maxY + half];
      shapes.push(shape);
    }
    pen += (glyph.width + TRACKING) * scale;
  }
  return shapes;
}
