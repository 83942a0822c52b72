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
      <CmsContext value={{ ...cms, imageSizes: "(min-width: 768px) 50vw, 100vw" }}>
        <div>{slots.left}</div>
      </CmsContext>
      <div>{slots.right}</div>
    </div>
  );
}
