import type { CmsBlockProps } from "../types.ts";

/** `text-teaser`: one rich text (slot `content`), by default a centred h2 and an italic paragraph. */
export function CmsBlockTextTeaser({ slots }: CmsBlockProps) {
  return <>{slots.content}</>;
}
