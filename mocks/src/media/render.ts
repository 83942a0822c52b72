/**
 * Drawing the catalog's files without `node:` imports: the pixels of an image (any requested size, drawn
 * at that size rather than scaled down, so thumbnails stay sharp and cost a fraction of the original) and the
 * bytes of a PDF. PNG encoding is left to the runtime (`node.ts` sync with node:zlib, the browser handler
 * async with CompressionStream).
 */
import { crc32 } from "./png.ts";
import { renderDocument, type CatalogDocument } from "./documents.ts";
import { motifScene } from "./motifs.ts";
import { render } from "./raster.ts";
import type { GeneratedImageFixture } from "../fixtures/catalog/types.ts";

/** RGB pixels (width × height × 3) of a catalog image at a size. */
export function renderImagePixels(
  image: Pick<GeneratedImageFixture, "motif">,
  width: number,
  height: number,
): Uint8Array<ArrayBuffer> {
  return render(motifScene(image.motif, width, height), width, height);
}

export { renderDocument };
export type { CatalogDocument };

/** A strong ETag from the bytes themselves, so it changes whenever the drawing code does. */
export function etagOf(bytes: Uint8Array): string {
  return `"${crc32(bytes).toString(16).padStart(8, "0")}-${bytes.length.toString(16)}"`;
}
