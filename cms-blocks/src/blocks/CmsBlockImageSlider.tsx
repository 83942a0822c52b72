import type { CmsBlockProps } from "../types.ts";

/** `image-slider`: its one slot `imageSlider` spans the block. */
export function CmsBlockImageSlider({ slots }: CmsBlockProps) {
  return <>{slots.imageSlider}</>;
}
