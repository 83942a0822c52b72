import type { ConfiguredMiddleware } from "wretch";
import { retry } from "wretch/middlewares";
import { RETRY_STATUSES } from "./read-operations.ts";
import { StoreApiTimeoutError } from "./timeout.ts";

/** The longest `Retry-After` a read waits for before its one retry (ms); a longer one fails at once. */
export const DEFAULT_MAX_RETRY_AFTER = 2_000;

/** Network failures and our timeouts are retried; a caller's abort is not. */
export function isRetryableFailure(error: unknown): boolean {
  if (error instanceof StoreApiTimeoutError) return true;
  if (typeof error !== "object" || error === null) return false;
  return (error as { name?: unknown }).name !== "AbortError";
}

/**
 * `Retry-After` in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable.
 */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Retries a read once (never more) on {@link RETRY_STATUSES}, network errors and timeouts.
 * Only added to the middleware chain of read operations.
 *
 * A `Retry-After` on the failed answer (Shopware's 429 sends one) is honoured when it is at most
 * `maxRetryAfter` ms: the retry waits that long instead of `delay`. A longer one is not retried at all — the
 * shopper would wait in front of a blank page — so the caller gets the 429 (and its Retry-After) at once.
 */
export const retryOnceMiddleware = (
  delay: number,
  maxRetryAfter = DEFAULT_MAX_RETRY_AFTER,
): ConfiguredMiddleware =>
  retry({
    maxAttempts: 1,
    delayTimer: delay,
    delayRamp: (timer) => timer,
    retryOnNetworkError: true,
    // Hand the last response to the client (which turns it into a StoreApiError) instead of
    // rejecting with "Number of attempts exceeded".
    resolveWithLatestResponse: true,
    // Free the connection held by the failed attempt's unread body; wait out the rest of a Retry-After.
    onRetry: async ({ response }) => {
      response?.body?.cancel().catch(() => {});
      const wait = retryAfterMs(response?.headers.get("retry-after"));
      if (wait !== undefined && wait > delay) await sleep(wait - delay);
      return undefined;
    },
    until: (response, error) => {
      if (!response) return !(error && isRetryableFailure(error));
      if (!RETRY_STATUSES.has(response.status)) return true;
      const wait = retryAfterMs(response.headers.get("retry-after"));
      return wait !== undefined && wait > maxRetryAfter;
    },
  });
