import type { ConfiguredMiddleware } from "wretch";
import { retry } from "wretch/middlewares";
import { RETRY_STATUSES } from "./read-operations.ts";
import { StoreApiTimeoutError } from "./timeout.ts";

/** Network failures and our timeouts are retried; a caller's abort is not. */
export function isRetryableFailure(error: unknown): boolean {
  if (error instanceof StoreApiTimeoutError) return true;
  if (typeof error !== "object" || error === null) return false;
  return (error as { name?: unknown }).name !== "AbortError";
}

/**
 * Retries a read once (never more) on {@link RETRY_STATUSES}, network errors and timeouts.
 * Only added to the middleware chain of read operations.
 */
export const retryOnceMiddleware = (delay: number): ConfiguredMiddleware =>
  retry({
    maxAttempts: 1,
    delayTimer: delay,
    delayRamp: (timer) => timer,
    retryOnNetworkError: true,
    // Hand the last response to the client (which turns it into a StoreApiError) instead of
    // rejecting with "Number of attempts exceeded".
    resolveWithLatestResponse: true,
    // Free the connection held by the failed attempt's unread body.
    onRetry: ({ response }) => {
      response?.body?.cancel().catch(() => {});
      return undefined;
    },
    until: (response, error) =>
      response ? !RETRY_STATUSES.has(response.status) : !(error && isRetryableFailure(error)),
  });
