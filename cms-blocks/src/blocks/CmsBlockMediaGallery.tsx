import type { CmsBlockProps } from "../types.ts";

/** `media-gallery`: its one slot `mediaGallery` spans the block. */
export function CmsBlockMediaGallery({ slots }: CmsBlockProps) {
  return <>{slots.mediaGallery}</>;
}
