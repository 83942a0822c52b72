import type { CmsBlockProps } from "../types.ts";

/** `html`: the editor's HTML (slot `content`, an `html` element), sanitised on the server. */
export function CmsBlockHtml({ slots }: CmsBlockProps) {
  return <>{slots.content}</>;
}
