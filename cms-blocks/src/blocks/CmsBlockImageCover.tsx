import type { CmsBlockProps } from "../types.ts";

/** `image-cover`: one image (slot `image`, `cover` by default); the admin creates it without margins in a full-width section. */
export function CmsBlockImageCover({ slots }: CmsBlockProps) {
  return <>{slots.image}</>;
}
