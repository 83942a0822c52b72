import { useLingui } from "@lingui/react/macro";
import { Gallery, sizesAttribute } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
import { useCms } from "../../CmsContext.ts";
import { galleryImages } from "../../product-detail/galleryImages.ts";
import { galleryProps } from "../../sliderConfig.ts";
import type { CmsElementProps } from "../../types.ts";

type SliderData = { sliderItems?: { media?: StoreApi.Media | null }[] | null };

/**
 * `image-gallery` outside the product page, and `media-gallery`: the slot's images in the design system's
 * gallery with the config's thumbnails position, arrows, display mode and zoom (the full-screen dialog).
 */
export function CmsElementMediaGallery({ slot }: CmsElementProps) {
  const { t } = useLingui();
  const { prioritySlot, width } = useCms();
  const data = slot.data as SliderData | null | undefined;
  const images = galleryImages(
    (data?.sliderItems ?? []).map((item) => item?.media),
    "",
  );
  if (images.length === 0) return null;
  return (
    <Gallery
      {...galleryProps(slot)}
      images={images}
      priority={prioritySlot === slot}
      label={t`Image gallery`}
      formatImageLabel={(index, total) => t`Image ${index} of ${total}`}
      previousLabel={t`Previous image`}
      nextLabel={t`Next image`}
      thumbnailsLabel={t`Choose image`}
      openFullscreenLabel={t`Enlarge image`}
      closeLabel={t`Close`}
      sizes={sizesAttribute(width)}
    />
  );
}
