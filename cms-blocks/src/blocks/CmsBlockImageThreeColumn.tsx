import type { CmsBlockProps } from "../types.ts";
import { CmsColumns, evenColumns } from "./CmsColumns.tsx";

/** `image-three-column`: three images (`left`, `center`, `right`) in equal columns from md; stacked below md. */
export function CmsBlockImageThreeColumn({ slots }: CmsBlockProps) {
  return <CmsColumns slots={slots} layout={evenColumns(["left", "center", "right"])} />;
}
