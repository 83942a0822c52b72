import type { CmsBlockProps } from "../types.ts";

/** `image`: one image (slot `image`). */
export function CmsBlockImage({ slots }: CmsBlockProps) {
  return <>{slots.image}</>;
}
