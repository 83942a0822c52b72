import { useLingui } from "@lingui/react/macro";
import { Carousel, carouselSlideWidth } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { ProductBox } from "../product/ProductBox.tsx";
import { useCms } from "../CmsContext.ts";
import { useProductPage } from "../product-detail/ProductPageContext.ts";
import { slotConfig } from "../slotConfig.ts";
import type { CmsElementProps } from "../types.ts";
import { cssValue } from "../cssValue.ts";

const stack = css({ display: "flex", flexDirection: "column", gap: "10" });
const heading = css({ textStyle: "h2", mb: "4" });

/**
 * `cross-selling`: each of the product's cross-selling groups ("Passendes Zubehör", "Ähnliche Produkte")
 * as a heading and an accessible product slider of the listings' product cards. Empty groups are left out.
 */
export function CmsElementCrossSelling({ slot }: CmsElementProps) {
  const page = useProductPage();
  const { t } = useLingui();
  const { width } = useCms();
  const groups = (page?.crossSellings ?? []).filter((group) => group.products.length > 0);
  if (groups.length === 0) return null;
  const minWidth = cssValue(slotConfig(slot, "elMinWidth")) ?? "12rem";
  const slideWidth = carouselSlideWidth(width, minWidth);
  return (
    <div className={stack}>
      {groups.map((group) => (
        <div key={group.id}>
          <h2 id={`cross-selling-${group.id}`} className={heading}>
            {group.name}
          </h2>
          <Carousel
            label={group.name}
            itemMinWidth={minWidth}
            previousLabel={t`Previous products`}
            nextLabel={t`Next products`}
            formatSlideLabel={(index, total) => t`${index} of ${total}`}
          >
            {group.products.map((product) => (
              <ProductBox key={product.id} product={product} layoutWidth={slideWidth} />
            ))}
          </Carousel>
        </div>
      ))}
    </div>
  );
}
