import type { CmsBlockProps } from "../types.ts";
import { CmsColumns, evenColumns, bubbleColumn } from "./CmsColumns.tsx";

/** `image-bubble-row`: three images (`left`, `center`, `right`) as 300×300 px circles; stacked below md. */
export function CmsBlockImageBubbleRow({ slots }: CmsBlockProps) {
  return (
    <CmsColumns
      slots={slots}
      layout={evenColumns(["left", "center", "right"], { className: bubbleColumn, maxPx: 300 })}
    />
  );
}
