import type { CmsBlockProps } from "../types.ts";

/** `text`: one rich text (slot `content`). */
export function CmsBlockText({ slots }: CmsBlockProps) {
  return <>{slots.content}</>;
}
