import type { CmsBlockProps } from "../types.ts";
import { CmsColumns, evenColumns } from "./CmsColumns.tsx";

/** `text-two-column`: two texts (`left`, `right`) in equal columns from md; stacked below md. */
export function CmsBlockTextTwoColumn({ slots }: CmsBlockProps) {
  return <CmsColumns slots={slots} layout={evenColumns(["left", "right"])} />;
}
