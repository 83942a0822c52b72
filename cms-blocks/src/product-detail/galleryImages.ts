import type { GalleryImage } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
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
