import type { ConfiguredMiddleware } from "wretch";

/** Thrown (inside the client) when an attempt exceeds its timeout; becomes a 408 StoreApiError. */
export class StoreApiTimeoutError extends Error {
  override readonly name = "TimeoutError";
  readonly timeout: number;
  constructor(timeout: number) {
    super(`The Store API did not answer within ${timeout} ms.`);
    this.timeout = timeout;
  }
}

/**
 * Aborts an attempt after `timeout` ms (until the response headers arrive) and rejects with
 * StoreApiTimeoutError. A caller's own `signal` still aborts the request as before.
 * `timeout <= 0` or non-finite disables it.
 */
export const timeoutMiddleware =
  (timeout: number): ConfiguredMiddleware =>
  (next) =>
  (url, options) => {
    if (!(timeout > 0) || !Number.isFinite(timeout)) return next(url, options);
    const outer: AbortSignal | null | undefined = options.signal;
    if (outer?.aborted) return next(url, options);

    const controller = new AbortController();
    const forwardAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener("abort", forwardAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new StoreApiTimeoutError(timeout));
    }, timeout);

    return next(url, { ...options, signal: controller.signal })
      .catch((error: unknown) => {
        throw timedOut ? new StoreApiTimeoutError(timeout) : error;
      })
      .finally(() => {
        clearTimeout(timer);
        outer?.removeEventListener("abort", forwardAbort);
      });
  };
