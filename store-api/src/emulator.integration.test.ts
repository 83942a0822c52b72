// @vitest-environment node
// Every endpoint function against the real emulator (@shop/mocks), through the real client and Node's fetch
// (intercepted by the emulator's MSW server). Ids come from earlier answers, never from fixtures, so the test
// holds for any catalog. A call to a route the emulator lacks fails with its catch-all 404 ("No route found").
import { createTestEmulator } from "@shop/mocks/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient, type StoreApiClient } from "./client.ts";
import type { Category } from "./schemas/category.ts";
import { entitySearchResultSchema } from "./schemas/entity-search-result.ts";
import { productListingResultSchema, type ProductListingResult } from "./schemas/listing.ts";
import type { Product } from "./schemas/product.ts";
import { SEO_ROUTE_NAMES } from "./entity-paths.ts";
import { seoUrlSchema } from "./schemas/seo-url.ts";
import { StoreApiError } from "./store-api-error.ts";

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());

/** A client with its own session (a fresh context token after the first call). */
const newClient = (): StoreApiClient =>
  createStoreApiClient({ endpoint: emulator.baseUrl, accessKey: emulator.accessKey, retryDelay: 0 });

/** Awaits a promise that must reject with a StoreApiError and returns it. */
async function storeApiError(promise: Promise<unknown>): Promise<StoreApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoreApiError);
  return error as StoreApiError;
}

/** Memoises a lookup that several tests share; a failure is not cached, so each test reports it. */
function shared<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

const flatten = (categories: Category[]): Category[] =>
  categories.flatMap((category) => [category, ...flatten(category.children)]);

const api = newClient();

const context = shared(() => api.readContext());
const navigation = shared(async () =>
  flatten(await api.readNavigation({ activeId: "main-navigation", rootId: "main-navigation", depth: 2 })),
);
/** The home category's listing: every product of the main navigation (ancestors list their children's products). */
const homeListing = shared(async () =>
  api.readProductListing((await context()).salesChannel.navigationCategoryId, { limit: 48 }),
);
/** A product that can go into the cart: available, with a price, not a parent. */
const buyableProduct = shared(async () => {
  const product = (await homeListing()).elements.find(
    (element) =>
      element.available !== false &&
      !element.translated?.customFields?.custom_product_fields_hide_price &&
      !element.childCount &&
      element.calculatedPrice.unitPrice > 0,
  );
  if (!product) throw new Error("The home listing has no buyable product");
  return product;
});
/** A listed product that belongs to a variant family (a variant, or a parent with children). */
const variantFamilyProduct = shared(async () => {
  const product = (await homeListing()).elements.find(
    (element) => element.parentId || (element.childCount ?? 0) > 0,
  );
  if (!product) throw new Error("The home listing has no product with variants");
  return product;
});
/** The first category page whose CMS layout has a product-listing slot. */
const listingCategory = shared(async () => {
  for (const candidate of (await navigation()).filter((category) => category.type === "page")) {
    const category = await api.readCategory(candidate.id);
    const slot = category.cmsPage?.sections
      .flatMap((section) => section.blocks)
      .flatMap((block) => block.slots)
      .find((entry) => entry.type === "product-listing");
    if (slot) return category;
  }
  throw new Error("No category of the main navigation has a product-listing slot");
});

const listingSlotOf = (category: Category): ProductListingResult => {
  const slot = category.cmsPage?.sections
    .flatMap((section) => section.blocks)
    .flatMap((block) => block.slots)
    .find((entry) => entry.type === "product-listing");
  const data = slot?.data as { listing?: unknown } | undefined;
  return productListingResultSchema.parse(data?.listing);
};

const priceOf = (product: Product): number =>
  product.calculatedCheapestPrice?.unitPrice ?? product.calculatedPrice.unitPrice;

describe("context and system lists", () => {
  it("readContext: the session with sales channel, currency and a minted token", async () => {
    const client = newClient();
    const session = await client.readContext();
    expect(session.salesChannel.navigationCategoryId).toMatch(/^[0-9a-f]{32}$/);
    expect(session.currency.isoCode).toBeTruthy();
    expect(client.getContextToken()).toBeTruthy();
  });

  it("readLanguages: languages with their translation code", async () => {
    const languages = await api.readLanguages();
    expect(languages.elements.length).toBeGreaterThanOrEqual(1);
    for (const language of languages.elements)
      expect(language.translationCode?.code).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
  });

  it("readCurrencies: a plain list containing the context currency", async () => {
    const currencies = await api.readCurrencies();
    expect(currencies.map((currency) => currency.id)).toContain((await context()).currency.id);
  });

  it("updateContext: switches the currency; contextToken is the session's token", async () => {
    const client = newClient();
    const before = await client.readContext();
    const other = (await client.readCurrencies()).find((currency) => currency.id !== before.currency.id);
    expect(other, "a second currency").toBeDefined();
    const result = await client.updateContext({ currencyId: other!.id });
    expect(result.contextToken).toBe(client.getContextToken());
    expect(result.contextToken).toBe(before.token);
    expect((await client.readContext()).currency.id).toBe(other!.id);
  });

  it("updateContext: switches the language, the country and the payment and shipping methods", async () => {
    const client = newClient();
    const before = await client.readContext();
    const language = (await client.readLanguages()).elements.find(
      (entry) => entry.id !== before.context.languageIdChain[0],
    );
    const payment = (await client.readPaymentMethods()).elements.find(
      (method) => method.id !== before.paymentMethod.id,
    );
    const shipping = (await client.readShippingMethods()).elements.find(
      (method) => method.id !== before.shippingMethod.id,
    );
    expect(language, "a second language").toBeDefined();
    expect(payment, "a second payment method").toBeDefined();
    expect(shipping, "a second shipping method").toBeDefined();
    await client.updateContext({
      languageId: language!.id,
      paymentMethodId: payment!.id,
      shippingMethodId: shipping!.id,
      countryId: before.shippingLocation.country.id,
    });
    const after = await client.readContext();
    expect(after.context.languageIdChain[0]).toBe(language!.id);
    expect(after.paymentMethod.id).toBe(payment!.id);
    expect(after.shippingMethod.id).toBe(shipping!.id);
    expect(after.shippingLocation.country.id).toBe(before.shippingLocation.country.id);
  });

  it("updateContext: addresses need a logged-in customer (403 for a guest)", async () => {
    const error = await storeApiError(newClient().updateContext({ billingAddressId: "0".repeat(32) }));
    expect(error.status).toBe(403);
    expect(error.code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });

  it("readCountries: includes the shipping country, with states on request", async () => {
    const countries = await api.readCountries({ associations: { states: {} } });
    const countryId = (await context()).shippingLocation.country.id;
    const country = countries.elements.find((entry) => entry.id === countryId);
    expect(country, "the shipping country").toBeDefined();
    expect(country!.iso).toMatch(/^[A-Z]{2}$/);
  });

  it("readCountryStates: the states of the shipping country", async () => {
    const countryId = (await context()).shippingLocation.country.id;
    const states = await api.readCountryStates(countryId);
    for (const state of states.elements) expect(state.countryId).toBe(countryId);
  });

  it("readSalutations: includes not_specified", async () => {
    const salutations = await api.readSalutations();
    expect(salutations.elements.map((salutation) => salutation.salutationKey)).toContain("not_specified");
  });

  it("readPaymentMethods: the available methods include the context's", async () => {
    const methods = await api.readPaymentMethods({ onlyAvailable: true });
    expect(methods.elements.map((method) => method.id)).toContain((await context()).paymentMethod.id);
  });

  it("readShippingMethods: the available methods include the context's", async () => {
    const methods = await api.readShippingMethods({ onlyAvailable: true });
    expect(methods.elements.map((method) => method.id)).toContain((await context()).shippingMethod.id);
  });
});

describe("navigation and content", () => {
  it("readNavigation: the main navigation tree", async () => {
    expect((await navigation()).length).toBeGreaterThan(0);
  });

  it("readSeoUrls: the SEO URL of a navigation category", async () => {
    const category = (await navigation()).find((entry) => entry.type === "page")!;
    const urls = await api.readSeoUrls({ pathInfo: `/navigation/${category.id}` });
    expect(urls.elements[0]).toMatchObject({
      routeName: SEO_ROUTE_NAMES.navigation,
      foreignKey: category.id,
    });
  });

  it("readCategory: the home category with its CMS page", async () => {
    const home = await api.readCategory((await context()).salesChannel.navigationCategoryId);
    expect(home.cmsPage?.sections.length).toBeGreaterThan(0);
  });

  it("readCategory: listing criteria reach the product-listing slot", async () => {
    const { id } = await listingCategory();
    const firstPage = listingSlotOf(await api.readCategory(id, { limit: 2, order: "price-asc" }));
    expect(firstPage.elements).toHaveLength(2);
    expect(firstPage.limit).toBe(2);
    expect(firstPage.sorting).toBe("price-asc");
    const prices = firstPage.elements.map(priceOf);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    // Page 2 of one product per page is the second product of the first page.
    const secondPage = listingSlotOf(await api.readCategory(id, { limit: 1, page: 2, order: "price-asc" }));
    expect(secondPage.page).toBe(2);
    expect(secondPage.elements.map((product) => product.id)).toEqual([firstPage.elements[1]!.id]);
  });

  it("readCategoryList: categories by id", async () => {
    const homeId = (await context()).salesChannel.navigationCategoryId;
    const result = await api.readCategoryList({ ids: [homeId] });
    expect(result.elements.map((category) => category.id)).toEqual([homeId]);
  });

  it("readBreadcrumb: the trail of a category ends with it", async () => {
    const category = (await navigation()).find((entry) => entry.type === "page" && (entry.level ?? 0) >= 2)!;
    const trail = await api.readBreadcrumb(category.id, { type: "category" });
    expect(trail.at(-1)?.categoryId).toBe(category.id);
  });

  it("readBreadcrumb: the trail of a product through its referrer category", async () => {
    const product = await buyableProduct();
    const referrer = product.categoryIds[0];
    const trail = await api.readBreadcrumb(product.id, {
      type: "product",
      ...(referrer ? { referrerCategoryId: referrer } : {}),
    });
    expect(trail.length).toBeGreaterThan(0);
  });

  it("readLandingPage: a landing page found through its SEO URL", async () => {
    const urls = await api.request({
      method: "POST",
      path: "/seo-url",
      kind: "read",
      body: { filter: [{ type: "equals", field: "routeName", value: SEO_ROUTE_NAMES.landing }] },
      schema: entitySearchResultSchema(seoUrlSchema),
    });
    const id = urls.elements[0]?.foreignKey;
    expect(id, "a landing page SEO URL").toBeDefined();
    const page = await api.readLandingPage(id!);
    expect(page.id).toBe(id);
    expect(page.cmsPage?.sections.length).toBeGreaterThan(0);
  });

  it("readCmsPage: the home page's layout on its own", async () => {
    const home = await api.readCategory((await context()).salesChannel.navigationCategoryId);
    const page = await api.readCmsPage(home.cmsPage!.id);
    expect(page.id).toBe(home.cmsPage!.id);
  });

  it("readMedia: a product cover by id", async () => {
    const product = (await homeListing()).elements.find((element) => element.cover)!;
    const mediaId = product.cover!.mediaId ?? product.cover!.media.id;
    const [media] = await api.readMedia([mediaId]);
    expect(media?.id).toBe(mediaId);
  });
});

describe("products", () => {
  it("readProductListing: products, sortings and aggregations", async () => {
    const listing = await homeListing();
    expect(listing.elements.length).toBeGreaterThan(0);
    expect(listing.total).toBeGreaterThanOrEqual(listing.elements.length);
    expect(listing.availableSortings.length).toBeGreaterThan(0);
    expect(listing.aggregations.price).toBeDefined();
    expect(listing.aggregations.manufacturer?.entities.length).toBeGreaterThan(0);
  });

  it("readProductListing: page, limit and order", async () => {
    const homeId = (await context()).salesChannel.navigationCategoryId;
    const first = await api.readProductListing(homeId, { limit: 3, order: "price-asc" });
    const second = await api.readProductListing(homeId, { limit: 3, page: 2, order: "price-asc" });
    expect(first.elements).toHaveLength(3);
    expect(second.page).toBe(2);
    const prices = [...first.elements, ...second.elements].map(priceOf);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
  });

  it("readProductListing: manufacturer and property filters (| joined) are applied", async () => {
    const homeId = (await context()).salesChannel.navigationCategoryId;
    const { aggregations } = await homeListing();
    const manufacturers = aggregations.manufacturer!.entities.slice(0, 2).map((entry) => entry.id);
    const byManufacturer = await api.readProductListing(homeId, { manufacturer: manufacturers });
    expect(byManufacturer.currentFilters?.manufacturer.toSorted()).toEqual(manufacturers.toSorted());
    for (const product of byManufacturer.elements) expect(manufacturers).toContain(product.manufacturerId);

    const option = aggregations.properties?.entities[0]?.options[0];
    expect(option, "a filterable property option").toBeDefined();
    const byProperty = await api.readProductListing(homeId, { properties: [option!.id] });
    expect(byProperty.currentFilters?.properties).toEqual([option!.id]);
    expect(byProperty.total).toBeGreaterThan(0);
  });

  it("readProductListing: price range, shipping-free and no-aggregations", async () => {
    const homeId = (await context()).salesChannel.navigationCategoryId;
    const all = await homeListing();
    const ranged = await api.readProductListing(homeId, { minPrice: 10, maxPrice: 50, limit: 48 });
    expect(ranged.currentFilters?.price).toMatchObject({ min: 10, max: 50 });
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.total).toBeLessThan(all.total!);
    // Shopware filters on the cheapest price; a variant family is listed when any variant matches, so only
    // products without variants must be in the range themselves.
    for (const product of ranged.elements.filter((element) => !element.parentId && !element.childCount)) {
      expect(priceOf(product)).toBeGreaterThanOrEqual(10);
      expect(priceOf(product)).toBeLessThanOrEqual(50);
    }
    const free = await api.readProductListing(homeId, { shippingFree: true, noAggregations: true });
    expect(free.currentFilters?.["shipping-free"]).toBe(true);
    for (const product of free.elements) expect(product.shippingFree).toBe(true);
    expect(free.aggregations.manufacturer).toBeUndefined();
  });

  it("searchProducts: finds a product by a word of its name", async () => {
    const product = await buyableProduct();
    const term = (product.translated?.name ?? product.name ?? "").split(/\s+/)[0]!;
    const result = await api.searchProducts(term, { limit: 12 });
    expect(result.total).toBeGreaterThan(0);
    expect(result.currentFilters?.search).toBe(term);
  });

  it("searchSuggest: quick results for the same word", async () => {
    const product = await buyableProduct();
    const term = (product.translated?.name ?? product.name ?? "").split(/\s+/)[0]!;
    const result = await api.searchSuggest(term);
    expect(result.elements.length).toBeGreaterThan(0);
  });

  it("readProducts: products by id", async () => {
    const product = await buyableProduct();
    const result = await api.readProducts({ ids: [product.id] });
    expect(result.elements.map((element) => element.id)).toEqual([product.id]);
  });

  it("readProduct: the product with configurator and detail layout; the flags skip them", async () => {
    const product = await variantFamilyProduct();
    const detail = await api.readProduct(product.id, {}, { includeSeoUrls: true });
    expect([product.id, product.parentId]).toContain(detail.product.parentId ?? detail.product.id);
    expect(detail.configurator.length).toBeGreaterThan(0);
    expect(detail.product.cmsPage?.type).toBe("product_detail");
    expect(detail.product.seoUrls.length).toBeGreaterThan(0);

    const skipped = await api.readProduct(product.id, { skipConfigurator: true, skipCmsPage: true });
    expect(skipped.configurator).toEqual([]);
    expect(skipped.product.cmsPage ?? null).toBeNull();
  });

  it("readProduct: 404 CONTENT__PRODUCT_NOT_FOUND for an unknown id", async () => {
    const error = await storeApiError(api.readProduct("f".repeat(32)));
    expect(error.status).toBe(404);
    expect(error.code).toBe("CONTENT__PRODUCT_NOT_FOUND");
  });

  it("findVariant: the options of a variant lead back to it", async () => {
    const { product: variant } = await api.readProduct((await variantFamilyProduct()).id);
    expect(variant.parentId, "readProduct answers a variant").toBeTruthy();
    const optionIds = variant.options.map((option) => option.id);
    expect(optionIds.length).toBeGreaterThan(0);
    const found = await api.findVariant(variant.parentId!, { options: optionIds });
    expect(found.foundCombination.variantId).toBe(variant.id);
    expect((found.foundCombination.options as string[]).toSorted()).toEqual(optionIds.toSorted());

    const switched = await api.findVariant(variant.parentId!, {
      options: optionIds,
      switchedGroup: variant.options[0]!.groupId!,
    });
    expect(switched.foundCombination.variantId).toBe(variant.id);
  });

  it("readCrossSellings: some listed product has cross-selling groups with products", async () => {
    const { elements } = await homeListing();
    let found: Awaited<ReturnType<StoreApiClient["readCrossSellings"]>> = [];
    for (const product of elements) {
      found = await api.readCrossSellings(product.id);
      if (found.length > 0) break;
    }
    expect(found.length, "a product with cross-sellings").toBeGreaterThan(0);
    expect(found[0]?.crossSelling.id).toBeTruthy();
    expect(found[0]?.products.length).toBeGreaterThan(0);
  });

  it("readReviews: a rated product has reviews", async () => {
    const rated = (await homeListing()).elements.find((product) => (product.ratingAverage ?? 0) > 0);
    expect(rated, "a product with a rating").toBeDefined();
    const reviews = await api.readReviews(rated!.parentId ?? rated!.id, { limit: 10 });
    expect(reviews.elements.length).toBeGreaterThan(0);
    for (const review of reviews.elements) expect(review.points).toBeGreaterThan(0);
  });

  it("saveReview: guests get 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN", async () => {
    const product = await buyableProduct();
    const error = await storeApiError(
      newClient().saveReview(product.id, {
        title: "Sehr gut",
        content: "Reinigt gründlich und schnell.",
        points: 5,
      }),
    );
    expect(error.status).toBe(403);
    expect(error.code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });
});

describe("cart", () => {
  it("readCart: a new session has an empty cart", async () => {
    const client = newClient();
    const cart = await client.readCart();
    expect(cart.lineItems).toEqual([]);
    expect(cart.price.totalPrice).toBe(0);
    expect(client.getContextToken()).toBeTruthy();
  });

  it("addLineItems / updateLineItems / removeLineItems: quantities and totals are recalculated", async () => {
    const client = newClient();
    const product = await buyableProduct();
    // Quantities must respect the product's minimum and steps, or Shopware corrects them (with a cart error).
    const min = product.minPurchase ?? 1;
    const step = product.purchaseSteps ?? 1;
    const added = await client.addLineItems([{ type: "product", id: product.id, quantity: min + step }]);
    const item = added.lineItems.find((entry) => entry.referencedId === product.id);
    expect(item).toMatchObject({ type: "product", quantity: min + step });
    expect(item?.quantityInformation).toMatchObject({ minPurchase: min, purchaseSteps: step });
    // Tier prices can only lower the unit price for larger quantities.
    expect(item!.price!.unitPrice).toBeGreaterThan(0);
    expect(item!.price!.unitPrice).toBeLessThanOrEqual(product.calculatedPrice.unitPrice);
    expect(item!.price!.totalPrice).toBeCloseTo(item!.price!.unitPrice * (min + step), 2);
    expect(added.price.positionPrice).toBeCloseTo(item!.price!.totalPrice, 2);

    const updated = await client.updateLineItems([{ id: item!.id, quantity: min + 2 * step }]);
    expect(updated.lineItems.find((entry) => entry.id === item!.id)?.quantity).toBe(min + 2 * step);
    expect((await client.readCart()).lineItems.find((entry) => entry.id === item!.id)?.quantity).toBe(
      min + 2 * step,
    );

    const removed = await client.removeLineItems([item!.id]);
    expect(removed.lineItems.find((entry) => entry.id === item!.id)).toBeUndefined();
  });

  it("addPromotionCode: an unknown code is a cart error, not an HTTP error", async () => {
    const client = newClient();
    const product = await buyableProduct();
    await client.addLineItems([{ type: "product", id: product.id }]);
    const cart = await client.addPromotionCode("NO-SUCH-CODE");
    expect(cart.errors.map((error) => error.messageKey)).toContain("promotion-not-found");
    expect(cart.lineItems.some((entry) => entry.type === "promotion")).toBe(false);
  });

  it("deleteCart: empties the cart", async () => {
    const client = newClient();
    const product = await buyableProduct();
    await client.addLineItems([{ type: "product", id: product.id }]);
    await expect(client.deleteCart()).resolves.toBeUndefined();
    expect((await client.readCart()).lineItems).toEqual([]);
  });
});
