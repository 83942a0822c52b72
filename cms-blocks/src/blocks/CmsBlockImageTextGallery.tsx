import { css } from "@shop/styled-system/css";
import type { CmsBlockProps } from "../types.ts";
import { CmsColumns, imageTextColumns } from "./CmsColumns.tsx";

const card = css({
  bg: "bg",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "md",
  overflow: "hidden",
  "& .cms-element-text": { padding: "4" },
});

/** `image-text-gallery`: three cards from md, each an image over its text (`left-image`, `left-text`, …); stacked below md. */
export function CmsBlockImageTextGallery({ slots }: CmsBlockProps) {
  return <CmsColumns slots={slots} layout={imageTextColumns({ className: card })} />;
}
