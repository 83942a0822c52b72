import { LRUCache } from "lru-cache";

/**
 * Shop-wide reads that are the same for every shopper of one language (navigation trees, the footer block,
 * SEO paths, breadcrumbs): kept for a short time so a page view does not ask the Store API for them again.
 * Never put a per-session answer here (cart, customer, context): keys name no shopper.
 *
 * - `ttl`: an entry is read again once it is older (a change in the administration shows after at most
 *   this long; `SHOP_CACHE_TTL_SECONDS`, default 30, 0 turns the cache off).
 * - In-flight de-duplication: concurrent requests for one key share one Store API read.
 * - A failed read is not kept: the next request reads again.
 * - `max` bounds the entries (least recently used go first), so unknown paths cannot grow it unbounded.
 */
export interface ShopCache {
  get<T extends object>(key: string, read: () => Promise<T>): Promise<T>;
  /** Drops every entry (an emulator reset, a test), or those whose key starts with `prefix`. */
  clear(prefix?: string): void;
  readonly size: number;
}

export interface ShopCacheOptions {
  ttlMs: number;
  max?: number;
  /** The clock (tests); lru-cache's `performance.now()` by default. */
  now?: () => number;
}

export function createShopCache({ ttlMs, max = 2000, now }: ShopCacheOptions): ShopCache {
  if (ttlMs <= 0) {
    return { get: (_key, read) => read(), clear: () => {}, size: 0 };
  }
  const cache = new LRUCache<string, object, () => Promise<object>>({
    max,
    ttl: ttlMs,
    // An expired entry is read again, never served (no stale answer after an invalidation).
    allowStale: false,
    // A test's clock is read on every check (lru-cache otherwise keeps `now` for 1 ms through a timer).
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    fetchMethod: (_key, _stale, { context }) => context(),
    // \`clear\`/\`delete\` (an emulator reset, an invalidation) abort in-flight reads, which would fail the
    // pages waiting on them with "deleted": they get their answer, and lru-cache does not store it.
    ignoreFetchAbort: true,
  });
  return {
    async get<T extends object>(key: string, read: () => Promise<T>): Promise<T> {
      // lru-cache's fetch shares one pending read per key and drops the key when the read rejects.
      return (await cache.fetch(key, { context: read })) as T;
    },
    clear(prefix?: string) {
      if (prefix === undefined) return cache.clear();
      for (const key of Array.from(cache.keys())) if (key.startsWith(prefix)) cache.delete(key);
    },
    get size() {
      return cache.size;
    },
  };
}

function ttlFromEnv(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.SHOP_CACHE_TTL_SECONDS ?? 30);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 30_000;
}

// One cache per server process; kept on globalThis so the dev server's module reloads share it.
const key = Symbol.for("shop.cache");
const holder = globalThis as typeof globalThis & { [key]?: ShopCache };
export const shopCache: ShopCache = (holder[key] ??= createShopCache({ ttlMs: ttlFromEnv() }));

/**
 * A shop-wide read through `api`, kept in `cache` under the Store API endpoint (one sales channel per
 * server), the client's language and `parts` (what is read, e.g. `["navigation", rootId]`). Only for reads
 * whose answer is the same for every shopper of a language; failures reach the caller and are not kept.
 */
export function cachedShopRead<T extends object>(
  api: { readonly endpoint: string; getLanguageId(): string | undefined },
  parts: readonly string[],
  read: () => Promise<T>,
  cache: ShopCache = shopCache,
): Promise<T> {
  return cache.get([api.endpoint, api.getLanguageId() ?? "", ...parts].join("|"), read);
}

// Entity reads of guests (see `guestShopRead`): bigger answers, so fewer of them.
const guestKey = Symbol.for("shop.cache.guest");
const guestHolder = globalThis as typeof globalThis & { [guestKey]?: ShopCache };
export const guestPageCache: ShopCache = (guestHolder[guestKey] ??= createShopCache({
  ttlMs: ttlFromEnv(),
  max: 200,
}));

/**
 * A page's entity read (a product, a category with its listing) for a guest without a session: without a
 * context token the Store API answers every guest alike (default currency, no customer group, no cart),
 * so the answer is kept like a shop-wide read, under the request's host too (in emulator mode media URLs
 * name it). A shopper with a session (a token: cart, login, another currency) always reads fresh.
 */
export function guestShopRead<T extends object>(
  api: {
    readonly endpoint: string;
    getLanguageId(): string | undefined;
    getContextToken(): string | undefined;
  },
  host: string,
  parts: readonly string[],
  read: () => Promise<T>,
  cache: ShopCache = guestPageCache,
): Promise<T> {
  if (api.getContextToken()) return read();
  return cachedShopRead(api, ["guest", host, ...parts], read, cache);
}
