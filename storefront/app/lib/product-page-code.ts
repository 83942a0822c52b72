import { lazyComponent, preloadProductElements } from "@shop/cms-blocks";

/**
 * The product page's code (the shop's product context with the review form, and cms-blocks' product
 * elements) in chunks of their own: other pages never download it, and product pages load it before
 * hydration (entry.client.tsx), so the page hydrates without waiting for it.
 */
export const ShopProduct = lazyComponent(
  () => import("../components/ShopProduct.tsx"),
  (module) => module.ShopProduct,
);

/** Marks a product page's `<main>`, so the client knows to load the product code before hydrating. */
export const PRODUCT_PAGE_ATTRIBUTE = "data-product-page";

export async function loadProductPageCode(): Promise<void> {
  await Promise.all([ShopProduct.preload(), preloadProductElements()]);
}
