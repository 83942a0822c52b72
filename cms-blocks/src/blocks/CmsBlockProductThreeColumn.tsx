import type { ReactNode } from "react";
import { columnWidth } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
import { css } from "@shop/styled-system/css";
import { CmsContext, useCms } from "../CmsContext.ts";
import { isCardProduct } from "../product/slotProducts.ts";
import type { CmsBlockProps } from "../types.ts";

const columns = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: "6",
  md: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
});

const COLUMNS = ["left", "center", "right"] as const;

/**
 * Whether a column of `product-three-column` shows: Shopware skips a column whose product-box, product
 * slider or buy-box has no resolved product(s); any other element (or an empty slot name) keeps its place.
 */
export function hasColumnContent(slot: StoreApi.CmsSlot | undefined): boolean {
  if (!slot) return false;
  switch (slot.type) {
    case "product-box":
    case "buy-box":
      return isCardProduct(field(slot.data, "product"));
    case "product-slider": {
      const products = field(slot.data, "products");
      return Array.isArray(products) && products.some(isCardProduct);
    }
    default:
      return true;
  }
}

const field = (data: unknown, key: string): unknown =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>)[key] : undefined;

/** The names of the columns that show, in their visual order. */
export function visibleProductColumns(slots: readonly StoreApi.CmsSlot[] | null | undefined): string[] {
  const byName = new Map((slots ?? []).map((slot) => [slot.slot, slot]));
  return COLUMNS.filter((name) => hasColumnContent(byName.get(name)));
}

/**
 * `product-three-column`: three product boxes side by side from md, stacked below. A column whose product
 * is missing is skipped, so the others still share the row's three columns without a hole in between.
 */
export function CmsBlockProductThreeColumn({ block, slots }: CmsBlockProps) {
  const cms = useCms();
  const visible = visibleProductColumns(block.slots);
  if (visible.length === 0) return null;
  const width = columnWidth(cms.width, { columns: { base: 1, md: 3 }, gap: 24 });
  return (
    <div className={columns}>
      <CmsContext value={{ ...cms, width }}>
        {visible.map((name): ReactNode => (
          <div key={name}>{slots[name]}</div>
        ))}
      </CmsContext>
    </div>
  );
}
