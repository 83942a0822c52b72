import { ProductTabs } from "../product-detail/ProductTabs.tsx";

/**
 * `product-description-reviews`: the page product's description, details, downloads and reviews in tabs
 * (the shop's product information), read from the page's `ProductPageContext`.
 */
export function CmsElementProductDescriptionReviews() {
  return <ProductTabs />;
}
