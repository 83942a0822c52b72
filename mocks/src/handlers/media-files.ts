/**
 * The catalog's images and PDFs for the browser (Storybook's MSW service worker): the Node server draws them
 * on request (`server.ts`), here the page does, with the same renderer and the platform's
 * CompressionStream for the PNG deflate. Paths that are not catalog files — the committed static media
 * Storybook serves from `mocks/media` — are not answered here and pass through to the network. No `node:`
 * imports.
 */
import { http, HttpResponse } from "msw";
import { FileCache, type CachedFile } from "../media/cache.ts";
import { findGeneratedFile, type GeneratedFile } from "../media/catalog-media.ts";
import { encodePngAsync } from "../media/png.ts";
import { etagOf, renderDocument, renderImagePixels } from "../media/render.ts";

/** Smaller than the server's: a browser tab holds what one story shows. */
const cache = new FileCache(32 * 1024 * 1024);
const pending = new Map<string, Promise<CachedFile>>();

async function draw(file: GeneratedFile): Promise<CachedFile> {
  const bytes =
    file.kind === "document"
      ? renderDocument(file.document)
      : await encodePngAsync(file.width, file.height, renderImagePixels(file.image, file.width, file.height));
  return { bytes, contentType: file.contentType, etag: etagOf(bytes) };
}

/** A catalog file by URL path: cached, or drawn once even when several requests ask at the same time. */
export async function browserGeneratedFile(pathname: string): Promise<CachedFile | undefined> {
  const file = findGeneratedFile(pathname);
  if (!file) return undefined;
  const cached = cache.get(file.path);
  if (cached) return cached;
  let drawing = pending.get(file.path);
  if (!drawing) {
    drawing = draw(file).finally(() => pending.delete(file.path));
    pending.set(file.path, drawing);
  }
  const entry = await drawing;
  cache.set(file.path, entry);
  return entry;
}

/** MSW handlers answering GET and HEAD for generated `/media/...` files on any origin. */
export const mediaFileHandlers = [
  http.all("*/media/*", async ({ request }) => {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith("/media/")) return undefined;
    const entry = await browserGeneratedFile(pathname);
    // Not ours (a static file or a real 404): let the request through to the network.
    if (!entry) return undefined;
    const headers = {
      "content-type": entry.contentType,
      "content-length": String(entry.bytes.length),
      "cache-control": "public, max-age=31536000, immutable",
      etag: entry.etag,
      "access-control-allow-origin": "*",
    };
    if (request.headers.get("if-none-match") === entry.etag)
      return new HttpResponse(null, { status: 304, headers });
    return new HttpResponse(request.method === "HEAD" ? null : entry.bytes, { status: 200, headers });
  }),
];
