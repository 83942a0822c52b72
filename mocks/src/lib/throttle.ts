import type { EmulatorState } from "../state.ts";
import { clock } from "./clock.ts";

/**
 * Shopware's `time_backoff` rate limiter (Framework\RateLimiter\Policy\TimeBackoffLimiter) for one policy:
 * every attempt counts; once the count passes a limit, the next attempt must wait that limit's interval
 * after the last counted one. A refused attempt is not counted. The count is forgotten `resetSeconds`
 * after the last attempt, or when the route calls `reset` (a successful login).
 */
export interface BackoffPolicy {
  name: string;
  /** `limit`: attempts allowed before the interval applies; ordered by limit. */
  limits: ReadonlyArray<{ limit: number; intervalSeconds: number }>;
  resetSeconds: number;
}

/** `shopware.api.rate_limiter.login` (and `guest_login`): 10 free, then 10 s, after 15 30 s, after 20 60 s. */
export const LOGIN_POLICY: BackoffPolicy = {
  name: "login",
  limits: [
    { limit: 10, intervalSeconds: 10 },
    { limit: 15, intervalSeconds: 30 },
    { limit: 20, intervalSeconds: 60 },
  ],
  resetSeconds: 24 * 3600,
};

/**
 * `reset_password`, `newsletter_form` and `contact_form` (one limit of 3, 30 seconds): with a single limit
 * TimeBackoff applies the interval from the 3rd attempt on, so 2 pass and the next waits 30 s after the last.
 */
export const FORM_POLICY = (name: string): BackoffPolicy => ({
  name,
  limits: [{ limit: 3, intervalSeconds: 30 }],
  resetSeconds: 24 * 3600,
});

interface Backoff {
  attempts: number;
  /** Time of the last counted attempt, in seconds. */
  timer: number;
}

/** TimeBackoff::getLimit: the limit whose interval applies to the `count`-th attempt, if any. */
function limitFor(policy: BackoffPolicy, count: number) {
  const { limits } = policy;
  for (const [index, current] of limits.entries()) {
    const next = limits[index + 1];
    if (!next && count >= current.limit) return current;
    if (next && count > current.limit && count <= next.limit) return current;
  }
  return undefined;
}

/** The key Shopware throttles by: the lower-cased e-mail and the client's IP. */
export function throttleKey(email: unknown, request: Request): string {
  const ip = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "127.0.0.1";
  return `${String(email ?? "").toLowerCase()}-${ip}`;
}

export function throttle(state: EmulatorState, policy: BackoffPolicy) {
  const store = () => state.store<Backoff>(`throttle:${policy.name}`);
  const seconds = () => Math.floor(clock(state).now() / 1000);
  return {
    /** Counts an attempt; answers the seconds to wait instead when the attempt is refused. */
    consume(key: string): { accepted: true } | { accepted: false; waitSeconds: number } {
      const now = seconds();
      let backoff = store().get(key);
      if (!backoff || now - backoff.timer >= policy.resetSeconds) backoff = { attempts: 0, timer: now };
      const limit = limitFor(policy, backoff.attempts + 1);
      if (limit && now - backoff.timer < limit.intervalSeconds) {
        return { accepted: false, waitSeconds: backoff.timer + limit.intervalSeconds - now };
      }
      store().set(key, { attempts: backoff.attempts + 1, timer: now });
      return { accepted: true };
    },
    reset(key: string) {
      store().delete(key);
    },
  };
}
