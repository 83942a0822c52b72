import type { CmsBlockProps } from "../types.ts";
import { CmsColumns, evenColumns } from "./CmsColumns.tsx";

/** `image-four-column`: four images (`left`, `center-left`, `center-right`, `right`) in equal columns from md; stacked below md. */
export function CmsBlockImageFourColumn({ slots }: CmsBlockProps) {
  return <CmsColumns slots={slots} layout={evenColumns(["left", "center-left", "center-right", "right"])} />;
}
