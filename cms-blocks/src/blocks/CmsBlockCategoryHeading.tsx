import type { CmsBlockProps } from "../types.ts";

/** `category-heading`: the category's name (slot `content`, a `category-name` element) as the page's heading. */
export function CmsBlockCategoryHeading({ slots }: CmsBlockProps) {
  return <>{slots.content}</>;
}
