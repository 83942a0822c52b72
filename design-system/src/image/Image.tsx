import { cx } from "@shop/styled-system/css";
import { image } from "@shop/styled-system/recipes";
import { buildSrcSet, isImageUrlTooLong, type ImageThumbnail } from "./imageSources.ts";

export interface ImageProps {
  /** The original image URL. URLs longer than 1000 characters are rejected and nothing is rendered. */
  src: string;
  /** Text alternative; `""` for a decorative image. */
  alt: string;
  /** Intrinsic width in px, set as the attribute so the box is reserved before the image loads. */
  width: number;
  /** Intrinsic height in px, set as the attribute so the box is reserved before the image loads. */
  height: number;
  /** Smaller renditions (Shopware media thumbnails); with them the image gets a `srcset`. */
  thumbnails?: readonly ImageThumbnail[];
  /** A ready-made `srcset`, used as is instead of one built from `thumbnails`. */
  srcSet?: string;
  /** The image's display width per layout, e.g. `(min-width: 1024px) 25vw, 50vw`. @default "100vw" with a srcset */
  sizes?: string;
  /** `eager` only for the largest image above the fold. @default "lazy" */
  loading?: "lazy" | "eager";
  /** `high` for the page's main (LCP) image. */
  fetchPriority?: "high" | "low" | "auto";
  /** Extra classes, applied after the recipe's. */
  className?: string;
}

/** A responsive `<img>`: srcset from thumbnails, intrinsic size attributes, lazy by default. */
export function Image({
  src,
  alt,
  width,
  height,
  thumbnails,
  srcSet,
  sizes,
  loading = "lazy",
  fetchPriority,
  className,
}: ImageProps) {
  if (isImageUrlTooLong(src)) {
    console.warn(`Image: Url is too long (${src.length} characters); not rendered.`);
    return null;
  }
  const candidates = srcSet ?? buildSrcSet(src, width, thumbnails);
  return (
    <img
      src={src}
      srcSet={candidates}
      sizes={candidates ? (sizes ?? "100vw") : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      className={cx(image(), className)}
    />
  );
}
