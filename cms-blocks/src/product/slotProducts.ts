import type { Product } from "@shop/store-api";
import { toListingProduct, type ListingProduct } from "./listingProduct.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Whether a value from a slot's `data` has what a product card reads: CMS data is free-form JSON, and a
 * broken product must drop out of its slider or column rather than break the page.
 */
export function isCardProduct(value: unknown): value is ListingProduct {
  return (
    isObject(value) &&
    typeof value.id === "string" &&
    Array.isArray(value.calculatedPrices) &&
    isObject(value.calculatedPrice) &&
    typeof value.calculatedPrice.unitPrice === "number"
  );
}

/** A product for a card: slimmed when it is a full Store API product, `undefined` when it is unusable. */
export function cardProduct(value: unknown): ListingProduct | undefined {
  if (!isCardProduct(value)) return undefined;
  try {
    // Without `sw-include-seo-urls` the server sends no SEO URLs: the card links to `/detail/{id}`.
    const seoUrls = Array.isArray(value.seoUrls) ? value.seoUrls : [];
    return toListingProduct({ ...value, seoUrls } as unknown as Product);
  } catch {
    return undefined;
  }
}

/** The usable products of a `product-slider`'s `data.products` (or any list), in their order. */
export function cardProducts(value: unknown): ListingProduct[] {
  return Array.isArray(value) ? value.map(cardProduct).filter((product) => product !== undefined) : [];
}

/** A `product-box` slot's product (`data.product`), or `undefined` when it has none. */
export function slotProduct(data: unknown): ListingProduct | undefined {
  return isObject(data) ? cardProduct(data.product) : undefined;
}

/** A `product-slider` slot's products (`data.products`). */
export function slotSliderProducts(data: unknown): ListingProduct[] {
  return isObject(data) ? cardProducts(data.products) : [];
}
