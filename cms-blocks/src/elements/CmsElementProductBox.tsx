import { cx } from "@shop/styled-system/css";
import { useCms } from "../CmsContext.ts";
import { ProductBox, productBoxDisplayModes, productBoxLayouts } from "../product/ProductBox.tsx";
import { slotProduct } from "../product/slotProducts.ts";
import { oneOf, slotConfig } from "../slotConfig.ts";
import type { CmsElementProps } from "../types.ts";
import { asAlignment, hasVerticalAlignment, verticalAlignClass } from "./alignment.ts";

/**
 * `product-box`: one product (`data.product`) as the listings' product card, in the element's box layout
 * (`standard`, `image`, `minimal`) and image display mode; nothing when the product is missing (deleted,
 * sold out and hidden). The card's add-to-cart and wishlist come from the CMS context as on listings.
 */
export function CmsElementProductBox({ slot }: CmsElementProps) {
  const { width } = useCms();
  const product = slotProduct(slot.data);
  if (!product) return null;
  const align = asAlignment(slotConfig(slot, "verticalAlign"));
  const box = (
    <ProductBox
      product={product}
      layoutWidth={width}
      boxLayout={oneOf(slotConfig(slot, "boxLayout"), productBoxLayouts, "standard")}
      displayMode={oneOf(slotConfig(slot, "displayMode"), productBoxDisplayModes, "standard")}
    />
  );
  return align ? (
    <div className={hasVerticalAlignment}>
      <div className={cx(verticalAlignClass[align])}>{box}</div>
    </div>
  ) : (
    box
  );
}
