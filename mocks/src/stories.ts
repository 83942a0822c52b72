/**
 * Fixtures by meaning, for stories and component tests: ask for "a product with price tiers" or "a cart
 * with a waiting promotion" instead of copying JSON. Answers come from the emulator itself (a private
 * instance), so they are exactly what the Store API sends, in the story's language. Browser-safe.
 *
 *   const product = await storyFixtures.product("with-tiers", { locale: "fr-CH" });
 *   // in a story: loaders: [async () => ({ product: await storyFixtures.product("out-of-stock") })]
 */
import { createEmulator, EMULATOR_ACCESS_KEY } from "./emulator.ts";
import { DEFAULT_MAX_PURCHASE, isNew } from "./entities/product.ts";
import { catalog, productsInCategory, reviewsOf, variantsOf } from "./fixtures/catalog/index.ts";
import type { ProductFixture } from "./fixtures/catalog/types.ts";
import { categories, rootCategoryIds } from "./fixtures/categories.ts";
import { currencyIds } from "./fixtures/currencies.ts";
import { demoBusinessCustomer } from "./fixtures/customers.ts";
import { languageIds } from "./fixtures/languages.ts";
import { defaultLocale, type Locale } from "./fixtures/locale.ts";
import { promotions } from "./fixtures/promotions.ts";

type Json = Record<string, unknown>;

const isLeaf = (product: ProductFixture) => variantsOf(product.id).length === 0;
const isMain = (product: ProductFixture) => product.parentId === null;
const hidesPrice = (product: ProductFixture) =>
  product.customFields.custom_product_fields_hide_price === true;
const sellable = (product: ProductFixture) => isLeaf(product) && !hidesPrice(product);

/** What each product meaning picks: the first catalog product (in catalog order) that matches. */
const productMeanings = {
  /** A plain product: one price, in stock, no badges. */
  simple: (p: ProductFixture) =>
    isMain(p) &&
    isLeaf(p) &&
    p.prices.length === 1 &&
    p.prices[0]!.listGross === null &&
    p.stock > 10 &&
    !p.markAsTopseller &&
    p.minPurchase === 1 &&
    p.purchaseSteps === 1 &&
    !hidesPrice(p),
  "with-tiers": (p: ProductFixture) => sellable(p) && p.prices.length >= 3,
  "with-list-price": (p: ProductFixture) => sellable(p) && p.prices[0]!.listGross !== null,
  "with-reference-price": (p: ProductFixture) =>
    sellable(p) && p.purchaseUnit !== null && p.referenceUnit !== null && p.purchaseUnit !== p.referenceUnit,
  "low-stock": (p: ProductFixture) => sellable(p) && p.stock > 0 && p.stock <= 5,
  "out-of-stock": (p: ProductFixture) => sellable(p) && p.stock === 0 && p.isCloseout,
  "hidden-price": hidesPrice,
  topseller: (p: ProductFixture) => sellable(p) && p.markAsTopseller,
  new: (p: ProductFixture) => sellable(p) && isNew(p),
  "min-purchase-and-steps": (p: ProductFixture) => sellable(p) && p.minPurchase > 1 && p.purchaseSteps > 1,
  "max-purchase": (p: ProductFixture) =>
    sellable(p) && p.maxPurchase !== null && p.maxPurchase < DEFAULT_MAX_PURCHASE,
  "shipping-free": (p: ProductFixture) => sellable(p) && p.shippingFree,
  "reduced-tax": (p: ProductFixture) => sellable(p) && p.taxKey === "reduced",
  /** A parent whose configurator offers several groups (size, scent, colour). */
  "with-variants": (p: ProductFixture) => isMain(p) && variantsOf(p.id).length >= 3,
  /** A colour family: options with colour codes. */
  "colour-variants": (p: ProductFixture) =>
    isMain(p) &&
    variantsOf(p.id).length > 1 &&
    p.variantListingConfig?.configuratorGroupConfig.some((group) => group.representation === "color") ===
      true,
  /** A machine whose variants are equipment upgrades. */
  "machine-with-upgrades": (p: ProductFixture) =>
    isMain(p) &&
    variantsOf(p.id).length >= 4 &&
    productsInCategoryKeys(p).some((key) => key.startsWith("machines")),
  "with-downloads": (p: ProductFixture) => p.downloads.length >= 2,
  "with-gallery": (p: ProductFixture) => p.media.length >= 3,
  "with-reviews": (p: ProductFixture) => reviewsOf(p.id).filter((review) => review.status).length >= 3,
  "with-shop-reply": (p: ProductFixture) => reviewsOf(p.id).some((review) => review.status && review.comment),
  "with-cross-selling": (p: ProductFixture) => p.crossSellingIds.length >= 2,
  "without-reviews": (p: ProductFixture) => isMain(p) && reviewsOf(p.id).length === 0,
  /** A download product (`type: "digital"`, states `is-download`): no delivery, a cart of it is virtual. */
  download: (p: ProductFixture) => p.type === "digital",
} satisfies Record<string, (product: ProductFixture) => boolean>;

export type ProductMeaning = keyof typeof productMeanings;
export const productMeaningNames = Object.keys(productMeanings) as ProductMeaning[];

function productsInCategoryKeys(product: ProductFixture): string[] {
  return categories
    .filter((category) => product.categoryIds.includes(category.id))
    .map((category) => category.key);
}

/** The catalog product behind a meaning (its fixture: ids, numbers, raw CHF prices). */
export function productFixture(meaning: ProductMeaning): ProductFixture {
  const found = catalog.products.find(productMeanings[meaning]);
  if (!found) throw new Error(`The catalog has no product that is "${meaning}"`);
  return found;
}

const categoryMeanings = {
  /** A top-level category with children and grandchildren (mega menu, category navigation). */
  "three-levels": () =>
    categories.find(
      (category) =>
        category.level === 2 &&
        category.childIds.some((id) => categories.find((child) => child.id === id)!.childIds.length > 0),
    ),
  /** A category without subcategories whose listing has several pages. */
  leaf: () =>
    categories.find(
      (category) =>
        category.rootKey === "main" &&
        category.childIds.length === 0 &&
        productsInCategory(category.id).length > 4,
    ),
  /** The assortment category with the most products (filters and aggregations have the most to show). */
  largest: () =>
    categories
      .filter((category) => category.rootKey === "main" && category.level === 2)
      .toSorted((a, b) => productsInCategory(b.id).length - productsInCategory(a.id).length)[0],
} as const;

export type CategoryMeaning = keyof typeof categoryMeanings;

/** The category id behind a meaning. */
export function categoryIdFor(meaning: CategoryMeaning): string {
  const found = categoryMeanings[meaning]();
  if (!found) throw new Error(`The catalog has no category that is "${meaning}"`);
  return found.id;
}

export interface StoryOptions {
  locale?: Locale;
  currency?: keyof typeof currencyIds;
  /**
   * A logged-in demo customer for the session: "business" is the trade customer whose group sees net prices
   * (`DEMO_BUSINESS_CUSTOMER_*`). A guest without it.
   */
  customer?: "business";
  /** Origin of media URLs (default: the page's origin, so Storybook serves the images). */
  origin?: string;
}

const cartMeanings = {
  empty: [] as Array<{ meaning: ProductMeaning; quantity: number }>,
  /** Two products with two VAT rates, below the free-shipping threshold. */
  "two-tax-rates": [
    { meaning: "simple", quantity: 1 },
    { meaning: "reduced-tax", quantity: 1 },
  ],
  /** Quantities Shopware corrected: raised to the minimum and capped at the limit (cart errors). */
  "with-errors": [
    { meaning: "min-purchase-and-steps", quantity: 1 },
    { meaning: "max-purchase", quantity: 1000 },
  ],
  /** Enough goods for free shipping. */
  "free-shipping": [{ meaning: "with-tiers", quantity: 12 }],
  /** Downloads only: no delivery, no shipping costs. */
  virtual: [{ meaning: "download", quantity: 1 }],
} satisfies Record<string, Array<{ meaning: ProductMeaning; quantity: number }>>;

export type CartMeaning = keyof typeof cartMeanings | "with-waiting-promotion" | "with-promotion";

function defaultOrigin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== "null" ? location.origin : "http://127.0.0.1:4010";
}

/** Calls the private emulator like a storefront would, and returns the JSON answer. */
async function call(
  path: string,
  body: unknown,
  options: StoryOptions,
  token?: string,
  method: "GET" | "POST" = body === undefined ? "GET" : "POST",
): Promise<Json> {
  const headers = new Headers({
    "sw-access-key": EMULATOR_ACCESS_KEY,
    "sw-language-id": languageIds[options.locale ?? defaultLocale],
    "sw-include-seo-urls": "true",
    "content-type": "application/json",
    accept: "application/json",
  });
  if (token) headers.set("sw-context-token", token);
  const init: RequestInit = { method, headers };
  if (method === "POST") init.body = JSON.stringify(body);
  const origin = (options.origin ?? defaultOrigin()).replace(/\/$/, "");
  const response = await emulator.handle(new Request(`${origin}/store-api${path}`, init));
  if (!response || response.status >= 400) {
    throw new Error(
      `Story fixture ${path} failed: ${response ? `${response.status} ${await response.text()}` : "no handler"}`,
    );
  }
  return response.status === 204 ? {} : ((await response.json()) as Json);
}

const emulator = createEmulator({ mintToken: () => "story-fixtures-token-00000000001" });
let sessions = 0;

/** A fresh session in the wanted currency, for the wanted customer (each cart fixture gets its own). */
async function session(options: StoryOptions): Promise<string> {
  const token = `story-fixtures-${String(++sessions).padStart(17, "0")}`;
  if (options.currency && options.currency !== "CHF") {
    emulator.state.update(token, { currencyId: currencyIds[options.currency] });
  }
  if (options.customer === "business") emulator.state.update(token, { customerId: demoBusinessCustomer.id });
  return token;
}

/** Resolved Store API answers by meaning. */
export const storyFixtures = {
  /** The product as listings and search answer it (`/product` with its cover). */
  async product(meaning: ProductMeaning, options: StoryOptions = {}): Promise<Json> {
    const id = productFixture(meaning).id;
    const token = await session(options);
    const result = await call(
      "/product",
      {
        ids: [id],
        associations: { cover: {}, media: {}, manufacturer: {}, properties: { associations: { group: {} } } },
      },
      options,
      token,
    );
    return (result.elements as Json[])[0]!;
  },
  /** The product page answer: `{ product, configurator }` with the resolved detail layout. */
  async productDetail(meaning: ProductMeaning, options: StoryOptions = {}): Promise<Json> {
    return call(`/product/${productFixture(meaning).id}`, {}, options, await session(options));
  },
  /** The variants of a parent (`/product` filtered by `parentId`), as a product page reads its family. */
  async variants(parentId: string, options: StoryOptions = {}): Promise<Json[]> {
    const criteria = { filter: [{ type: "equals", field: "parentId", value: parentId }], limit: 100 };
    const result = await call("/product", criteria, options, await session(options));
    return result.elements as Json[];
  },
  /** A category listing (`/product-listing/{id}`), with listing parameters (`order`, `p`, filters). */
  async listing(meaning: CategoryMeaning, criteria: Json = {}, options: StoryOptions = {}): Promise<Json> {
    return call(`/product-listing/${categoryIdFor(meaning)}`, criteria, options, await session(options));
  },
  /** A search result page for a term. */
  async search(term: string, criteria: Json = {}, options: StoryOptions = {}): Promise<Json> {
    return call("/search", { ...criteria, search: term }, options, await session(options));
  },
  /**
   * The main navigation as a tree: by default all three levels (`depth` 2: Shopware loads `depth + 1` levels
   * below the root). `depth: 0` is the top level alone; `rootId` (a category) with `depth: 1` is that
   * category's children and grandchildren, as a mega menu panel loads them.
   */
  async navigation(options: StoryOptions & { rootId?: string; depth?: number } = {}): Promise<Json[]> {
    const { rootId = rootCategoryIds.main, depth = 2 } = options;
    const tree = await call(`/navigation/${rootId}/${rootId}`, { depth, buildTree: true }, options);
    return tree as unknown as Json[];
  },
  /** A cart: empty, with two VAT rates, with corrected quantities, free shipping, or promotions. */
  async cart(meaning: CartMeaning, options: StoryOptions = {}): Promise<Json> {
    const token = await session(options);
    const lines =
      meaning === "with-waiting-promotion" || meaning === "with-promotion"
        ? [{ meaning: "simple" as const, quantity: meaning === "with-promotion" ? 6 : 1 }]
        : cartMeanings[meaning];
    let cart = await call("/checkout/cart", undefined, options, token);
    if (lines.length > 0) {
      cart = await call(
        "/checkout/cart/line-item",
        {
          items: lines.map(({ meaning: productMeaning, quantity }) => {
            const id = productFixture(productMeaning).id;
            return { id, referencedId: id, type: "product", quantity };
          }),
        },
        options,
        token,
      );
    }
    if (meaning === "with-waiting-promotion" || meaning === "with-promotion") {
      const code =
        meaning === "with-waiting-promotion" ? promotions.professional.code : promotions.springCleaning.code;
      cart = await call(
        "/checkout/cart/line-item",
        { items: [{ type: "promotion", referencedId: code }] },
        options,
        token,
      );
    }
    return cart;
  },
};
