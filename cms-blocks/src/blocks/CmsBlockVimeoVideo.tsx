import type { CmsBlockProps } from "../types.ts";

/** `vimeo-video`: its one slot `video` spans the block. */
export function CmsBlockVimeoVideo({ slots }: CmsBlockProps) {
  return <>{slots.video}</>;
}
