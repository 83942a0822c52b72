import { toListingBody, type ListingCriteria } from "../criteria.ts";
import { productListingResultSchema, type ProductListingResult } from "../schemas/listing.ts";
import { segment, type SeoUrlRequestOptions, type StoreApiTransport } from "../transport.ts";

/**
 * `POST /product-listing/{categoryId}`: the products of a category (and its sub-categories) with filters,
 * sorting and aggregations. Listing criteria go in the body in wire names.
 */
export function readProductListing(
  api: StoreApiTransport,
  categoryId: string,
  listing?: ListingCriteria,
  options?: SeoUrlRequestOptions,
): Promise<ProductListingResult> {
  return api.request({
    ...options,
    method: "POST",
    path: `/product-listing/${segment(categoryId)}`,
    kind: "read",
    body: toListingBody(listing),
    schema: productListingResultSchema,
  });
}

/** `POST /search`: the search results page. `term` wins over `listing.search`. */
export function searchProducts(
  api: StoreApiTransport,
  term: string,
  listing?: ListingCriteria,
  options?: SeoUrlRequestOptions,
): Promise<ProductListingResult> {
  return api.request({
    ...options,
    method: "POST",
    path: "/search",
    kind: "read",
    body: toListingBody({ ...listing, search: term }),
    schema: productListingResultSchema,
  });
}

/**
 * `POST /search-suggest`: the quick results under the search field (same shape as `/search`, lighter:
 * Shopware skips aggregations). `term` wins over `listing.search`.
 */
export function searchSuggest(
  api: StoreApiTransport,
  term: string,
  listing?: ListingCriteria,
  options?: SeoUrlRequestOptions,
): Promise<ProductListingResult> {
  return api.request({
    ...options,
    method: "POST",
    path: "/search-suggest",
    kind: "read",
    body: toListingBody({ ...listing, search: term }),
    schema: productListingResultSchema,
  });
}

export const listingEndpoints = { readProductListing, searchProducts, searchSuggest };
