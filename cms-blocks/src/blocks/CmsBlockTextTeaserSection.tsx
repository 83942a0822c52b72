import type { CmsBlockProps } from "../types.ts";
import { CmsColumns } from "./CmsColumns.tsx";

/** `text-teaser-section`: a teaser text (`left`, 4 of 12 columns from md) beside the text (`right`, 8 of 12); stacked below md. */
export function CmsBlockTextTeaserSection({ slots }: CmsBlockProps) {
  return (
    <CmsColumns
      slots={slots}
      layout={[
        { slots: ["left"], span: 4 },
        { slots: ["right"], span: 8 },
      ]}
    />
  );
}
