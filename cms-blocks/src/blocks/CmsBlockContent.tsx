import type { CmsBlockProps } from "../types.ts";

/** Blocks whose one slot `content` takes the whole width: `product-listing`, `sidebar-filter`. */
export function CmsBlockContent({ slots }: CmsBlockProps) {
  return <>{slots.content}</>;
}
