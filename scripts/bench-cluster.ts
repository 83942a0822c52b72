// The bench's `cluster` part (npm run bench -- --only=cluster [--instances=3] [--seconds=10]): pages/s and
// p50/p95 of a product and a category page for one storefront instance, N instances behind nginx without
// its cache, and N instances behind nginx's cache; then a crawl of the anonymous pages through the cache
// (the second pass must be HITs) and two shoppers with their own carts (neither sees the other's badge).
// The load is a small Node loop: a fixed number of concurrent keep-alive clients for a fixed time
// against loopback (the load generator shares the machine's cores with the servers).
import { categoryPath, productPath } from "../storefront/e2e/first-load.ts";
import { startCluster } from "./cluster.ts";

const EMULATOR_ACCESS_KEY = "SWSCEMULATORSHOPCH0000DEV1";

export interface LoadResult {
  pagesPerSecond: number;
  p50: number;
  p95: number;
  errors: number;
}

/** `concurrency` clients fetch `url` back to back for `seconds`; latencies of the successful answers. */
export async function load(url: string, { concurrency = 8, seconds = 10 } = {}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        const response = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - start);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { pagesPerSecond: latencies.length / seconds, p50: at(0.5), p95: at(0.95), errors };
}

/** The anonymous pages of the crawl: home in both locales, categories, landing/service pages, a product, search. */
async function anonymousPages(): Promise<string[]> {
  const { crawlPages } = await import("../storefront/e2e/crawl-pages.ts");
  const { seoUrls } = await import("@shop/mocks/fixtures");
  const all = Object.values(crawlPages)
    .flat()
    .filter((page) => page.status === 200)
    .map((page) => page.path);
  const categoryId = seoUrls.find((url) => url.routeName === "frontend.navigation.page")?.foreignKey;
  return [
    ...new Set(["/", "/fr-CH", ...all, `/navigation-menu/${categoryId}`, "/search-suggest?search=rein"]),
  ];
}

/** A Store API session with `quantity` of a product in its cart (on the shared emulator). */
async function sessionWithCart(emulatorOrigin: string, productId: string, quantity: number): Promise<string> {
  const response = await fetch(`${emulatorOrigin}/store-api/checkout/cart/line-item`, {
    method: "POST",
    headers: { "sw-access-key": EMULATOR_ACCESS_KEY, "content-type": "application/json" },
    body: JSON.stringify({ items: [{ type: "product", referencedId: productId, quantity }] }),
  });
  const token = response.headers.get("sw-context-token");
  if (!response.ok || !token) throw new Error(`could not fill a cart (${response.status})`);
  return token;
}

/** The header's cart badge count in a page (its accessible label: "Warenkorb, 3 Artikel"), 0 when empty. */
const cartBadge = (html: string) =>
  Number(/(?:Warenkorb|Panier), (\d+) (?:Artikel|article)/.exec(html)?.[1] ?? 0);

const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function clusterBench({ instances = 3, seconds = 10, concurrency = 8 } = {}) {
  console.log(
    `\nCluster: ${instances} instances, one shared emulator, nginx (${concurrency} clients, ${seconds} s per row)`,
  );
  const cluster = await startCluster({ instances, port: 8380, basePort: 3481, quiet: true });
  try {
    const origin = cluster.origin;
    const pages = { product: await productPath(origin), category: await categoryPath(origin) };
    const setups = [
      { name: "1 instance", origin: cluster.instanceOrigins[0]! },
      { name: `${instances} instances (nginx, no cache)`, origin: cluster.balancerOrigin! },
      { name: `${instances} instances (nginx cache)`, origin },
    ];
    console.log(`${"setup".padEnd(34)} ${"page".padEnd(9)} pages/s      p50      p95  errors`);
    for (const setup of setups) {
      for (const [name, page] of Object.entries(pages)) {
        await load(setup.origin + page, { concurrency: 2, seconds: 1 }); // warm-up
        const result = await load(setup.origin + page, { concurrency, seconds });
        console.log(
          `${setup.name.padEnd(34)} ${name.padEnd(9)} ${result.pagesPerSecond.toFixed(1).padStart(7)} ${ms(result.p50).padStart(8)} ${ms(result.p95).padStart(8)} ${String(result.errors).padStart(7)}`,
        );
      }
    }

    // The crawl through the cache, twice: every cacheable page is a HIT on the second pass. In batches
    // (each crawled twice in a row): on this machine a whole first pass outlasts s-maxage (60 s), and the
    // second pass would find the first pages STALE (still answered by nginx, refreshed in the background).
    const crawl = await anonymousPages();
    type Row = { path: string; status: string; cacheControl: string; setCookie: boolean };
    const visit = async (path: string): Promise<Row> => {
      const response = await fetch(origin + path, { redirect: "manual" });
      await response.arrayBuffer();
      return {
        path,
        status: response.headers.get("x-cache-status") ?? "-",
        cacheControl: response.headers.get("cache-control") ?? "",
        setCookie: response.headers.has("set-cookie"),
      };
    };
    const second: Row[] = [];
    for (let start = 0; start < crawl.length; start += 24) {
      const batch = crawl.slice(start, start + 24);
      for (let index = 0; index < batch.length; index += 4)
        await Promise.all(batch.slice(index, index + 4).map(visit));
      for (const path of batch) second.push(await visit(path));
    }
    const cacheable = second.filter((row) => /\bpublic\b/.test(row.cacheControl));
    const missed = cacheable.filter((row) => row.status !== "HIT");
    const withCookie = second.filter((row) => row.setCookie);
    console.log(
      `\nCrawl through nginx, second pass: ${cacheable.length - missed.length}/${cacheable.length} cacheable pages HIT` +
        ` (${second.length} pages; ${withCookie.length} with Set-Cookie)`,
    );
    for (const row of missed) console.log(`  not a HIT: ${row.path} (${row.status}, ${row.cacheControl})`);
    for (const row of withCookie) console.log(`  Set-Cookie on an anonymous page: ${row.path}`);

    // Two shoppers with their own carts, and an anonymous visitor, through the cache.
    const productHtml = await (await fetch(origin + pages.product)).text();
    const productId = /"productId":"([0-9a-f]{32})"|name="productId" value="([0-9a-f]{32})"/.exec(
      productHtml,
    );
    const id = productId?.[1] ?? productId?.[2];
    let leaks = 0;
    if (!id) console.log("Sessions: no product id found on the product page (skipped)");
    else {
      const shoppers = [
        { token: await sessionWithCart(cluster.emulatorOrigin, id, 2), expected: 2 },
        { token: await sessionWithCart(cluster.emulatorOrigin, id, 5), expected: 5 },
        { token: "", expected: 0 },
      ];
      let checked = 0;
      for (let round = 0; round < 3; round++) {
        for (const path of [...crawl.slice(0, 12), pages.product, pages.category]) {
          for (const shopper of shoppers) {
            const headers = shopper.token ? { cookie: `sw-context-token=${shopper.token}` } : undefined;
            const response = await fetch(origin + path, { headers, redirect: "manual" });
            const html = await response.text();
            if (response.status !== 200 || !/text\/html/.test(response.headers.get("content-type") ?? ""))
              continue;
            checked++;
            const badge = cartBadge(html);
            const cacheStatus = response.headers.get("x-cache-status");
            const wrongCache = shopper.token && cacheStatus !== "BYPASS";
            if (badge !== shopper.expected || wrongCache) {
              leaks++;
              console.log(`  ${path}: expected cart ${shopper.expected}, saw ${badge} (${cacheStatus})`);
            }
          }
        }
      }
      console.log(
        `Sessions through nginx: ${checked} pages, ${leaks} with another shopper's cart or a cached copy`,
      );
    }
    return { missed: missed.length, withCookie: withCookie.length, leaks };
  } finally {
    cluster.stop();
  }
}
