import { css } from "@shop/styled-system/css";
import type { CmsBlockProps } from "../types.ts";

const row = css({
  display: "flex",
  flexDirection: { base: "column", md: "row" },
  alignItems: { md: "center" },
  justifyContent: "space-between",
  gap: "4",
});

/** `product-heading`: the product name (left, growing) and the manufacturer logo (right, its own width). */
export function CmsBlockProductHeading({ slots }: CmsBlockProps) {
  return (
    <div className={row}>
      <div className={css({ flex: "1 1 auto", minW: "0" })}>{slots.left}</div>
      {slots.right && <div className={css({ flex: "0 0 auto" })}>{slots.right}</div>}
    </div>
  );
}
