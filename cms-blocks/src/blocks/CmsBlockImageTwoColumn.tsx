import type { CmsBlockProps } from "../types.ts";
import { CmsColumns, evenColumns } from "./CmsColumns.tsx";

/** `image-two-column`: two images (`left`, `right`) in equal columns from md; stacked below md. */
export function CmsBlockImageTwoColumn({ slots }: CmsBlockProps) {
  return <CmsColumns slots={slots} layout={evenColumns(["left", "right"])} />;
}
