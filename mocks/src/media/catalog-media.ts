/**
 * The catalog's generated files — product photos, category teasers, manufacturer logos (PNG, with
 * Shopware-style thumbnails) and product downloads (PDF) — found by their URL path, described without
 * drawing them, and sized from the committed manifest. Isomorphic: the HTTP server (`server.ts`) and
 * Storybook's service worker handler (`handlers/media-files.ts`) both resolve paths here.
 *
 * Layout, as Shopware's: `media/<md5(id)[0,2]>/<md5(id)[2,4]>/<fileName>.<ext>`, thumbnails
 * `<fileName>_<width>x<height>.png`, only in the sizes the image declares.
 */
import { catalog, documentById, imageById, productByNumber } from "../fixtures/catalog/index.ts";
import type { GeneratedImageFixture } from "../fixtures/catalog/types.ts";
import type { L10n } from "../fixtures/locale.ts";
import { md5 } from "../lib/md5.ts";
import { catalogFileSizes } from "./catalog-manifest.ts";
import type { CatalogDocument } from "./documents.ts";

export type { CatalogDocument } from "./documents.ts";

export type GeneratedFile =
  | {
      kind: "image";
      /** `media/ab/cd/<fileName>[_WxH].png` */
      path: string;
      image: GeneratedImageFixture;
      width: number;
      height: number;
      contentType: "image/png";
    }
  | { kind: "document"; path: string; document: CatalogDocument; contentType: "application/pdf" };

/** Shopware's directory of a media id: two levels from the id's md5. */
export function mediaDirectoryOf(id: string): string {
  const hash = md5(id);
  return `media/${hash.slice(0, 2)}/${hash.slice(2, 4)}`;
}

/** Path of a catalog image (no size, or its own size = the original) or of one of its thumbnails. */
export function catalogImagePath(
  image: GeneratedImageFixture,
  size?: { width: number; height: number },
): string {
  const isOriginal = !size || (size.width === image.width && size.height === image.height);
  const suffix = isOriginal ? "" : `_${size.width}x${size.height}`;
  return `${mediaDirectoryOf(image.id)}/${image.fileName}${suffix}.png`;
}

export function catalogDocumentPath(document: CatalogDocument): string {
  return `${mediaDirectoryOf(document.id)}/${document.fileName}.pdf`;
}

/** Images and documents by file name (without extension); the directory is checked on lookup. */
let byFileName: Map<string, Array<GeneratedImageFixture | CatalogDocument>> | undefined;
function fileNameIndex() {
  if (byFileName) return byFileName;
  const map = new Map<string, Array<GeneratedImageFixture | CatalogDocument>>();
  for (const item of [...catalog.images, ...catalog.documents]) {
    const list = map.get(item.fileName);
    if (list) list.push(item);
    else map.set(item.fileName, [item]);
  }
  byFileName = map;
  return map;
}

const isImage = (item: GeneratedImageFixture | CatalogDocument): item is GeneratedImageFixture =>
  "motif" in item;

/**
 * The generated file behind a URL path (`/media/...` or `media/...`, query ignored), or undefined when the
 * path is not a catalog file: unknown name, wrong directory, or a thumbnail size the image does not have.
 */
export function findGeneratedFile(urlPath: string): GeneratedFile | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split(/[?#]/)[0]!).replace(/^\/+/, "");
  } catch {
    return undefined;
  }
  const match = /^media\/([0-9a-f]{2})\/([0-9a-f]{2})\/([^/]+)\.(png|pdf)$/.exec(path);
  if (!match) return undefined;
  const [, first, second, name, extension] = match as unknown as [string, string, string, string, string];
  const inDirectory = (id: string) => mediaDirectoryOf(id) === `media/${first}/${second}`;
  const index = fileNameIndex();

  if (extension === "pdf") {
    const document = index.get(name)?.find((item) => !isImage(item) && inDirectory(item.id));
    // A download product's file is private: not on the public media path (Shopware's private filesystem).
    return document && !isImage(document) && !isPrivateDocument(document)
      ? { kind: "document", path, document, contentType: "application/pdf" }
      : undefined;
  }
  const original = index.get(name)?.find((item) => isImage(item) && inDirectory(item.id));
  if (original && isImage(original)) {
    return {
      kind: "image",
      path,
      image: original,
      width: original.width,
      height: original.height,
      contentType: "image/png",
    };
  }
  const thumbnail = /^(.+)_(\d+)x(\d+)$/.exec(name);
  if (!thumbnail) return undefined;
  const [, base, w, h] = thumbnail as unknown as [string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  const image = index.get(base)?.find((item) => isImage(item) && inDirectory(item.id));
  if (!image || !isImage(image)) return undefined;
  if (!image.thumbnailSizes.some((size) => size.width === width && size.height === height)) return undefined;
  return { kind: "image", path, image, width, height, contentType: "image/png" };
}

/** Every file of one image: the original first, then its thumbnails. */
export function imageFiles(image: GeneratedImageFixture): Array<Extract<GeneratedFile, { kind: "image" }>> {
  return [{ width: image.width, height: image.height }, ...image.thumbnailSizes].map((size) => ({
    kind: "image",
    path: catalogImagePath(image, size),
    image,
    ...size,
    contentType: "image/png",
  }));
}

export function documentFile(document: CatalogDocument): Extract<GeneratedFile, { kind: "document" }> {
  return { kind: "document", path: catalogDocumentPath(document), document, contentType: "application/pdf" };
}

/**
 * What a file's bytes depend on, hashed: the manifest stores it next to each size, so a catalog change (a new
 * label, colour or title) makes the recorded size stale (reported as 0) instead of wrong.
 */
export function fingerprint(item: GeneratedImageFixture | CatalogDocument): string {
  if (isImage(item)) {
    const { shape, color, accent, label, view } = item.motif;
    return md5(JSON.stringify([shape, color, accent, label, view, item.width, item.height])).slice(0, 6);
  }
  const name = productByNumber(item.productNumber)?.name ?? null;
  return md5(JSON.stringify([item.fileName, item.title, item.kind, item.productNumber, name])).slice(0, 6);
}

/**
 * The manifest's key of a media id: its first 12 hex digits keep the committed file small, and a clash
 * with an image of a larger catalog would still need the same fingerprint to count.
 */
export const manifestKey = (id: string) => id.slice(0, 12);

/**
 * Byte size of a catalog image's original or a document, from the manifest of the default catalog
 * (`pnpm --filter @shop/mocks generate:catalog-media`), without drawing anything. 0 when the file is not in
 * the manifest or the manifest is stale for it: products that only exist in larger catalogs
 * (EMULATOR_CATALOG_SIZE), or a catalog change not yet regenerated.
 */
export function catalogFileSize(id: string): number {
  const entry = catalogFileSizes[manifestKey(id)];
  if (!entry) return 0;
  const item = imageById(id) ?? documentById(id);
  if (!item) return 0;
  const [recorded, size] = entry.split(":") as [string, string];
  return recorded === fingerprint(item) ? Number(size) : 0;
}

/** A product download as a media record (the shape `toMedia` turns into a Store API media entity). */
export interface DocumentMedia {
  key: string;
  id: string;
  fileName: string;
  fileExtension: "pdf";
  mimeType: "application/pdf";
  alt: L10n;
  title: L10n;
  /** `media/ab/cd` */
  directory: string;
  /** Bytes, from the manifest (0 when unknown, see `catalogFileSize`). */
  fileSize: number;
  /**
   * The file a download product sells: private media, as Shopware keeps ESD files (no public URL; the
   * shopper gets it through `/order/download/{orderId}/{downloadId}` once access is granted).
   */
  private: boolean;
}

/** Whether a catalog document is a download product's file (private, never served under `/media`). */
export const isPrivateDocument = (document: CatalogDocument) => document.kind === "digital-product";

/** The media record of a catalog document (`DownloadFixture.mediaId`), or undefined for unknown ids. */
export function documentMedia(id: string): DocumentMedia | undefined {
  const document = documentById(id);
  if (!document) return undefined;
  return {
    key: `document:${document.fileName}`,
    id: document.id,
    fileName: document.fileName,
    fileExtension: "pdf",
    mimeType: "application/pdf",
    alt: document.title,
    title: document.title,
    directory: mediaDirectoryOf(document.id),
    fileSize: catalogFileSize(document.id),
    private: isPrivateDocument(document),
  };
}
