import type { ImageProps } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
import { isSafeMediaUrl } from "./safeUrl.ts";

/** The design system's `Image` props read off a Shopware media entity; size may be unknown. */
export type MediaImage = Pick<ImageProps, "src" | "alt" | "thumbnails"> & { width?: number; height?: number };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const size = (value: unknown) => (typeof value === "number" && value > 0 ? value : undefined);

/**
 * Alt text is the media's alt, else its title, else empty (decorative) — never the file name,
 * which reads as noise to screen-reader users.
 */
export function mediaAlt(media: StoreApi.Media): string {
  return text(media.translated?.alt) || text(media.alt) || text(media.translated?.title) || text(media.title);
}

/** Intrinsic size from metaData, else from the largest thumbnail (same aspect ratio), so nothing shifts. */
function intrinsicSize(media: StoreApi.Media) {
  const width = size(media.metaData?.width);
  const height = size(media.metaData?.height);
  if (width && height) return { width, height };
  const largest = thumbnailsOf(media).toSorted((a, b) => b.width - a.width)[0];
  return largest && size(largest.height) ? { width: largest.width, height: largest.height } : {};
}

/** The media's thumbnails with a safe URL and a size; CMS data is free-form JSON. */
function thumbnailsOf(media: StoreApi.Media): StoreApi.Media["thumbnails"] {
  return Array.isArray(media.thumbnails)
    ? media.thumbnails.filter(
        (thumbnail) =>
          typeof thumbnail === "object" &&
          thumbnail !== null &&
          isSafeMediaUrl(thumbnail.url) &&
          size(thumbnail.width) !== undefined &&
          size(thumbnail.height) !== undefined,
      )
    : [];
}

/** Media to image props, or `undefined` when there is nothing to show (no media, or a URL that is not an image's). */
export function mediaImage(media: StoreApi.Media | null | undefined): MediaImage | undefined {
  if (!media || typeof media !== "object" || !isSafeMediaUrl(media.url)) return undefined;
  const thumbnails = thumbnailsOf(media).map(({ url, width, height }) => ({ url, width, height }));
  return { src: media.url, alt: mediaAlt(media), thumbnails, ...intrinsicSize(media) };
}

/**
 * A slider's or gallery's region name: the type's name and what it shows (its first and last image's alt),
 * so two sliders on a page are told apart (axe: landmark-unique).
 */
export function mediaRegionName(base: string, alts: readonly string[]): string {
  const named = alts.filter(Boolean);
  const first = named[0];
  const last = named.at(-1);
  if (!first) return base;
  return last && last !== first ? `${base}: ${first} – ${last}` : `${base}: ${first}`;
}
