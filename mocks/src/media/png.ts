/**
 * PNG encoding without `node:` imports, so the Node emulator, the generator script and the browser (Storybook's
 * MSW handlers) share one copy. Only the deflate step differs per runtime: `png-node.ts` uses node:zlib (sync,
 * fixed level, so the bytes are reproducible); `encodePngAsync` here uses the platform's CompressionStream.
 */

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * How scanlines are filtered before deflate. "adaptive" tries all five PNG filters per row and keeps the one
 * with the smallest sum of absolute residuals (the libpng heuristic; smallest files, slowest). "fast" only
 * compares Sub and Up on every fourth byte: flat illustrations on row-wise gradients compress almost as well
 * (Paeth gained under 3 %) at a fraction of the cost, which matters when images are drawn on request.
 */
export type PngFilterMode = "adaptive" | "fast";

const abs8 = (value: number) => {
  const v = value & 0xff;
  return v < 128 ? v : 256 - v;
};

/**
 * Sum of absolute residuals of filter `type` for the row starting at `row` (previous row at `up`, or -1 for
 * the first row), looking at every `step`-th byte from the second pixel on, plus the first pixel (which has
 * no left neighbour, treated as 0). One loop per filter: a switch inside the loop costs more than the maths.
 */
function score(rgb: Uint8Array, row: number, up: number, stride: number, type: number, step: number): number {
  let sum = 0;
  for (let i = 0; i < 3; i++) {
    const x = rgb[row + i]!;
    const b = up >= 0 ? rgb[up + i]! : 0;
    sum += abs8(type === 0 || type === 1 ? x : type === 3 ? x - (b >> 1) : x - b);
  }
  const end = row + stride;
  if (type === 0) {
    for (let i = row + 3; i < end; i += step) sum += abs8(rgb[i]!);
  } else if (type === 1 || (up < 0 && type === 4)) {
    for (let i = row + 3; i < end; i += step) sum += abs8(rgb[i]! - rgb[i - 3]!);
  } else if (up < 0) {
    // Up and Average against a missing previous row: the row itself, or half the left neighbour.
    if (type === 2) for (let i = row + 3; i < end; i += step) sum += abs8(rgb[i]!);
    else for (let i = row + 3; i < end; i += step) sum += abs8(rgb[i]! - (rgb[i - 3]! >> 1));
  } else {
    const shift = up - row;
    if (type === 2) {
      for (let i = row + 3; i < end; i += step) sum += abs8(rgb[i]! - rgb[i + shift]!);
    } else if (type === 3) {
      for (let i = row + 3; i < end; i += step) sum += abs8(rgb[i]! - ((rgb[i - 3]! + rgb[i + shift]!) >> 1));
    } else {
      for (let i = row + 3; i < end; i += step) {
        const a = rgb[i - 3]!;
        const b = rgb[i + shift]!;
        const c = rgb[i + shift - 3]!;
        const p = a + b - c;
        const pa = p > a ? p - a : a - p;
        const pb = p > b ? p - b : b - p;
        const pc = p > c ? p - c : c - p;
        sum += abs8(rgb[i]! - (pa <= pb && pa <= pc ? a : pb <= pc ? b : c));
      }
    }
  }
  return sum;
}

/** Writes the row at `row` filtered with `type` into `out` at `at`. */
function writeRow(
  rgb: Uint8Array,
  row: number,
  up: number,
  stride: number,
  type: number,
  out: Uint8Array,
  at: number,
) {
  if (type === 0 || (type === 2 && up < 0)) {
    out.set(rgb.subarray(row, row + stride), at);
    return;
  }
  if (type === 1 || (type === 4 && up < 0)) {
    // Paeth without a previous row predicts from the left neighbour: the same as Sub.
    for (let i = 0; i < 3; i++) out[at + i] = rgb[row + i]!;
    for (let i = 3; i < stride; i++) out[at + i] = (rgb[row + i]! - rgb[row + i - 3]!) & 0xff;
    return;
  }
  if (type === 2) {
    for (let i = 0; i < stride; i++) out[at + i] = (rgb[row + i]! - rgb[up + i]!) & 0xff;
    return;
  }
  if (type === 3) {
    const above = (i: number) => (up >= 0 ? rgb[up + i]! : 0);
    for (let i = 0; i < 3; i++) out[at + i] = (rgb[row + i]! - (above(i) >> 1)) & 0xff;
    for (let i = 3; i < stride; i++)
      out[at + i] = (rgb[row + i]! - ((rgb[row + i - 3]! + above(i)) >> 1)) & 0xff;
    return;
  }
  for (let i = 0; i < 3; i++) out[at + i] = (rgb[row + i]! - rgb[up + i]!) & 0xff;
  for (let i = 3; i < stride; i++) {
    const a = rgb[row + i - 3]!;
    const b = rgb[up + i]!;
    const c = rgb[up + i - 3]!;
    const p = a + b - c;
    const pa = p > a ? p - a : a - p;
    const pb = p > b ? p - b : b - p;
    const pc = p > c ? p - c : c - p;
    out[at + i] = (rgb[row + i]! - (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 0xff;
  }
}

/** The filtered scanlines of an 8-bit RGB image (the data deflate turns into IDAT). */
export function filterScanlines(
  width: number,
  height: number,
  rgb: Uint8Array,
  mode: PngFilterMode = "adaptive",
): Uint8Array {
  const stride = width * 3;
  const filtered = new Uint8Array(height * (stride + 1));
  const candidates = mode === "adaptive" ? [0, 1, 2, 3, 4] : [1, 2];
  const step = mode === "adaptive" ? 1 : 4;
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const up = y > 0 ? row - stride : -1;
    let bestType = candidates[0]!;
    let bestScore = Infinity;
    // Ties keep the lower filter type, as the original single-pass encoder did (its files are committed).
    for (const type of candidates) {
      const value = score(rgb, row, up, stride, type, step);
      if (value < bestScore) {
        bestScore = value;
        bestType = type;
      }
    }
    filtered[y * (stride + 1)] = bestType;
    writeRow(rgb, row, up, stride, bestType, filtered, y * (stride + 1) + 1);
  }
  return filtered;
}

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** Wraps a zlib stream of filtered scanlines into a PNG file (signature, IHDR, IDAT, IEND). */
export function assemblePng(width: number, height: number, idat: Uint8Array): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(13);
  const headerView = new DataView(header.buffer);
  headerView.setUint32(0, width);
  headerView.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const chunks: Array<[string, Uint8Array]> = [
    ["IHDR", header],
    ["IDAT", idat],
    ["IEND", new Uint8Array(0)],
  ];
  const out = new Uint8Array(8 + chunks.reduce((sum, [, data]) => sum + 12 + data.length, 0));
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(out.buffer);
  let offset = 8;
  for (const [type, data] of chunks) {
    view.setUint32(offset, data.length);
    out.set(ascii(type), offset + 4);
    out.set(data, offset + 8);
    view.setUint32(offset + 8 + data.length, crc32(out, offset + 4, offset + 8 + data.length));
    offset += 12 + data.length;
  }
  return out;
}

/**
 * Encodes `rgb` (width × height × 3 bytes) with the platform's CompressionStream("deflate"), which produces
 * the zlib wrapper PNG expects. For the browser: the bytes depend on the platform's zlib, so they may differ
 * from the Node encoder's (the picture is the same).
 */
export async function encodePngAsync(
  width: number,
  height: number,
  rgb: Uint8Array,
  mode: PngFilterMode = "fast",
): Promise<Uint8Array<ArrayBuffer>> {
  const filtered = filterScanlines(width, height, rgb, mode);
  const stream = new Blob([filtered as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream("deflate"));
  const idat = new Uint8Array(await new Response(stream).arrayBuffer());
  return assemblePng(width, height, idat);
}

/** Reads width and height from a PNG's IHDR (undefined when the bytes are not a PNG). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return undefined;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
