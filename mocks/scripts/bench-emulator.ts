/**
 * The emulator's answer times over real HTTP (loopback), printed, never asserted:
 *
 *   pnpm --filter @shop/mocks bench            # default catalog
 *   EMULATOR_CATALOG_SIZE=10000 pnpm --filter @shop/mocks bench
 *
 * Each request runs ROUNDS times after a warm-up; prints median and p90 in milliseconds.
 */
import { catalog, productsInCategory } from "../src/fixtures/catalog/index.ts";
import { categories } from "../src/fixtures/categories.ts";
import { languageIds } from "../src/fixtures/languages.ts";
import { seoUrls } from "../src/fixtures/seo-urls.ts";
import { startEmulatorServer } from "../src/server.ts";

const ROUNDS = Number(process.env.ROUNDS ?? 60);
const server = await startEmulatorServer({ announce: false, switches: {} });

const largest = categories
  .filter((category) => category.rootKey === "main" && category.level === 2)
  .toSorted((a, b) => productsInCategory(b.id).length - productsInCategory(a.id).length)[0]!;
const product = catalog.products.find((candidate) => candidate.parentId === null)!;
const productPath = seoUrls.find((url) => url.foreignKey === product.id && url.locale === "de-DE")!;
const name = product.name["de-DE"];

interface Probe {
  label: string;
  path: string;
  body?: unknown;
  languageId?: string;
}

const probes: Probe[] = [
  {
    label: `24-product listing (${largest.name["de-DE"]})`,
    path: `/product-listing/${largest.id}`,
    body: { limit: 24 },
  },
  {
    label: "24-product listing, filtered + sorted",
    path: `/product-listing/${largest.id}`,
    body: { limit: 24, order: "price-desc", "shipping-free": false, rating: 1 },
  },
  { label: "category page (CMS + listing)", path: `/category/${largest.id}`, body: { limit: 24 } },
  { label: `search "${name}"`, path: "/search", body: { search: name } },
  {
    label: 'search "nettoyant" (fr-CH)',
    path: "/search",
    body: { search: "nettoyant" },
    languageId: languageIds["fr-CH"],
  },
  { label: 'search-suggest "reinig"', path: "/search-suggest", body: { search: "reinig", limit: 10 } },
  { label: "product detail", path: `/product/${product.id}`, body: {} },
  {
    label: "seo-url lookup",
    path: "/seo-url",
    body: { filter: [{ type: "equals", field: "seoPathInfo", value: productPath.seoPathInfo }] },
  },
];

async function time(probe: Probe): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}${probe.path}`, {
    method: "POST",
    headers: {
      "sw-access-key": server.emulator.accessKey,
      "sw-context-token": "bench-token-000000000000000000001",
      "content-type": "application/json",
      ...(probe.languageId ? { "sw-language-id": probe.languageId } : {}),
    },
    body: JSON.stringify(probe.body ?? {}),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${probe.label}: ${response.status}`);
  return performance.now() - started;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

console.log(
  `emulator answer times over HTTP, ${catalog.products.filter((p) => p.parentId === null).length} main products (${catalog.products.length} with variants), ${ROUNDS} rounds`,
);
console.log(`${"request".padEnd(48)} ${"median ms".padStart(10)} ${"p90 ms".padStart(8)}`);
for (const probe of probes) {
  for (let warm = 0; warm < 3; warm++) await time(probe);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) samples.push(await time(probe));
  samples.sort((a, b) => a - b);
  console.log(
    `${probe.label.slice(0, 48).padEnd(48)} ${quantile(samples, 0.5).toFixed(1).padStart(10)} ${quantile(samples, 0.9).toFixed(1).padStart(8)}`,
  );
}
await server.close();
