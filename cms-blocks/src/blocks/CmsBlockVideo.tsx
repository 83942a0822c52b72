import type { CmsBlockProps } from "../types.ts";

/** `video`: its one slot `video` spans the block. */
export function CmsBlockVideo({ slots }: CmsBlockProps) {
  return <>{slots.video}</>;
}
