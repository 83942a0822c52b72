import { columnWidth } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { CmsContext, useCms } from "../CmsContext.ts";
import type { CmsBlockProps } from "../types.ts";

const columns = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: "6",
  md: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
});

/** `image-text`: image left, text right, in two equal columns from md; stacked (image first) below. */
export function CmsBlockImageText({ slots }: CmsBlockProps) {
  const cms = useCms();
  return (
    <div className={columns}>
      <CmsContext value={{ ...cms, width: columnWidth(cms.width, { columns: { base: 1, md: 2 }, gap: 24 }) }}>
        <div>{slots.left}</div>
      </CmsContext>
      <div>{slots.right}</div>
    </div>
  );
}
