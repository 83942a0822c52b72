import { css } from "@shop/styled-system/css";
import type { CmsBlockProps } from "../types.ts";
import { CmsColumns } from "./CmsColumns.tsx";

const centerText = css({ "& .cms-element-text": { padding: "30px" } });

/** `center-text`: a text (`center`, 30px padding) between two images (`left`, `right`), three equal columns from md; stacked below md. */
export function CmsBlockCenterText({ slots }: CmsBlockProps) {
  return (
    <CmsColumns
      slots={slots}
      layout={[
        { slots: ["left"], span: 4 },
        { slots: ["center"], span: 4, className: centerText },
        { slots: ["right"], span: 4 },
      ]}
    />
  );
}
