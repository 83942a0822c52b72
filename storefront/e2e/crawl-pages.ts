/**
 * What the crawl visits, read from the emulator's catalog (the same fixtures the server's embedded emulator
 * serves): every SEO URL of a category (main navigation, footer and service pages) and of a landing page,
 * one product per product type picked by its properties, search with and without results, and an unknown
 * path. A category, service page or landing page added to the catalog is crawled without touching this file,
 * and the products follow the catalog (picked by their properties, not by number).
 */
import { categoryById, fixtureIds, locales, seoUrls, seoUrlsFor, type Locale } from "@shop/mocks/fixtures";
import { productFixture, type ProductMeaning } from "@shop/mocks/stories";
import { localizePath } from "../app/lib/locale.ts";

export interface CrawlPage {
  locale: Locale;
  /** What the page is, for messages: `category cleaning/floor`, `product with-tiers`, `404 page`. */
  label: string;
  /** The path to visit, with the locale prefix and query. */
  path: string;
  /** The status the page answers with. */
  status: 200 | 404;
  /** Whether the page must list products (search) or none. */
  results?: boolean;
  /** axe checks the header and footer here too (they are the same on every page of a locale). */
  checkChrome?: boolean;
}

/** One product of each type a product page renders differently, by the catalog's meanings. */
const productTypes: ProductMeaning[] = [
  "simple",
  "with-variants",
  "with-tiers",
  "hidden-price",
  "out-of-stock",
  "machine-with-upgrades",
];

/** A search term with results per locale (a word of the catalog's product names) and one without. */
const searchTerms: Record<Locale, string> = { "de-DE": "reiniger", "fr-CH": "nettoyant" };
const nonsense = "xqzvwjkq";

const seoPath = (locale: Locale, seoPathInfo: string) => localizePath(`/${seoPathInfo}`, locale);

function productPath(meaning: ProductMeaning, locale: Locale): string {
  const product = productFixture(meaning);
  const url = seoUrlsFor(product.id, locale).find((item) => item.routeName === "frontend.detail.page");
  if (!url) throw new Error(`Product "${meaning}" (${product.productNumber}) has no ${locale} SEO URL`);
  return seoPath(locale, url.seoPathInfo);
}

function pagesOf(locale: Locale): CrawlPage[] {
  const pages: CrawlPage[] = [
    { locale, label: "home", path: localizePath("/", locale), status: 200, checkChrome: true },
  ];
  for (const url of seoUrls) {
    if (url.locale !== locale) continue;
    if (url.routeName === "frontend.navigation.page") {
      const category = categoryById(url.foreignKey)!;
      if (category.id === fixtureIds.homeCategory) continue;
      pages.push({
        locale,
        // The footer's and service bar's pages (contact, shipping, legal, FAQ, ...) are categories too.
        label: `${category.rootKey === "main" ? "category" : "service page"} ${category.key}`,
        path: seoPath(locale, url.seoPathInfo),
        status: 200,
      });
    } else if (url.routeName === "frontend.landing.page") {
      pages.push({
        locale,
        label: `landing page ${url.seoPathInfo}`,
        path: seoPath(locale, url.seoPathInfo),
        status: 200,
      });
    }
  }
  // Two types may pick the same product: it is crawled once, under both names.
  const products = new Map<string, string[]>();
  for (const meaning of productTypes) {
    const path = productPath(meaning, locale);
    products.set(path, [...(products.get(path) ?? []), meaning]);
  }
  for (const [path, meanings] of products) {
    pages.push({ locale, label: `product ${meanings.join(", ")}`, path, status: 200 });
  }
  const search = localizePath("/search", locale);
  pages.push(
    {
      locale,
      label: "search with results",
      path: `${search}?search=${searchTerms[locale]}`,
      status: 200,
      results: true,
    },
    {
      locale,
      label: "search without results",
      path: `${search}?search=${nonsense}`,
      status: 200,
      results: false,
    },
    {
      locale,
      label: "404 page",
      path: localizePath("/crawl-unknown-page", locale),
      status: 404,
      checkChrome: true,
    },
  );
  return pages;
}

/** Every page to crawl, per locale. */
export const crawlPages: Record<Locale, CrawlPage[]> = Object.fromEntries(
  locales.map((locale) => [locale, pagesOf(locale)]),
) as Record<Locale, CrawlPage[]>;

/** The widths every page is checked at: the smallest phone, a common phone, a desktop. */
export const crawlWidths = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
