import type * as z from "zod";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** Every endpoint function declares whether it reads or writes; only reads are retried. */
export type OperationKind = "read" | "write";

/** Per-call options every endpoint function accepts as its last argument. */
export interface RequestOptions {
  /** Cancels the call (e.g. TanStack Query's signal). */
  signal?: AbortSignal;
  /** Extra headers for this call only. */
  headers?: Record<string, string>;
  /** Overrides the client's timeout (ms) for this call; 0 disables it. */
  timeout?: number;
}

/** Options of calls whose entities carry `seoUrls` (navigation, category, product, listing, search). */
export interface SeoUrlRequestOptions extends RequestOptions {
  /** Sends `sw-include-seo-urls: true` so Shopware fills `seoUrls`. */
  includeSeoUrls?: boolean;
}

export type QueryValue = string | number | boolean | null | undefined;

/** What `select` sees of the response besides its parsed body. */
export interface StoreApiResponseInfo {
  status: number;
  headers: Headers;
  /**
   * The client's context token after this response: the `sw-context-token` header when it was adopted,
   * otherwise the token that was sent. Undefined when the client holds none (behind the storefront's
   * same-origin proxy, which keeps the token in an HttpOnly cookie).
   */
  contextToken: string | undefined;
}

/** Describes one Store API call; endpoint functions build it, the client performs it. */
export interface StoreApiRequest<T, R = T> extends SeoUrlRequestOptions {
  method: HttpMethod;
  /** Path relative to the endpoint, starting with `/`; path parameters already encoded. */
  path: string;
  kind: OperationKind;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Validates (and types) the response body. Use `z.unknown()` for bodies we do not read. */
  schema: z.ZodType<T>;
  /**
   * Builds the result from the validated body and the response, for answers whose meaning is partly in a
   * header (the context token of `PATCH /context`, login, logout). Without it the result is the body.
   */
  select?: (data: T, response: StoreApiResponseInfo) => R;
}

/** What endpoint functions need: anything that can perform a StoreApiRequest (the client does). */
export interface StoreApiTransport {
  request<T, R = T>(request: StoreApiRequest<T, R>): Promise<R>;
}

/** Encodes one path parameter. */
export const segment = (value: string): string => encodeURIComponent(value);
