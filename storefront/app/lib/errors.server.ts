import { data } from "react-router";
import { MAINTENANCE_MODE, StoreApiError } from "@shop/store-api";

/** What an error page needs to know: the status and, for 404, the path the shopper asked for. */
export interface PageErrorData {
  message: string;
  path?: string;
}

/** A 404 for a path nothing in the shop answers to ("Page Not Found: {path}"). */
export function pageNotFound(path: string) {
  return data<PageErrorData>({ message: `Page Not Found: ${path}`, path }, { status: 404 });
}

/**
 * Turns a Store API failure into the error page with the right HTTP status (docs/storefront-rules.md): 404 stays 404, the
 * maintenance code becomes 503 MAINTENANCE_MODE, a timeout 408, an upstream server failure 502.
 */
export function toPageError(error: unknown, path: string): unknown {
  if (!(error instanceof StoreApiError)) return error;
  if (error.message === MAINTENANCE_MODE)
    return data<PageErrorData>({ message: MAINTENANCE_MODE }, { status: 503 });
  if (error.status === 404) return pageNotFound(path);
  if (error.status === 408 || error.status === 0)
    return data<PageErrorData>({ message: error.message }, { status: 408 });
  if (error.status === 503) return data<PageErrorData>({ message: error.message }, { status: 503 });
  if (error.status >= 500) return data<PageErrorData>({ message: error.message }, { status: 502 });
  return data<PageErrorData>({ message: error.message }, { status: 500 });
}
