import type { CmsBlockProps } from "../types.ts";
import { CmsColumns, imageTextColumns, bubbleColumn } from "./CmsColumns.tsx";

/** `image-text-bubble`: three columns from md, each a 300×300 px circle image over its centred text (`left-image`, `left-text`, …); stacked below md. */
export function CmsBlockImageTextBubble({ slots }: CmsBlockProps) {
  return <CmsColumns slots={slots} layout={imageTextColumns({ className: bubbleColumn, maxPx: 300 })} />;
}
