import type { CmsBlockProps } from "../types.ts";
import { CmsColumns, imageTextColumns } from "./CmsColumns.tsx";

/** `image-text-row`: three columns from md, each an image over its text (`left-image`, `left-text`, …); stacked below md. */
export function CmsBlockImageTextRow({ slots }: CmsBlockProps) {
  return <CmsColumns slots={slots} layout={imageTextColumns()} />;
}
