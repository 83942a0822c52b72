import { frWidth } from "@shop/design-system";
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
      <CmsContext
        value={{
          ...cms,
          // The gallery's share of `columns`: all of it, from lg 7 of 12 fr beside a gap of 10 (2.5rem).
          width: frWidth(cms.width, {
            fr: { base: 1, lg: 7 },
            total: { base: 1, lg: 12 },
            gaps: { base: 0, lg: 1 },
            gap: 40,
          }),
        }}
      >
        <div className="product-detail-media">{slots.left}</div>
      </CmsContext>
      <div className="product-detail-buy">{slots.right}</div>
    </div>
  );
}
