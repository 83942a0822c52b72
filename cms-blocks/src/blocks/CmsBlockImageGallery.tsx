import type { CmsBlockProps } from "../types.ts";

/** `image-gallery`: its one slot `imageGallery` spans the block. */
export function CmsBlockImageGallery({ slots }: CmsBlockProps) {
  return <>{slots.imageGallery}</>;
}
