// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { cachedShopRead, createShopCache, guestShopRead } from "./shop-cache.server.ts";

/** A clock the test moves by hand (lru-cache reads it through `perf.now`). */
function manualClock() {
  let now = 1000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("createShopCache", () => {
  it("answers from the cache within the TTL and reads again after it", async () => {
    const clock = manualClock();
    const cache = createShopCache({ ttlMs: 30_000, now: clock.now });
    let version = 0;
    const read = vi.fn<() => Promise<{ version: number }>>(async () => ({ version: ++version }));
    expect(await cache.get("navigation", read)).toEqual({ version: 1 });
    clock.advance(29_000);
    expect(await cache.get("navigation", read)).toEqual({ version: 1 });
    expect(read).toHaveBeenCalledTimes(1);
    clock.advance(2_000);
    expect(await cache.get("navigation", read)).toEqual({ version: 2 });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("shares one read among concurrent requests for a key (in-flight de-duplication)", async () => {
    const cache = createShopCache({ ttlMs: 30_000 });
    let resolve!: (value: { items: string[] }) => void;
    const read = vi.fn<() => Promise<{ items: string[] }>>(() => new Promise((done) => (resolve = done)));
    const pending = Promise.all([cache.get("k", read), cache.get("k", read), cache.get("k", read)]);
    resolve({ items: ["a"] });
    const answers = await pending;
    expect(read).toHaveBeenCalledTimes(1);
    expect(answers.every((answer) => answer === answers[0])).toBe(true);
  });

  it("does not keep a failure: every waiting request sees it, the next request reads again", async () => {
    const cache = createShopCache({ ttlMs: 30_000 });
    const failing = vi.fn<() => Promise<{ ok: boolean }>>(async () => {
      throw new Error("Store API down");
    });
    await expect(Promise.all([cache.get("k", failing), cache.get("k", failing)])).rejects.toThrow(
      "Store API down",
    );
    expect(failing).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
    const working = vi.fn<() => Promise<{ ok: boolean }>>(async () => ({ ok: true }));
    expect(await cache.get("k", working)).toEqual({ ok: true });
    expect(working).toHaveBeenCalledTimes(1);
  });

  it("clears everything or the keys under a prefix", async () => {
    const cache = createShopCache({ ttlMs: 30_000 });
    await cache.get("a|1", async () => ({}));
    await cache.get("a|2", async () => ({}));
    await cache.get("b|1", async () => ({}));
    cache.clear("a|");
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("a clear while a read is in flight answers its waiters but keeps nothing (an emulator reset mid-page)", async () => {
    const cache = createShopCache({ ttlMs: 30_000 });
    const resolvers: Array<(value: { version: number }) => void> = [];
    const slow = () => new Promise<{ version: number }>((done) => resolvers.push(done));
    const waiting = cache.get("navigation", slow);
    const waitingUnderPrefix = cache.get("a|1", slow);
    cache.clear();
    cache.clear("a|");
    for (const resolve of resolvers) resolve({ version: 1 });
    // lru-cache aborts in-flight fetches on clear/delete; the page that asked must still get its answer.
    await expect(waiting).resolves.toEqual({ version: 1 });
    await expect(waitingUnderPrefix).resolves.toEqual({ version: 1 });
    expect(cache.size).toBe(0);
    const fresh = vi.fn<() => Promise<{ version: number }>>(async () => ({ version: 2 }));
    expect(await cache.get("navigation", fresh)).toEqual({ version: 2 });
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it("keeps at most `max` entries, dropping the least recently used", async () => {
    const cache = createShopCache({ ttlMs: 30_000, max: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => ({ key }));
    expect(cache.size).toBe(2);
    const read = vi.fn<() => Promise<{ key: string; again: boolean }>>(async () => ({
      key: "a",
      again: true,
    }));
    expect(await cache.get("a", read)).toEqual({ key: "a", again: true });
  });

  it("with a TTL of 0 reads every time (SHOP_CACHE_TTL_SECONDS=0 turns it off)", async () => {
    const cache = createShopCache({ ttlMs: 0 });
    const read = vi.fn<() => Promise<object>>(async () => ({}));
    await cache.get("k", read);
    await cache.get("k", read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

const client = (endpoint: string, languageId: string | undefined) => ({
  endpoint,
  getLanguageId: () => languageId,
});

describe("cachedShopRead", () => {
  it("keys by the Store API endpoint (sales channel), the language and what is read", async () => {
    const cache = createShopCache({ ttlMs: 30_000 });
    const read = vi.fn<() => Promise<{ tree: string[] }>>(async () => ({ tree: [] }));
    const de = client("http://shop/store-api", "lang-de");
    const fr = client("http://shop/store-api", "lang-fr");
    const other = client("http://other/store-api", "lang-de");
    await cachedShopRead(de, ["navigation", "main"], read, cache);
    await cachedShopRead(de, ["navigation", "main"], read, cache);
    expect(read).toHaveBeenCalledTimes(1);
    await cachedShopRead(fr, ["navigation", "main"], read, cache);
    await cachedShopRead(other, ["navigation", "main"], read, cache);
    await cachedShopRead(de, ["navigation", "footer"], read, cache);
    expect(read).toHaveBeenCalledTimes(4);
  });
});

/** A German client without a session (`undefined`) or with one. */
const shopper = (token: string | undefined) => ({
  ...client("http://shop/store-api", "lang-de"),
  getContextToken: () => token,
});

describe("guestShopRead", () => {
  it("keeps guests' reads only: a session's answer (net prices of a business customer) is never stored or served", async () => {
    const cache = createShopCache({ ttlMs: 30_000 });
    const grossRead = vi.fn<() => Promise<{ price: number }>>(async () => ({ price: 9.9 }));
    const netRead = vi.fn<() => Promise<{ price: number }>>(async () => ({ price: 9.16 }));
    expect(await guestShopRead(shopper(undefined), "shop", ["product", "p1"], grossRead, cache)).toEqual({
      price: 9.9,
    });
    // The logged-in customer reads fresh, not the guest's entry ...
    expect(await guestShopRead(shopper("business-token"), "shop", ["product", "p1"], netRead, cache)).toEqual(
      {
        price: 9.16,
      },
    );
    expect(await guestShopRead(shopper("business-token"), "shop", ["product", "p1"], netRead, cache)).toEqual(
      {
        price: 9.16,
      },
    );
    expect(netRead).toHaveBeenCalledTimes(2);
    // ... and leaves nothing a guest could read afterwards.
    expect(await guestShopRead(shopper(undefined), "shop", ["product", "p1"], grossRead, cache)).toEqual({
      price: 9.9,
    });
    expect(grossRead).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
  });
});
