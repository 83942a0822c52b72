import type { CmsBlockProps } from "../types.ts";
import { CmsColumns, evenColumns } from "./CmsColumns.tsx";

/** `image-three-cover`: three cover images (`left`, `center`, `right`) side by side from md without gaps; stacked below md. */
export function CmsBlockImageThreeCover({ slots }: CmsBlockProps) {
  return <CmsColumns slots={slots} layout={evenColumns(["left", "center", "right"])} gap={0} />;
}
