import { BuyBox } from "../product-detail/BuyBox.tsx";
import { useProductPage } from "../product-detail/ProductPageContext.ts";

/**
 * `buy-box`: on a product page always the page's product (Shopware replaces the configured one). Its data
 * comes from the page's `ProductPageContext`, which the app fills once for all the page's elements.
 */
export function CmsElementBuyBox() {
  const page = useProductPage();
  return <BuyBox showName={page?.showName ?? false} />;
}
