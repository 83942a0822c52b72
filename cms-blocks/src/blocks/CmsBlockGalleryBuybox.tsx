import { css } from "@shop/styled-system/css";
import { CmsContext, useCms } from "../CmsContext.ts";
import type { CmsBlockProps } from "../types.ts";

const columns = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: { base: "6", lg: "10" },
  lg: { gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)", alignItems: "start" },
});

/** `gallery-buybox`: the gallery (7 of 12 columns) beside the buy box (5 of 12) from lg; stacked below. */
export function CmsBlockGalleryBuybox({ slots }: CmsBlockProps) {
  const cms = useCms();
  return (
    <div className={columns}>
      <CmsContext value={{ ...cms, imageSizes: "(min-width: 1024px) 58vw, 100vw" }}>
        <div className="product-detail-media">{slots.left}</div>
      </CmsContext>
      <div className="product-detail-buy">{slots.right}</div>
    </div>
  );
}
