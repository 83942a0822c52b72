/** A Shopware media thumbnail: one more rendition of the same picture. */
export interface ImageThumbnail {
  url: string;
  width: number;
  height?: number;
}

/** Longer image URLs are not rendered (`Image` warns 'Url is too long'), nor put in a srcset. */
export const MAX_IMAGE_URL_LENGTH = 1000;

export function isImageUrlTooLong(url: string): boolean {
  return url.length > MAX_IMAGE_URL_LENGTH;
}

/**
 * The width rule for requested renditions: round up to a multiple of 100; 800 when the width is
 * missing or not a positive number; 1900 when the rounded width would be above 1920.
 */
export function roundImageWidth(width: number | null | undefined): number {
  if (typeof width !== "number" || !Number.isFinite(width) || width <= 0) return 800;
  const rounded = Math.ceil(width / 100) * 100;
  return rounded > 1920 ? 1900 : rounded;
}

/**
 * `srcset` from the thumbnails (narrowest first) plus the original at its own width. One candidate per
 * width (a thumbnail wins over the original), none with an invalid width or a too-long URL.
 */
export function buildSrcSet(
  src: string,
  width: number,
  thumbnails: readonly ImageThumbnail[] = [],
): string | undefined {
  const candidates = [...thumbnails, { url: src, width }]
    .filter((c) => c.url && Number.isFinite(c.width) && c.width > 0 && !isImageUrlTooLong(c.url))
    .toSorted((a, b) => a.width - b.width);
  const byWidth = new Map<number, string>();
  for (const c of candidates) if (!byWidth.has(c.width)) byWidth.set(c.width, c.url);
  if (byWidth.size < 2) return undefined;
  return [...byWidth].map(([w, url]) => `${url} ${w}w`).join(", ");
}
