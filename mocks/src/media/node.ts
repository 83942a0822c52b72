/**
 * The catalog's generated files in Node (the HTTP server, tests, the manifest script): drawn on request,
 * encoded with node:zlib, and kept in a bounded LRU cache.
 */
import { FileCache, type CachedFile } from "./cache.ts";
import { findGeneratedFile, type GeneratedFile } from "./catalog-media.ts";
import { encodePng, type PngOptions } from "./png-node.ts";
import { etagOf, renderDocument, renderImagePixels } from "./render.ts";

/**
 * Encoder settings for drawn-on-request images: Sub/Up filters and zlib level 4 take a fraction of the time of
 * the static media's exhaustive settings (all five filters, level 9), for files about 15 % larger. Level 4 is
 * where zlib's lazy matching starts: level 3 is faster still but 25 % larger.
 */
export const catalogPngOptions: PngOptions = { filter: "fast", level: 4 };

/** The bytes of a generated file (PNG or PDF). Same file → same bytes. */
export function renderGeneratedFile(file: GeneratedFile): Uint8Array<ArrayBuffer> {
  if (file.kind === "document") return renderDocument(file.document);
  return encodePng(
    file.width,
    file.height,
    renderImagePixels(file.image, file.width, file.height),
    catalogPngOptions,
  );
}

/** 64 MB: a few hundred product images in their listing and detail sizes. */
export const generatedFileCache = new FileCache(64 * 1024 * 1024);

/**
 * A catalog file by URL path, from the cache or drawn now; undefined when the path is not a catalog file
 * (unknown, or a size the image does not have).
 */
export function generatedFile(
  urlPath: string,
  cache: FileCache = generatedFileCache,
): CachedFile | undefined {
  const file = findGeneratedFile(urlPath);
  if (!file) return undefined;
  const cached = cache.get(file.path);
  if (cached) return cached;
  const bytes = renderGeneratedFile(file);
  const entry: CachedFile = { bytes, contentType: file.contentType, etag: etagOf(bytes) };
  cache.set(file.path, entry);
  return entry;
}

export { findGeneratedFile } from "./catalog-media.ts";
