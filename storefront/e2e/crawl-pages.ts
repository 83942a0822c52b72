/**
 * What the crawl visits, read from the emulator's catalog (the same fixtures the server's embedded emulator
 * serves): every SEO URL of a category (main navigation, footer and service pages) and of a landing page,
 * one product per product type picked by its properties, search with and without results, and an unknown
 * path. A category, service page or landing page added to the catalog is crawled without touching this file,
 * and the products follow the catalog (picked by their properties, not by number).
 */
import {
  categoryById,
  fixtureId,
  fixtureIds,
  locales,
  seoUrls,
  seoUrlsFor,
  type Locale,
} from "@shop/mocks/fixtures";
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
  /**
   * axe runs at every width, not only at 390 px: one page of each kind (home, the first category, service
   * page and landing page, every product type, search, 404). The others share their templates and are
   * checked by axe at 390 px and for overflow at every width.
   */
  axeAtEveryWidth?: boolean;
}

/** One product of each type a product page renders differently, by the catalog's meanings. */
const productTypes: ProductMeaning[] = [
  "simple",
  "with-variants",
  "with-tiers",
  "hidden-price",
  "out-of-stock",
  "machine-with-upgrades",
  "download",
];

/** Service pages axe checks at every width besides the first: the terms (the longest legal text), contact (a form). */
const serviceShowcases = new Set(["footer/legal/terms", "footer/service/contact"]);

/** Landing pages whose many block types get axe at every width (issue 15: text, image and text-image blocks). */
const layoutShowcases = new Set(
  ["showroom-text-images", "polymer-gloss-launch", "showroom-forms", "showroom-age-verification"].map((key) =>
    fixtureId(`landing-page:${key}`),
  ),
);

/** A search term with results per locale (a word of the catalog's product names) and one without. */
const searchTerms: Record<Locale, string> = { "de-DE": "reiniger", "fr-CH": "nettoyant" };
const nonsense = "xqzvwjkq";

/** Landing pages axe checks at every width besides the first: their own templates (issue 15). */
const commercePages = ["profi-sets", "kits-pro", "showroom/commerce"];

/**
 * The catalog's categories in the browser: every top-level category (each has its own image and text),
 * its first subcategory and that one's first leaf, 18 of 70. All 70 share one template (the "category"
 * CMS layout); the others are requested without a browser (`requestedOnly`): each answers 200 with its
 * heading in both languages.
 */
const sampledCategories = new Set(
  seoUrls.flatMap((url) => {
    if (url.routeName !== "frontend.navigation.page" || url.locale !== locales[0]) return [];
    const category = categoryById(url.foreignKey);
    if (category?.rootKey !== "main" || category.level !== 2) return [];
    const child = category.childIds[0];
    const leaf = child ? categoryById(child)?.childIds[0] : undefined;
    return [category.id, child, leaf].filter((id) => id !== undefined);
  }),
);

const seoPath = (locale: Locale, seoPathInfo: string) => localizePath(`/${seoPathInfo}`, locale);

function productPath(meaning: ProductMeaning, locale: Locale): string {
  const product = productFixture(meaning);
  const url = seoUrlsFor(product.id, locale).find((item) => item.routeName === "frontend.detail.page");
  if (!url) throw new Error(`Product "${meaning}" (${product.productNumber}) has no ${locale} SEO URL`);
  return seoPath(locale, url.seoPathInfo);
}

/** A locale's pages: those the browser crawls, and the categories outside its sample (requested only). */
function pagesOf(locale: Locale): { browser: CrawlPage[]; requested: string[] } {
  const requested: string[] = [];
  const pages: CrawlPage[] = [
    {
      locale,
      label: "home",
      path: localizePath("/", locale),
      status: 200,
      checkChrome: true,
      axeAtEveryWidth: true,
    },
  ];
  /** The kinds of page that have had their page with axe at every width. */
  const kinds = new Set<string>();
  const firstOfKind = (kind: string) => !kinds.has(kind) && Boolean(kinds.add(kind));
  for (const url of seoUrls) {
    if (url.locale !== locale) continue;
    if (url.routeName === "frontend.navigation.page") {
      const category = categoryById(url.foreignKey)!;
      if (category.id === fixtureIds.homeCategory) continue;
      // The footer's and service bar's pages (contact, shipping, legal, FAQ, ...) are categories too.
      const kind = category.rootKey === "main" ? "category" : "service page";
      if (kind === "category" && !sampledCategories.has(category.id)) {
        requested.push(seoPath(locale, url.seoPathInfo));
        continue;
      }
      pages.push({
        locale,
        label: `${kind} ${category.key}`,
        path: seoPath(locale, url.seoPathInfo),
        status: 200,
        axeAtEveryWidth: firstOfKind(kind) || serviceShowcases.has(category.key),
      });
    } else if (url.routeName === "frontend.landing.page") {
      pages.push({
        locale,
        label: `landing page ${url.seoPathInfo}`,
        path: seoPath(locale, url.seoPathInfo),
        status: 200,
        // The text-and-image showroom and the product launch hold every layout block, the commerce pages
        // the sliders, product boxes and category navigation: axe at every width.
        axeAtEveryWidth:
          firstOfKind("landing page") ||
          layoutShowcases.has(url.foreignKey) ||
          commercePages.includes(url.seoPathInfo),
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
    pages.push({
      locale,
      label: `product ${meanings.join(", ")}`,
      path,
      status: 200,
      axeAtEveryWidth: true,
    });
  }
  const search = localizePath("/search", locale);
  pages.push(
    {
      locale,
      label: "search with results",
      path: `${search}?search=${searchTerms[locale]}`,
      status: 200,
      results: true,
      axeAtEveryWidth: true,
    },
    {
      locale,
      label: "search without results",
      path: `${search}?search=${nonsense}`,
      status: 200,
      results: false,
      axeAtEveryWidth: true,
    },
    {
      // Not a catalog page: the sign-in form (a guest's; `/account` needs a login, see account.spec.ts).
      locale,
      label: "login",
      path: localizePath("/login", locale),
      status: 200,
      axeAtEveryWidth: true,
    },
    {
      // Not a catalog page: the store finder with results (services catalog, its own island).
      locale,
      label: "store finder",
      path: `${localizePath("/store-finder", locale)}?search=1700&radius=30`,
      status: 200,
      axeAtEveryWidth: true,
    },
    {
      // Not a catalog page: the credits page (issue 16), static and server-rendered.
      locale,
      label: "shopware credits",
      path: localizePath("/shopware", locale),
      status: 200,
      axeAtEveryWidth: true,
    },
    {
      // Not a catalog page: asking for a password recovery link.
      locale,
      label: "password recovery",
      path: localizePath("/account/recover", locale),
      status: 200,
    },
    {
      // Not from the catalog: a guest's wishlist (kept in the browser; the crawl's is empty).
      locale,
      label: "wishlist (guest)",
      path: localizePath("/wishlist", locale),
      status: 200,
      axeAtEveryWidth: true,
    },
    {
      // The crawl's browser has no session: the profile and payment pages answer 303 to the login page.
      locale,
      label: "profile (guest: the login page)",
      path: localizePath("/account/profile", locale),
      status: 200,
    },
    {
      locale,
      label: "payment method (guest: the login page)",
      path: localizePath("/account/payment", locale),
      status: 200,
    },
    {
      // The newsletter confirmation without a valid link: the "expired" message.
      locale,
      label: "newsletter confirmation (invalid link)",
      path: localizePath("/newsletter-subscribe", locale),
      status: 200,
      axeAtEveryWidth: true,
    },
    {
      // Not a catalog page: the registration form (a guest's).
      locale,
      label: "register",
      path: localizePath("/register", locale),
      status: 200,
      axeAtEveryWidth: true,
    },
    {
      // Not a catalog page: the quotation request (issue 15), empty and prefilled from a product.
      locale,
      label: "quotation request",
      path: localizePath("/quotation-request", locale),
      status: 200,
      axeAtEveryWidth: true,
    },
    {
      locale,
      label: "quotation request (prefilled)",
      path: `${localizePath("/quotation-request", locale)}?product=${productFixture("hidden-price").productNumber}&quantity=2`,
      status: 200,
    },
    {
      // Not a catalog page: the test-machine inquiry (issue 15).
      locale,
      label: "test-machine inquiry",
      path: localizePath("/test-machine-inquiry", locale),
      status: 200,
      axeAtEveryWidth: true,
    },
    {
      // Not from the catalog: the crawl's browser has no session, so the cart is empty.
      locale,
      label: "cart page (empty)",
      path: localizePath("/checkout/cart", locale),
      status: 200,
      axeAtEveryWidth: true,
    },
    {
      // The crawl's browser has no cart: the checkout answers 303 to the cart page (checkout.spec.ts orders).
      locale,
      label: "checkout (empty cart: the cart page)",
      path: localizePath("/checkout", locale),
      status: 200,
    },
    {
      // The crawl's browser has no session: the address book answers 303 to the login (account-address.spec.ts
      // signs in); so do its form pages.
      locale,
      label: "address book (no session: the login page)",
      path: localizePath("/account/address", locale),
      status: 200,
    },
    {
      // The crawl's browser has no session: the account's order pages answer 303 to the login page
      // (account-order.spec.ts signs in and checks them at every width).
      locale,
      label: "account orders (no session: the login page)",
      path: localizePath("/account/order", locale),
      status: 200,
    },
    {
      locale,
      label: "new address (no session: the login page)",
      path: localizePath("/account/address/create", locale),
      status: 200,
    },
    {
      locale,
      label: "account order (no session: the login page)",
      path: localizePath(`/account/order/${"0".repeat(32)}`, locale),
      status: 200,
    },
    {
      locale,
      label: "404 page",
      path: localizePath("/crawl-unknown-page", locale),
      status: 404,
      checkChrome: true,
      axeAtEveryWidth: true,
    },
  );
  return { browser: pages, requested };
}

const catalog = Object.fromEntries(locales.map((locale) => [locale, pagesOf(locale)])) as Record<
  Locale,
  ReturnType<typeof pagesOf>
>;

/** Every page the browser crawls, per locale. */
export const crawlPages = Object.fromEntries(
  locales.map((locale) => [locale, catalog[locale].browser]),
) as Record<Locale, CrawlPage[]>;

/** The categories left out of the browser sample: the crawl requests each (status and heading). */
export const requestedOnly = Object.fromEntries(
  locales.map((locale) => [locale, catalog[locale].requested]),
) as Record<Locale, string[]>;

/** The widths every page is checked at: a common phone (where it is loaded), the smallest phone, a desktop. */
export const crawlWidths = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
  { width: 1280, height: 900 },
] as const;
