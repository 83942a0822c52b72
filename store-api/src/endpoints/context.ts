import { CONTEXT_TOKEN_HEADER } from "../context-token.ts";
import {
  contextTokenResponseSchema,
  salesChannelContextSchema,
  type ContextTokenResponse,
  type SalesChannelContext,
} from "../schemas/sales-channel-context.ts";
import type { RequestOptions, StoreApiResponseInfo, StoreApiTransport } from "../transport.ts";

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

/** Fields `PATCH /context` accepts; send one or more. Each is a 32-hex id. */
export interface ContextPatch {
  languageId?: string;
  currencyId?: string;
  /** Shipping country (guests: drives taxes and shipping costs). */
  countryId?: string;
  countryStateId?: string;
  shippingMethodId?: string;
  paymentMethodId?: string;
  /** Logged-in customers only (403 for guests). */
  billingAddressId?: string;
  /** Logged-in customers only (403 for guests). */
  shippingAddressId?: string;
}

/** A ContextTokenResponse with the token Shopware sent in the header. */
export type ContextTokenResult = ContextTokenResponse & {
  /**
   * The session token after the call: the `sw-context-token` response header (Shopware 6.6+), else the
   * body's `contextToken` (older versions), else the token the client sent. Undefined only when none of
   * these exists, i.e. behind the storefront's same-origin proxy, which keeps the token in an HttpOnly cookie.
   */
  contextToken: string | undefined;
};

/** Combines a ContextTokenResponse body with the token of the response header (see {@link ContextTokenResult}). */
export function withContextToken(
  data: ContextTokenResponse,
  response: StoreApiResponseInfo,
): ContextTokenResult {
  const header = response.headers.get(CONTEXT_TOKEN_HEADER)?.trim();
  return { ...data, contextToken: header || data.contextToken || response.contextToken };
}

/**
 * `PATCH /context`: changes the session. The (normally unchanged) token comes back in the header; the
 * client adopts it and the result carries it as `contextToken`. `redirectUrl` may be set after a language
 * change when the shop wants the storefront to move to another domain.
 */
export function updateContext(
  api: StoreApiTransport,
  patch: ContextPatch,
  options?: RequestOptions,
): Promise<ContextTokenResult> {
  return api.request({
    ...options,
    method: "PATCH",
    path: "/context",
    kind: "write",
    body: patch,
    schema: contextTokenResponseSchema,
    select: withContextToken,
  });
}

export const contextEndpoints = { readContext, updateContext };
