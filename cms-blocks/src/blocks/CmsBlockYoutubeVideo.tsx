import type { CmsBlockProps } from "../types.ts";

/** `youtube-video`: its one slot `video` spans the block. */
export function CmsBlockYoutubeVideo({ slots }: CmsBlockProps) {
  return <>{slots.video}</>;
}
