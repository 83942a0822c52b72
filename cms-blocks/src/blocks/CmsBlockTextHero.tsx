import type { CmsBlockProps } from "../types.ts";

/** `text-hero`: one rich text (slot `content`), by default a centred h2, rule and paragraph. */
export function CmsBlockTextHero({ slots }: CmsBlockProps) {
  return <>{slots.content}</>;
}
