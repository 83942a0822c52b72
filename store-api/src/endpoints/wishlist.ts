import type { Criteria } from "../criteria.ts";
import { wishlistSchema, type Wishlist } from "../schemas/account.ts";
import { successSchema } from "../schemas/order.ts";
import type { RequestOptions, SeoUrlRequestOptions, StoreApiTransport } from "../transport.ts";
import type { Success } from "./account-lifecycle.ts";

/**
 * `POST /customer/wishlist`: the logged-in customer's wishlist with its products, latest first; criteria
 * page it. 404 `CHECKOUT__WISHLIST_NOT_FOUND` before the first product; 403 for guests. A read.
 */
export function readWishlist(
  api: StoreApiTransport,
  criteria?: Criteria,
  options?: SeoUrlRequestOptions,
): Promise<Wishlist> {
  return api.request({
    ...options,
    method: "POST",
    path: "/customer/wishlist",
    kind: "read",
    body: criteria ?? {},
    schema: wishlistSchema,
  });
}

/**
 * `POST /customer/wishlist/add/{productId}`: 400 `CHECKOUT__DUPLICATE_WISHLIST_PRODUCT` when it is listed
 * already, 404 `CONTENT__PRODUCT_NOT_FOUND` for an unknown product. A write.
 */
export function addToWishlist(
  api: StoreApiTransport,
  productId: string,
  options?: RequestOptions,
): Promise<Success> {
  return api.request({
    ...options,
    method: "POST",
    path: `/customer/wishlist/add/${encodeURIComponent(productId)}`,
    kind: "write",
    body: {},
    schema: successSchema,
  });
}

/** `DELETE /customer/wishlist/delete/{productId}`: 404 `CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND` when absent. */
export function removeFromWishlist(
  api: StoreApiTransport,
  productId: string,
  options?: RequestOptions,
): Promise<Success> {
  return api.request({
    ...options,
    method: "DELETE",
    path: `/customer/wishlist/delete/${encodeURIComponent(productId)}`,
    kind: "write",
    schema: successSchema,
  });
}

/** `POST /customer/wishlist/merge {productIds}`: adds a guest's products after login (no duplicates). */
export function mergeWishlist(
  api: StoreApiTransport,
  productIds: readonly string[],
  options?: RequestOptions,
): Promise<Success> {
  return api.request({
    ...options,
    method: "POST",
    path: "/customer/wishlist/merge",
    kind: "write",
    body: { productIds },
    schema: successSchema,
  });
}

export const wishlistEndpoints = { readWishlist, addToWishlist, removeFromWishlist, mergeWishlist };
