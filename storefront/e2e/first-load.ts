// What a first visit of a page costs in bytes, measured in a real browser: the JavaScript loaded before the
// page is interactive and the render-blocking CSS, each file gzipped at level 9. Shared by the size budget
// (e2e/size-budget.spec.ts, which fails when a page passes its budget) and `npm run bench` (which prints it).
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext } from "@playwright/test";
import { languageIds } from "@shop/mocks/fixtures";
import { localizePath } from "../app/lib/locale.ts";

/** The pages measured, by key; the category and the product are resolved through the running shop. */
export const firstLoadPageKeys = [
  "home",
  "home-fr",
  "category",
  "category-fr",
  "search",
  "search-fr",
  "product",
  "product-fr",
  "login",
  "cart",
  "cart-fr",
  "not-found",
  "store-finder",
] as const;
export type FirstLoadPageKey = (typeof firstLoadPageKeys)[number];

/** KB here is 1024 bytes, of the files gzipped at level 9. */
export const KB = 1024;

/**
 * The size budget of every page in KB (gzip -9): first-load JavaScript and render-blocking CSS. The one
 * place to change them.
 * CSS: the whole stylesheet of all components is 15.9 KB. The rules a page uses (the reset, tokens and
 * base, the utilities on the page, every variant and state of the recipes it renders at 390 and 1280 px)
 * come to 7.1 (not found) to 7.5 (home), 9.6 (search), 10.2 (category) and 11.7 KB (product); the server
 * inlines the rules the page's HTML uses (ADR 6), and the budgets hold it to that.
 */
export const sizeBudgets: Record<FirstLoadPageKey, { js: number; css: number }> = {
  // The home page shows product cards and sliders since issue 15 (the category's cards need 11).
  home: { js: 130, css: 9 },
  "home-fr": { js: 130, css: 9 },
  category: { js: 130, css: 11 },
  "category-fr": { js: 130, css: 11 },
  search: { js: 150, css: 10 },
  "search-fr": { js: 150, css: 10 },
  product: { js: 150, css: 12 },
  "product-fr": { js: 150, css: 12 },
  login: { js: 150, css: 9 },
  cart: { js: 150, css: 10 },
  "cart-fr": { js: 150, css: 10 },
  "not-found": { js: 150, css: 8 },
  "store-finder": { js: 150, css: 10 },
};

/** The French pages: the same category and product in the fr-CH sales channel language. */
type Locale = "de-DE" | "fr-CH";

async function storeApi<T>(
  origin: string,
  path: string,
  body: unknown,
  locale: Locale = "de-DE",
): Promise<T> {
  const response = await fetch(`${origin}/store-api${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "sw-include-seo-urls": "true",
      ...(locale === "de-DE" ? {} : { "sw-language-id": languageIds[locale] }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

type SeoUrls = { seoPathInfo: string; isCanonical?: boolean }[] | null | undefined;
const seoPath = (seoUrls: SeoUrls, fallback: string, locale: Locale) => {
  const seoUrl = seoUrls?.find((url) => url.isCanonical) ?? seoUrls?.[0];
  return localizePath(seoUrl ? `/${seoUrl.seoPathInfo}` : fallback, locale);
};

/** The first top-level category of the main navigation that is a page, by its SEO path (through the shop's proxy). */
export async function categoryPath(origin: string, locale: Locale = "de-DE"): Promise<string> {
  const categories = await storeApi<{ id: string; type?: string; seoUrls?: SeoUrls }[]>(
    origin,
    "/navigation/main-navigation/main-navigation",
    { depth: 1 },
    locale,
  );
  const category = categories.find((entry) => (entry.type ?? "page") === "page");
  if (!category) throw new Error("the main navigation has no category page");
  return seoPath(category.seoUrls, `/navigation/${category.id}`, locale);
}

/** A product page with tiers, variants, downloads, reviews and cross-selling (CL10001.1), by its SEO path. */
export async function productPath(origin: string, locale: Locale = "de-DE"): Promise<string> {
  const { elements } = await storeApi<{ elements: { id: string; seoUrls?: SeoUrls }[] }>(
    origin,
    "/product",
    { filter: [{ type: "equals", field: "productNumber", value: "CL10001.1" }], limit: 1 },
    locale,
  );
  const product = elements[0];
  if (!product) throw new Error("the catalog has no product CL10001.1");
  return seoPath(product.seoUrls, `/detail/${product.id}`, locale);
}

/** The path of each page on the shop at `origin`. */
export async function firstLoadPagePath(origin: string, key: FirstLoadPageKey): Promise<string> {
  switch (key) {
    case "home":
      return "/";
    case "home-fr":
      return "/fr-CH";
    case "category":
      return categoryPath(origin);
    case "category-fr":
      return categoryPath(origin, "fr-CH");
    case "search":
      return "/search?search=reiniger";
    case "search-fr":
      return "/fr-CH/search?search=nettoyant";
    case "product":
      return productPath(origin);
    case "product-fr":
      return productPath(origin, "fr-CH");
    case "login":
      return "/login";
    case "cart":
      return "/checkout/cart";
    case "cart-fr":
      return "/fr-CH/checkout/cart";
    case "not-found":
      return "/gibt-es-nicht";
    case "store-finder":
      return "/store-finder?search=1700+Fribourg&radius=30";
  }
}

export interface MeasuredFile {
  url: string;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  path: string;
  /** Every JavaScript file requested before the page had hydrated. */
  js: MeasuredFile[];
  /** The stylesheets linked in the server's HTML, and its inline `<style>` (url `inline`). */
  css: MeasuredFile[];
  jsRaw: number;
  jsGzip: number;
  cssGzip: number;
  htmlGzip: number;
}

declare global {
  interface Window {
    /** When `<html data-hydrated>` was seen, as `performance.now()`. */
    shellHydratedAt?: number;
  }
}

/**
 * In the page, before any of its scripts: notes when `<html data-hydrated>` is set, as `performance.now()`
 * (the clock of the resource timings). The root sets it in a layout effect of the shell's hydration
 * commit (ADR 6); the observer's callback runs right after that task, before the islands start loading.
 */
function watchHydration() {
  performance.setResourceTimingBufferSize(1000);
  const observer = new MutationObserver(() => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return;
    window.shellHydratedAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
}

async function measureFile(origin: string, url: string): Promise<MeasuredFile> {
  const response = await fetch(new URL(url, origin));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

const sum = (files: MeasuredFile[], field: "raw" | "gzip") =>
  files.reduce((total, file) => total + file[field], 0);

/**
 * Loads `path` in a fresh browser context, waits until React has hydrated the page's shell (`<html
 * data-hydrated>`, ADR 6) and sums, gzipped at level 9:
 * - first-load JS: every same-origin `.js` the page requested before that moment (the resource timings'
 *   `startTime`), including what entry.client awaits before hydrating (the i18n catalog); what loads
 *   later (the islands right after the shell, code on idle or on interaction) does not count;
 * - render-blocking CSS: every `<link rel="stylesheet">` and `<style>` of the server's HTML.
 * The bodies are fetched again here and gzipped, so the numbers do not depend on the server's compression.
 */
export async function measureFirstLoad(
  browser: Browser,
  origin: string,
  path: string,
  /** Sets the session up before the visit (e.g. a cart for the checkout, which redirects without one). */
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<FirstLoad> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    await prepare?.(context);
    const page = await context.newPage();
    await page.addInitScript(watchHydration);
    const response = await page.goto(path, { waitUntil: "commit" });
    if (!response) throw new Error(`${path}: no response`);
    const html = await response.text();
    const hydratedAt = await page
      .waitForFunction(() => window.shellHydratedAt, undefined, { timeout: 20_000 })
      .then(async (handle) => (await handle.jsonValue()) as number)
      .catch((error: unknown) => {
        throw new Error(
          `${path}: no <html data-hydrated> (the root sets it once hydrated): ${String(error)}`,
        );
      });
    const scripts = await page.evaluate(
      ({ cutoff, shop }) =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime <= cutoff)
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === shop && /\.m?js$/.test(url.pathname))
          .map((url) => url.pathname),
      { cutoff: hydratedAt, shop: new URL(origin).origin },
    );
    const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /\brel="stylesheet"/.test(tag))
      .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
      .filter((href) => href !== undefined);
    const js = await Promise.all([...new Set(scripts)].map((url) => measureFile(origin, url)));
    const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => text ?? "");
    const css = [
      ...(await Promise.all([...new Set(stylesheets)].map((url) => measureFile(origin, url)))),
      ...inline.map((text) => ({
        url: "inline",
        raw: Buffer.byteLength(text),
        gzip: gzipSync(text, { level: 9 }).length,
      })),
    ];
    return {
      path,
      js,
      css,
      jsRaw: sum(js, "raw"),
      jsGzip: sum(js, "gzip"),
      cssGzip: sum(css, "gzip"),
      htmlGzip: gzipSync(html, { level: 9 }).length,
    };
  } finally {
    await context.close();
  }
}

/** Bytes as KB with one decimal. */
export const kb = (bytes: number) => (bytes / KB).toFixed(1);
const over = (bytes: number, limit: number) => (bytes > limit * KB ? " ✖" : "  ");

/** The budget table: one row per page, ✖ where a page is over a budget. */
export function budgetTable(rows: { key: FirstLoadPageKey; result?: FirstLoad; error?: string }[]): string {
  const width = Math.max(24, ...rows.map(({ key, result }) => `${key} ${result?.path ?? ""}`.length + 1));
  const lines = [
    `${"page".padEnd(width)} JS files  JS gzip KB  budget  CSS gzip KB  budget`,
    ...rows.map(({ key, result, error }) => {
      const label = `${key} ${result?.path ?? ""}`.padEnd(width);
      if (!result) return `${label} failed: ${error ?? "not measured"}`;
      const budget = sizeBudgets[key];
      return `${label} ${String(result.js.length).padStart(8)}  ${kb(result.jsGzip).padStart(10)}  ${String(budget.js).padStart(6)}${over(result.jsGzip, budget.js)} ${kb(result.cssGzip).padStart(10)}  ${String(budget.css).padStart(6)}${over(result.cssGzip, budget.css)}`;
    }),
  ];
  lines.push("(KB = 1024 bytes, gzip -9; JS: requested before <html data-hydrated>)");
  return lines.join("\n");
}
