import type { Criteria } from "../criteria.ts";
import {
  paymentMethodSchema,
  shippingMethodSchema,
  type PaymentMethod,
  type ShippingMethod,
} from "../schemas/checkout-method.ts";
import { entitySearchResultSchema, type EntitySearchResult } from "../schemas/entity-search-result.ts";
import type { RequestOptions, StoreApiTransport } from "../transport.ts";

export interface ReadCheckoutMethodsParams {
  /** Only methods whose availability rule matches the current cart and customer (what checkout offers). */
  onlyAvailable?: boolean;
  criteria?: Criteria;
}

/** `POST /payment-method`. `onlyAvailable` goes in the body, where this route reads it. */
export function readPaymentMethods(
  api: StoreApiTransport,
  params: ReadCheckoutMethodsParams = {},
  options?: RequestOptions,
): Promise<EntitySearchResult<PaymentMethod>> {
  const { onlyAvailable, criteria } = params;
  return api.request({
    ...options,
    method: "POST",
    path: "/payment-method",
    kind: "read",
    body: { ...criteria, ...(onlyAvailable === undefined ? {} : { onlyAvailable }) },
    schema: entitySearchResultSchema(paymentMethodSchema),
  });
}

/** `POST /shipping-method`. `onlyAvailable` goes in the query: this route reads it only there. */
export function readShippingMethods(
  api: StoreApiTransport,
  params: ReadCheckoutMethodsParams = {},
  options?: RequestOptions,
): Promise<EntitySearchResult<ShippingMethod>> {
  const { onlyAvailable, criteria } = params;
  return api.request({
    ...options,
    method: "POST",
    path: "/shipping-method",
    kind: "read",
    ...(onlyAvailable === undefined ? {} : { query: { onlyAvailable } }),
    body: criteria ?? {},
    schema: entitySearchResultSchema(shippingMethodSchema),
  });
}

export const checkoutMethodEndpoints = { readPaymentMethods, readShippingMethods };
