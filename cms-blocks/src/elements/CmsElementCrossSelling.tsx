import { useLingui } from "@lingui/react/macro";
import { css } from "@shop/styled-system/css";
import { useCms } from "../CmsContext.ts";
import { productBoxDisplayModes, productBoxLayouts } from "../product/ProductBox.tsx";
import { ProductSlider } from "../product/ProductSlider.tsx";
import { useProductPage } from "../product-detail/ProductPageContext.ts";
import { oneOf, slotConfig } from "../slotConfig.ts";
import type { CmsElementProps } from "../types.ts";

const stack = css({ display: "flex", flexDirection: "column", gap: "10" });

/**
 * `cross-selling`: each of the product's cross-selling groups ("Passendes Zubehör", "Ähnliche Produkte")
 * as the shop's product slider under the group's name. Empty groups are left out.
 */
export function CmsElementCrossSelling({ slot }: CmsElementProps) {
  const page = useProductPage();
  const { t } = useLingui();
  const { width } = useCms();
  const groups = (page?.crossSellings ?? []).filter((group) => group.products.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className={stack}>
      {groups.map((group) => (
        <ProductSlider
          key={group.id}
          products={group.products}
          title={group.name}
          width={width}
          minWidth={slotConfig(slot, "elMinWidth") ?? "12rem"}
          boxLayout={oneOf(slotConfig(slot, "boxLayout"), productBoxLayouts, "standard")}
          displayMode={oneOf(slotConfig(slot, "displayMode"), productBoxDisplayModes, "standard")}
          labels={{
            label: group.name,
            previous: t`Previous products`,
            next: t`Next products`,
            slide: (index, total) => t`${index} of ${total}`,
            pause: "",
            play: "",
          }}
        />
      ))}
    </div>
  );
}
