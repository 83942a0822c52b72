import type { CmsBlockProps } from "../types.ts";
import { CmsColumns } from "./CmsColumns.tsx";

/** `image-simple-grid`: two images stacked (`left-top`, `left-bottom`) in the left half, one (`right`) in the right half from md; stacked below md. */
export function CmsBlockImageSimpleGrid({ slots }: CmsBlockProps) {
  return (
    <CmsColumns
      slots={slots}
      layout={[
        { slots: ["left-top", "left-bottom"], span: 6 },
        { slots: ["right"], span: 6 },
      ]}
    />
  );
}
