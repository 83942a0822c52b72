import { css } from "@shop/styled-system/css";
import type { CmsBlockProps } from "../types.ts";
import { CmsColumns, evenColumns } from "./CmsColumns.tsx";

const highlight = css({
  "& .cms-element-image": { borderWidth: "12px", borderStyle: "solid", borderColor: "white" },
});

/** `image-highlight-row`: three images (`left`, `center`, `right`) framed by a 12px white border; the admin gives the block a #e9e9e9 background and 40px top and bottom margins; stacked below md. */
export function CmsBlockImageHighlightRow({ slots }: CmsBlockProps) {
  return <CmsColumns slots={slots} layout={evenColumns(["left", "center", "right"])} className={highlight} />;
}
