/** The Node PNG encoder: the shared filters of `png.ts`, deflated synchronously with node:zlib. */
import { deflateSync } from "node:zlib";
import { assemblePng, filterScanlines, type PngFilterMode } from "./png.ts";

export interface PngOptions {
  /** Default "adaptive" (smallest files; what the committed static media were written with). */
  filter?: PngFilterMode;
  /** zlib level, default 9. */
  level?: number;
}

/** Encodes `rgb` (width × height × 3 bytes) as a PNG file. Same input and options → same bytes. */
export function encodePng(
  width: number,
  height: number,
  rgb: Uint8Array,
  options: PngOptions = {},
): Uint8Array<ArrayBuffer> {
  const filtered = filterScanlines(width, height, rgb, options.filter ?? "adaptive");
  return assemblePng(width, height, new Uint8Array(deflateSync(filtered, { level: options.level ?? 9 })));
}
