import { useLingui } from "@lingui/react/macro";
import { Gallery, sizesAttribute, type GalleryImage } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
import { useCms } from "../CmsContext.ts";
import { mediaImage } from "../media.ts";

/** Gallery images from Shopware media: only media with a known size (nothing may shift while loading). */
export function galleryImages(
  media: readonly (StoreApi.Media | null | undefined)[],
  fallbackAlt: string,
): GalleryImage[] {
  return media.flatMap((item) => {
    const image = mediaImage(item);
    return image?.width && image.height
      ? [
          {
            src: image.src,
            alt: image.alt || fallbackAlt,
            width: image.width,
            height: image.height,
            thumbnails: image.thumbnails,
          },
        ]
      : [];
  });
}

export interface ProductGalleryProps {
  images: readonly GalleryImage[];
  /** The gallery holds the page's LCP image: its first image loads eagerly with high priority. */
  priority?: boolean;
}

/** The design system's Gallery with the shop's texts. */
export function ProductGallery({ images, priority = true }: ProductGalleryProps) {
  const { t } = useLingui();
  // The gallery spans its slot.
  const { width } = useCms();
  return (
    <Gallery
      images={images}
      priority={priority}
      label={t`Product images`}
      formatImageLabel={(index, total) => t`Image ${index} of ${total}`}
      previousLabel={t`Previous image`}
      nextLabel={t`Next image`}
      thumbnailsLabel={t`Choose image`}
      openFullscreenLabel={t`Open full screen`}
      closeLabel={t`Close`}
      sizes={sizesAttribute(width)}
    />
  );
}
