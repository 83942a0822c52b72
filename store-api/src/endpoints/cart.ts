import { cartSchema, type Cart } from "../schemas/cart.ts";
import { noContentSchema } from "../schemas/helpers.ts";
import type { RequestOptions, StoreApiTransport } from "../transport.ts";

/** `GET /checkout/cart`: the shopper's cart, recalculated. */
export function readCart(api: StoreApiTransport, options?: RequestOptions): Promise<Cart> {
  return api.request({
    ...options,
    method: "GET",
    path: "/checkout/cart",
    kind: "read",
    schema: cartSchema,
  });
}

/** `DELETE /checkout/cart`: empties the cart (204). */
export function deleteCart(api: StoreApiTransport, options?: RequestOptions): Promise<void> {
  return api.request({
    ...options,
    method: "DELETE",
    path: "/checkout/cart",
    kind: "write",
    schema: noContentSchema,
  });
}

/** A product to put into the cart. Adding the same id again raises its quantity. */
export interface ProductLineItemInput {
  type: "product";
  /** Line item id; use the product id (then `referencedId` may be left out). */
  id: string;
  /** The product id; Shopware defaults it to `id`. */
  referencedId?: string;
  /** Default 1. */
  quantity?: number;
  stackable?: boolean;
  removable?: boolean;
}

/** A promotion code to redeem; see {@link addPromotionCode}. */
export interface PromotionLineItemInput {
  type: "promotion";
  /** The code the shopper entered. */
  referencedId: string;
}

export type NewLineItem = ProductLineItemInput | PromotionLineItemInput;

/**
 * `POST /checkout/cart/line-item`: adds items; answers the recalculated cart. Problems that do not fail
 * the request (stock reached, unknown promotion ...) arrive in `cart.errors`.
 */
export function addLineItems(
  api: StoreApiTransport,
  items: readonly NewLineItem[],
  options?: RequestOptions,
): Promise<Cart> {
  return api.request({
    ...options,
    method: "POST",
    path: "/checkout/cart/line-item",
    kind: "write",
    body: { items },
    schema: cartSchema,
  });
}

export interface LineItemUpdate {
  id: string;
  quantity: number;
}

/** `PATCH /checkout/cart/line-item`: changes quantities; answers the recalculated cart. */
export function updateLineItems(
  api: StoreApiTransport,
  items: readonly LineItemUpdate[],
  options?: RequestOptions,
): Promise<Cart> {
  return api.request({
    ...options,
    method: "PATCH",
    path: "/checkout/cart/line-item",
    kind: "write",
    body: { items },
    schema: cartSchema,
  });
}

/**
 * `POST /checkout/cart/line-item/delete`: removes items by line item id (the DELETE form with `?ids[]` is
 * deprecated); answers the recalculated cart.
 */
export function removeLineItems(
  api: StoreApiTransport,
  ids: readonly string[],
  options?: RequestOptions,
): Promise<Cart> {
  return api.request({
    ...options,
    method: "POST",
    path: "/checkout/cart/line-item/delete",
    kind: "write",
    body: { ids },
    schema: cartSchema,
  });
}

/**
 * Redeems a promotion code (trimmed): {@link addLineItems} with one `promotion` item. An unknown or unusable code
 * is not an HTTP error; the cart comes back with a `promotion-not-found` (or similar) entry in `errors`.
 */
export function addPromotionCode(
  api: StoreApiTransport,
  code: string,
  options?: RequestOptions,
): Promise<Cart> {
  return addLineItems(api, [{ type: "promotion", referencedId: code.trim() }], options);
}

export const cartEndpoints = {
  readCart,
  deleteCart,
  addLineItems,
  updateLineItems,
  removeLineItems,
  addPromotionCode,
};
