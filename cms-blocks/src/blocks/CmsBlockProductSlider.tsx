import type { CmsBlockProps } from "../types.ts";

/** `product-slider`: its one slot `productSlider` takes the whole width. */
export function CmsBlockProductSlider({ slots }: CmsBlockProps) {
  return <>{slots.productSlider}</>;
}
