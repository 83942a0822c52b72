import { useLingui } from "@lingui/react/macro";
import { useCms } from "../../CmsContext.ts";
import { productBoxDisplayModes, productBoxLayouts } from "../../product/ProductBox.tsx";
import { ProductSlider } from "../../product/ProductSlider.tsx";
import { slotSliderProducts } from "../../product/slotProducts.ts";
import { oneOf, slotConfig } from "../../slotConfig.ts";
import type { CmsElementProps } from "../../types.ts";

/**
 * `product-slider`: the element's products (static ids, a product stream or mapped, resolved by the server
 * into `data.products`) as a product slider with the element's title, box layout, display mode, arrows,
 * rotation, border, card width and vertical alignment. Nothing without products.
 */
export function CmsElementProductSlider({ slot }: CmsElementProps) {
  const { t } = useLingui();
  const { width } = useCms();
  const products = slotSliderProducts(slot.data);
  const title = slotConfig(slot, "title");
  return (
    <ProductSlider
      products={products}
      width={width}
      title={typeof title === "string" && title.trim() !== "" ? title : undefined}
      boxLayout={oneOf(slotConfig(slot, "boxLayout"), productBoxLayouts, "standard")}
      displayMode={oneOf(slotConfig(slot, "displayMode"), productBoxDisplayModes, "standard")}
      navigation={slotConfig(slot, "navigation") !== false}
      rotate={slotConfig(slot, "rotate") === true}
      border={slotConfig(slot, "border") === true}
      minWidth={slotConfig(slot, "elMinWidth")}
      verticalAlign={slotConfig(slot, "verticalAlign")}
      labels={{
        label: t`Products`,
        previous: t`Previous products`,
        next: t`Next products`,
        slide: (index, total) => t`${index} of ${total}`,
        pause: t`Stop automatic scrolling`,
        play: t`Start automatic scrolling`,
      }}
    />
  );
}
