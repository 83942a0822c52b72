import { useLingui } from "@lingui/react/macro";
import { Gallery, maxWidth, sizesAttribute } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import type * as StoreApi from "@shop/store-api";
import { useCms } from "../../CmsContext.ts";
import { galleryImages } from "../../product-detail/galleryImages.ts";
import { galleryProps } from "../../sliderConfig.ts";
import type { CmsElementProps } from "../../types.ts";
import { mediaRegionName } from "../../media.ts";

const MAX_WIDTH_PX = 640;
const galleryWidth = css({ maxW: "40rem", mx: "auto", w: "full" });

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
  // A square image box as wide as a content column would fill the screen: the gallery stays at 40rem.
  return (
    <Gallery
      {...galleryProps(slot)}
      images={images}
      priority={prioritySlot === slot}
      label={mediaRegionName(
        t`Image gallery`,
        images.map((image) => image.alt),
      )}
      formatImageLabel={(index, total) => t`Image ${index} of ${total}`}
      previousLabel={t`Previous image`}
      nextLabel={t`Next image`}
      thumbnailsLabel={t`Choose image`}
      openFullscreenLabel={t`Enlarge image`}
      closeLabel={t`Close`}
      sizes={sizesAttribute(maxWidth(width, MAX_WIDTH_PX))}
      className={galleryWidth}
    />
  );
}
