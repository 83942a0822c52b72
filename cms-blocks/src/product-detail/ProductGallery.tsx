import { useLingui } from "@lingui/react/macro";
import { Gallery, sizesAttribute, type GalleryImage, type GalleryProps } from "@shop/design-system";
import { useCms } from "../CmsContext.ts";

export { galleryImages } from "./galleryImages.ts";

export interface ProductGalleryProps {
  images: readonly GalleryImage[];
  /** The gallery holds the page's LCP image: its first image loads eagerly with high priority. */
  priority?: boolean;
  /** The layout's config (thumbnails position, arrows, zoom, display mode); the gallery's defaults without. */
  layout?: Pick<GalleryProps, "thumbnailPosition" | "arrows" | "fullscreen" | "fit" | "minHeight">;
}

/** The design system's Gallery with the shop's texts. */
export function ProductGallery({ images, priority = true, layout }: ProductGalleryProps) {
  const { t } = useLingui();
  // The gallery spans its slot.
  const { width } = useCms();
  return (
    <Gallery
      {...layout}
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
