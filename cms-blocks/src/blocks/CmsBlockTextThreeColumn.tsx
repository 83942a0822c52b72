import type { CmsBlockProps } from "../types.ts";
import { CmsColumns, evenColumns } from "./CmsColumns.tsx";

/** `text-three-column`: three texts (`left`, `center`, `right`) in equal columns from md; stacked below md. */
export function CmsBlockTextThreeColumn({ slots }: CmsBlockProps) {
  return <CmsColumns slots={slots} layout={evenColumns(["left", "center", "right"])} />;
}
