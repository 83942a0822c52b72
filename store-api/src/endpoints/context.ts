import {
  contextTokenResponseSchema,
  salesChannelContextSchema,
  type ContextTokenResponse,
  type SalesChannelContext,
} from "../schemas/sales-channel-context.ts";
import type { RequestOptions, StoreApiTransport } from "../transport.ts";

/** `GET /context`: the session (currency, language chain, customer, sales channel ...). */
export function readContext(api: StoreApiTransport, options?: RequestOptions): Promise<SalesChannelContext> {
  return api.request({
    ...options,
    method: "GET",
    path: "/context",
    kind: "read",
    schema: salesChannelContextSchema,
  });
}

/** Fields `PATCH /context` accepts; send one or more. */
export interface ContextPatch {
  currencyId?: string;
  languageId?: string;
  billingAddressId?: string;
  shippingAddressId?: string;
  paymentMethodId?: string;
  shippingMethodId?: string;
  countryId?: string;
  countryStateId?: string;
}

/**
 * `PATCH /context`: changes the session. The (normally unchanged) token comes back in the header
 * and is adopted by the client; the body may carry `redirectUrl` after a language change.
 */
export function updateContext(
  api: StoreApiTransport,
  patch: ContextPatch,
  options?: RequestOptions,
): Promise<ContextTokenResponse> {
  return api.request({
    ...options,
    method: "PATCH",
    path: "/context",
    kind: "write",
    body: patch,
    schema: contextTokenResponseSchema,
  });
}

export const contextEndpoints = { readContext, updateContext };
