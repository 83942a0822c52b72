import { data, isRouteErrorResponse } from "react-router";
import { MAINTENANCE_MODE, StoreApiError } from "@shop/store-api";

/** What an error page needs to know: the status and, for 404, the path the shopper asked for. */
export interface PageErrorData {
  message: string;
  path?: string;
  /** Seconds a client should wait before trying again (the page's `Retry-After`, on 503). */
  retryAfter?: number;
}

/** `Retry-After` of the maintenance page when Shopware names no time: a maintenance takes minutes. */
export const MAINTENANCE_RETRY_AFTER = 300;
/** `Retry-After` of the busy page (503) when Shopware names no time. */
export const BUSY_RETRY_AFTER = 30;

/** A 404 for a path nothing in the shop answers to ("Page Not Found: {path}"). */
export function pageNotFound(path: string) {
  return data<PageErrorData>({ message: `Page Not Found: ${path}`, path }, { status: 404 });
}

/**
 * Turns a Store API failure into the error page with the right HTTP status (docs/storefront-rules.md,
 * "Errors"): 404 stays 404, a refused session (403, 401) the "session expired" page (403), the maintenance
 * code becomes 503 MAINTENANCE_MODE, a timeout or no answer 504
 * (the spec's "did not answer in time" page),
 * Shopware's rate limit (429, after the client's one retry) and its 503 the busy page (503), any other
 * upstream failure — an answer that is not JSON or breaks the schema included — 502.
 */
export function toPageError(error: unknown, path: string): unknown {
  if (!(error instanceof StoreApiError)) return error;
  const retryAfter = error.retryAfter;
  if (error.message === MAINTENANCE_MODE)
    return data<PageErrorData>(
      { message: MAINTENANCE_MODE, retryAfter: retryAfter ?? MAINTENANCE_RETRY_AFTER },
      { status: 503 },
    );
  if (error.status === 404) return pageNotFound(path);
  // Shopware refuses the session (a customer's session it no longer knows): spec §8 "403: session expired".
  if (error.status === 403 || error.status === 401)
    return data<PageErrorData>({ message: error.message }, { status: 403 });
  // 504, not 408: a 408 says the shopper's request did not arrive in time, and Chromium sends a request
  // again when a reused connection answers 408, so the page was rendered up to 7 times (24 s) for one click.
  if (error.status === 408 || error.status === 0)
    return data<PageErrorData>({ message: error.message }, { status: 504 });
  if (error.status === 503 || error.status === 429)
    return data<PageErrorData>(
      { message: error.message, retryAfter: retryAfter ?? BUSY_RETRY_AFTER },
      { status: 503 },
    );
  if (error.status >= 500) return data<PageErrorData>({ message: error.message }, { status: 502 });
  return data<PageErrorData>({ message: error.message }, { status: 500 });
}

/**
 * The headers an error page adds to its response: `Retry-After` on a 503 (maintenance or busy), so crawlers
 * and proxies come back later instead of dropping or caching the page. `errors` is the router's errors by
 * route id (`staticHandlerContext.errors`).
 */
export function setErrorPageHeaders(headers: Headers, errors: Record<string, unknown> | null | undefined) {
  for (const error of Object.values(errors ?? {})) {
    if (!isRouteErrorResponse(error) || error.status !== 503) continue;
    const retryAfter = (error.data as Partial<PageErrorData> | undefined)?.retryAfter;
    headers.set("Retry-After", String(retryAfter ?? BUSY_RETRY_AFTER));
  }
}
