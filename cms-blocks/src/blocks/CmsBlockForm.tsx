import type { CmsBlockProps } from "../types.ts";

/** `form`: one `content` slot with the `form` element, the whole width (col-12). */
export function CmsBlockForm({ slots }: CmsBlockProps) {
  return <>{slots.content}</>;
}
