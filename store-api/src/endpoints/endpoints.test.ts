import { describe, expect, it } from "vitest";
import { createStoreApiClient, type StoreApiClient } from "../client.ts";
import { isReadOperation } from "../read-operations.ts";
import {
  ENDPOINT,
  ids,
  productIds,
  sampleBreadcrumbs,
  sampleCart,
  sampleCategory,
  sampleCmsPage,
  sampleContext,
  sampleCountries,
  sampleCrossSellings,
  sampleCurrencies,
  sampleLandingPage,
  sampleLanguages,
  sampleListing,
  sampleMedia,
  samplePaymentMethods,
  sampleProductDetail,
  sampleReviews,
  sampleSalutations,
  sampleShippingMethods,
} from "../test-fixtures.ts";
import type { StoreApiRequest, StoreApiResponseInfo, StoreApiTransport } from "../transport.ts";
import { login, logout, readCustomer } from "./account.ts";
import { readSitemaps, readSnippets } from "./sitemap.ts";
import {
  confirmRegistration,
  isRecoveryExpired,
  requestPasswordRecovery,
  resetPassword,
} from "./account-lifecycle.ts";
import { changeEmail, changePassword, changeProfile } from "./account-profile.ts";
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from "./account-address.ts";
import { addToWishlist, mergeWishlist, readWishlist, removeFromWishlist } from "./wishlist.ts";
import {
  confirmNewsletter,
  readNewsletterRecipient,
  sendContactForm,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from "./newsletter.ts";
import { searchStores } from "./store-locator.ts";
import {
  addLineItems,
  addPromotionCode,
  deleteCart,
  readCart,
  removeLineItems,
  updateLineItems,
} from "./cart.ts";
import { CATEGORY_PAGE_ASSOCIATIONS, readCategory, readCategoryList } from "./category.ts";
import { readPaymentMethods, readShippingMethods } from "./checkout-method.ts";
import {
  cancelOrder,
  createOrder,
  handlePayment,
  readOrders,
  register,
  setOrderPaymentMethod,
} from "./checkout.ts";
import { readBreadcrumb, readCmsPage, readLandingPage, readMedia } from "./content.ts";
import { readContext, updateContext } from "./context.ts";
import { bindEndpoints, endpoints, type Endpoints } from "./index.ts";
import { readLanguages } from "./language.ts";
import { readProductListing, searchProducts, searchSuggest } from "./listing.ts";
import { DEFAULT_NAVIGATION_DEPTH, navigationDepth, readNavigation } from "./navigation.ts";
import {
  findVariant,
  PRODUCT_DETAIL_ASSOCIATIONS,
  readCrossSellings,
  readProduct,
  readProducts,
  readReviews,
  saveReview,
} from "./product.ts";
import { readSeoUrls } from "./seo-url.ts";
import { readCountries, readCountryStates, readCurrencies, readSalutations } from "./system.ts";

type AnyRequest = StoreApiRequest<unknown, unknown>;

/**
 * A transport that records the request and answers with a canned body: parsed by the request's schema and
 * passed through its `select`, like the client does.
 */
function recorder(answer: unknown = undefined, response: Partial<StoreApiResponseInfo> = {}) {
  const requests: AnyRequest[] = [];
  const api: StoreApiTransport = {
    request: async <T, R = T>(request: StoreApiRequest<T, R>): Promise<R> => {
      requests.push(request as unknown as AnyRequest);
      const data = request.schema.parse(answer);
      const info: StoreApiResponseInfo = {
        status: 200,
        headers: new Headers(),
        contextToken: undefined,
        ...response,
      };
      return request.select ? request.select(data, info) : (data as unknown as R);
    },
  };
  return { api, requests, last: () => requests.at(-1)! };
}

describe("endpoint requests", () => {
  it("readContext: GET /context", async () => {
    const { api, last } = recorder(sampleContext);
    const context = await readContext(api);
    expect(last()).toMatchObject({ method: "GET", path: "/context", kind: "read" });
    expect(context.token).toBe(sampleContext.token);
  });

  it("updateContext: PATCH /context with every field, a write; contextToken from the header", async () => {
    const patch = {
      languageId: ids.languageFr,
      currencyId: ids.currency,
      countryId: ids.country,
      countryStateId: "s",
      shippingMethodId: ids.shippingMethod,
      paymentMethodId: ids.paymentMethod,
      billingAddressId: "b",
      shippingAddressId: "a",
    };
    const { api, last } = recorder(
      { redirectUrl: null, apiAlias: "array_struct" },
      { headers: new Headers({ "sw-context-token": "from-header" }), contextToken: "client-token" },
    );
    const result = await updateContext(api, patch);
    expect(last()).toMatchObject({ method: "PATCH", path: "/context", kind: "write", body: patch });
    expect(result).toEqual({ redirectUrl: null, apiAlias: "array_struct", contextToken: "from-header" });
  });

  it("updateContext: contextToken falls back to the legacy body field, then the client's token", async () => {
    const legacy = recorder({ contextToken: "from-body" }, { contextToken: "client" });
    expect((await updateContext(legacy.api, {})).contextToken).toBe("from-body");
    const client = recorder(null, { contextToken: "client" });
    expect(await updateContext(client.api, {})).toEqual({ contextToken: "client" });
    const proxied = recorder({ redirectUrl: "https://fr.shop.test/" });
    expect(await updateContext(proxied.api, {})).toEqual({
      redirectUrl: "https://fr.shop.test/",
      contextToken: undefined,
    });
  });

  it("readNavigation: encodes ids, defaults depth to 2, passes SEO option", async () => {
    const { api, last } = recorder([sampleCategory]);
    const tree = await readNavigation(
      api,
      { activeId: "main-navigation", rootId: "a/b", buildTree: true, criteria: { limit: 5 } },
      { includeSeoUrls: true },
    );
    expect(last()).toMatchObject({
      method: "POST",
      path: "/navigation/main-navigation/a%2Fb",
      kind: "read",
      includeSeoUrls: true,
      body: { limit: 5, depth: 2, buildTree: true },
    });
    expect(tree[0]?.children[0]?.id).toBe(sampleCategory.children[0]?.id);

    await readNavigation(api, { activeId: "x", rootId: "y", depth: 1 });
    expect(last().body).toEqual({ depth: 1 });
    expect(last().includeSeoUrls).toBeUndefined();
  });

  it("navigationDepth: Shopware loads depth + 1 levels below the root", () => {
    expect(navigationDepth(1)).toBe(0);
    expect(navigationDepth(2)).toBe(1);
    expect(navigationDepth(3)).toBe(DEFAULT_NAVIGATION_DEPTH);
    expect(() => navigationDepth(0)).toThrow(RangeError);
  });

  it("readSeoUrls: equals filter on seoPathInfo without leading slash", async () => {
    const { api, last } = recorder({ elements: [] });
    await readSeoUrls(api, { seoPathInfo: "/Nettoyage/Sols/" });
    expect(last()).toMatchObject({
      method: "POST",
      path: "/seo-url",
      kind: "read",
      body: { filter: [{ type: "equals", field: "seoPathInfo", value: "Nettoyage/Sols/" }] },
    });
  });

  it("readSeoUrls: pathInfo and language filters, merged into given criteria", async () => {
    const { api, last } = recorder({ elements: [] });
    await readSeoUrls(api, {
      pathInfo: "/navigation/abc",
      languageId: "lang",
      criteria: { limit: 1, filter: [{ type: "equals", field: "isCanonical", value: true }] },
    });
    expect(last().body).toEqual({
      limit: 1,
      filter: [
        { type: "equals", field: "isCanonical", value: true },
        { type: "equals", field: "pathInfo", value: "/navigation/abc" },
        { type: "equals", field: "languageId", value: "lang" },
      ],
    });
  });

  it("readCategory: CMS associations merged with listing criteria in wire names", async () => {
    const { api, last } = recorder(sampleCategory);
    await readCategory(
      api,
      "cat id",
      {
        page: 2,
        order: "price-asc",
        manufacturer: ["m1", "m2"],
        associations: { cmsPage: { associations: { sections: { limit: 3 } } } },
      },
      { includeSeoUrls: true },
    );
    const request = last();
    expect(request).toMatchObject({
      method: "POST",
      path: "/category/cat%20id",
      kind: "read",
      includeSeoUrls: true,
    });
    expect(request.body).toEqual({
      p: 2,
      order: "price-asc",
      manufacturer: "m1|m2",
      associations: {
        media: {},
        cmsPage: {
          associations: {
            sections: {
              limit: 3,
              associations: CATEGORY_PAGE_ASSOCIATIONS.cmsPage!.associations!.sections!.associations,
            },
          },
        },
      },
    });
    await readCategory(api, "c");
    expect(last().body).toEqual({ associations: CATEGORY_PAGE_ASSOCIATIONS });
  });

  it("readCategoryList: POST /category with the criteria", async () => {
    const { api, last } = recorder({ elements: [sampleCategory] });
    const result = await readCategoryList(api, { ids: [ids.category] });
    expect(last()).toMatchObject({
      method: "POST",
      path: "/category",
      kind: "read",
      body: { ids: [ids.category] },
    });
    expect(result.elements[0]?.id).toBe(ids.category);
  });

  it("readLanguages: POST /language with translationCode", async () => {
    const { api, last } = recorder(sampleLanguages);
    const languages = await readLanguages(api);
    expect(last()).toMatchObject({
      method: "POST",
      path: "/language",
      kind: "read",
      body: { associations: { translationCode: {} } },
    });
    expect(languages.elements).toHaveLength(2);
  });

  it("readCurrencies: POST /currency, a plain array", async () => {
    const { api, last } = recorder(sampleCurrencies);
    const currencies = await readCurrencies(api, { limit: 5 });
    expect(last()).toMatchObject({ method: "POST", path: "/currency", kind: "read", body: { limit: 5 } });
    expect(currencies[0]?.totalRounding?.interval).toBe(0.05);
  });

  it("readCountries / readCountryStates / readSalutations", async () => {
    const { api, last } = recorder(sampleCountries);
    const countries = await readCountries(api, { associations: { states: {} } });
    expect(last()).toMatchObject({
      method: "POST",
      path: "/country",
      kind: "read",
      body: { associations: { states: {} } },
    });
    expect(countries.elements[0]?.states[0]?.shortCode).toBe("CH-ZH");

    const states = recorder({ elements: sampleCountries.elements[0]!.states });
    await readCountryStates(states.api, "a/b");
    expect(states.last()).toMatchObject({
      method: "POST",
      path: "/country-state/a%2Fb",
      kind: "read",
      body: {},
    });

    const salutations = recorder(sampleSalutations);
    const result = await readSalutations(salutations.api);
    expect(salutations.last()).toMatchObject({ method: "POST", path: "/salutation", kind: "read", body: {} });
    expect(result.elements.map((salutation) => salutation.salutationKey)).toEqual(["mr", "not_specified"]);
  });

  it("readPaymentMethods: onlyAvailable in the body", async () => {
    const { api, last } = recorder(samplePaymentMethods);
    await readPaymentMethods(api, { onlyAvailable: true, criteria: { limit: 10 } });
    expect(last()).toMatchObject({
      method: "POST",
      path: "/payment-method",
      kind: "read",
      body: { limit: 10, onlyAvailable: true },
    });
    expect(last().query).toBeUndefined();
    await readPaymentMethods(api);
    expect(last().body).toEqual({});
  });

  it("readShippingMethods: onlyAvailable in the query", async () => {
    const { api, last } = recorder(sampleShippingMethods);
    const methods = await readShippingMethods(api, { onlyAvailable: true });
    expect(last()).toMatchObject({
      method: "POST",
      path: "/shipping-method",
      kind: "read",
      query: { onlyAvailable: true },
      body: {},
    });
    expect(methods.elements[0]?.deliveryTime?.max).toBe(3);
    await readShippingMethods(api);
    expect(last().query).toBeUndefined();
  });

  it("readBreadcrumb: GET with type and referrer category in the query", async () => {
    const { api, last } = recorder(sampleBreadcrumbs);
    const trail = await readBreadcrumb(api, productIds.variant, {
      type: "product",
      referrerCategoryId: ids.category,
    });
    expect(last()).toMatchObject({
      method: "GET",
      path: `/breadcrumb/${productIds.variant}`,
      kind: "read",
      query: { type: "product", referrerCategoryId: ids.category },
    });
    expect(trail.map((entry) => entry.path)).toEqual(["Reinigung/", "Reinigung/Boeden/"]);
  });

  it("readLandingPage / readCmsPage: listing criteria in the body", async () => {
    const landing = recorder(sampleLandingPage);
    const page = await readLandingPage(landing.api, productIds.landingPage, { limit: 4 });
    expect(landing.last()).toMatchObject({
      method: "POST",
      path: `/landing-page/${productIds.landingPage}`,
      kind: "read",
      body: { limit: 4 },
    });
    expect(page.cmsPage?.type).toBe("landingpage");

    const cms = recorder(sampleCmsPage);
    await readCmsPage(cms.api, ids.cmsPage, { page: 3 }, { includeSeoUrls: true });
    expect(cms.last()).toMatchObject({
      method: "POST",
      path: `/cms/${ids.cmsPage}`,
      kind: "read",
      includeSeoUrls: true,
      body: { p: 3 },
    });
  });

  it("readMedia: POST /media with the ids", async () => {
    const { api, last } = recorder([sampleMedia]);
    const media = await readMedia(api, [ids.media]);
    expect(last()).toMatchObject({
      method: "POST",
      path: "/media",
      kind: "read",
      body: { ids: [ids.media] },
    });
    expect(media[0]?.url).toBe(sampleMedia.url);
  });

  it("readProductListing: listing criteria in wire names", async () => {
    const { api, last } = recorder(sampleListing);
    const listing = await readProductListing(
      api,
      ids.category,
      {
        page: 2,
        limit: 24,
        order: "price-desc",
        manufacturer: ["m1", "m2"],
        properties: ["o1", "o2", "o3"],
        minPrice: 10,
        maxPrice: 50,
        rating: 3,
        shippingFree: true,
        noAggregations: true,
        filters: { rating: false },
        "post-filter": [{ type: "equals", field: "available", value: true }],
      },
      { includeSeoUrls: true },
    );
    expect(last()).toMatchObject({
      method: "POST",
      path: `/product-listing/${ids.category}`,
      kind: "read",
      includeSeoUrls: true,
    });
    expect(last().body).toEqual({
      "post-filter": [{ type: "equals", field: "available", value: true }],
      p: 2,
      limit: 24,
      order: "price-desc",
      manufacturer: "m1|m2",
      properties: "o1|o2|o3",
      "min-price": 10,
      "max-price": 50,
      rating: 3,
      "shipping-free": true,
      "no-aggregations": true,
      "rating-filter": false,
    });
    expect(listing.elements).toHaveLength(2);
  });

  it("searchProducts / searchSuggest: the term as `search`", async () => {
    const { api, last } = recorder(sampleListing);
    await searchProducts(api, "boden", { limit: 12, search: "ignored", order: "score" });
    expect(last()).toMatchObject({
      method: "POST",
      path: "/search",
      kind: "read",
      body: { limit: 12, order: "score", search: "boden" },
    });
    await searchSuggest(api, "bod");
    expect(last()).toMatchObject({
      method: "POST",
      path: "/search-suggest",
      kind: "read",
      body: { search: "bod" },
    });
  });

  it("readProducts: POST /product with the criteria", async () => {
    const { api, last } = recorder({ elements: sampleListing.elements, total: 2 });
    const products = await readProducts(api, {
      filter: [{ type: "equals", field: "parentId", value: productIds.parent }],
    });
    expect(last()).toMatchObject({
      method: "POST",
      path: "/product",
      kind: "read",
      body: { filter: [{ type: "equals", field: "parentId", value: productIds.parent }] },
    });
    expect(products.elements[1]?.translated?.customFields?.custom_product_fields_hide_price).toBe(true);
  });

  it("readProduct: flags in the query only when set, detail associations in the body", async () => {
    const { api, last } = recorder(sampleProductDetail);
    const detail = await readProduct(api, productIds.parent, {
      skipConfigurator: true,
      skipCmsPage: true,
      criteria: { associations: { crossSellings: {} } },
    });
    expect(last()).toMatchObject({
      method: "POST",
      path: `/product/${productIds.parent}`,
      kind: "read",
      query: { skipConfigurator: true, skipCmsPage: true },
      body: { associations: { ...PRODUCT_DETAIL_ASSOCIATIONS, crossSellings: {} } },
    });
    expect(detail.configurator[0]?.options[1]?.combinable).toBe(false);
    await readProduct(api, productIds.parent);
    expect(last().query).toEqual({});
    expect(last().body).toEqual({ associations: PRODUCT_DETAIL_ASSOCIATIONS });
  });

  it("findVariant: options and switchedGroup in the body", async () => {
    const { api, last } = recorder({
      foundCombination: { variantId: productIds.variant, options: [productIds.size5l] },
    });
    const found = await findVariant(api, productIds.parent, {
      options: { [productIds.sizeGroup]: productIds.size5l },
      switchedGroup: productIds.sizeGroup,
    });
    expect(last()).toMatchObject({
      method: "POST",
      path: `/product/${productIds.parent}/find-variant`,
      kind: "read",
      body: { options: { [productIds.sizeGroup]: productIds.size5l }, switchedGroup: productIds.sizeGroup },
    });
    expect(found.foundCombination.variantId).toBe(productIds.variant);
    await findVariant(api, productIds.parent, { options: [productIds.size5l] });
    expect(last().body).toEqual({ options: [productIds.size5l] });
  });

  it("readCrossSellings / readReviews: reads", async () => {
    const cross = recorder(sampleCrossSellings);
    const groups = await readCrossSellings(cross.api, productIds.parent, { includeSeoUrls: true });
    expect(cross.last()).toMatchObject({
      method: "POST",
      path: `/product/${productIds.parent}/cross-selling`,
      kind: "read",
      includeSeoUrls: true,
    });
    expect(groups[0]?.products).toHaveLength(1);

    const reviews = recorder(sampleReviews);
    const list = await readReviews(reviews.api, productIds.parent, { limit: 10 });
    expect(reviews.last()).toMatchObject({
      method: "POST",
      path: `/product/${productIds.parent}/reviews`,
      kind: "read",
      body: { limit: 10 },
    });
    expect(list.elements[0]?.points).toBe(4.5);
  });

  it("saveReview: a write; the 204 answer becomes undefined", async () => {
    const { api, last } = recorder(undefined);
    const review = { title: "Gut", content: "Reinigt gut und riecht angenehm.", points: 4 };
    await expect(saveReview(api, productIds.parent, review)).resolves.toBeUndefined();
    expect(last()).toMatchObject({
      method: "POST",
      path: `/product/${productIds.parent}/review`,
      kind: "write",
      body: review,
    });
  });

  it("cart: read, delete and line item calls", async () => {
    const { api, last, requests } = recorder(sampleCart);
    await readCart(api);
    expect(last()).toMatchObject({ method: "GET", path: "/checkout/cart", kind: "read" });

    await addLineItems(api, [{ type: "product", id: productIds.variant, quantity: 2 }]);
    expect(last()).toMatchObject({
      method: "POST",
      path: "/checkout/cart/line-item",
      kind: "write",
      body: { items: [{ type: "product", id: productIds.variant, quantity: 2 }] },
    });

    await updateLineItems(api, [{ id: productIds.variant, quantity: 3 }]);
    expect(last()).toMatchObject({
      method: "PATCH",
      path: "/checkout/cart/line-item",
      kind: "write",
      body: { items: [{ id: productIds.variant, quantity: 3 }] },
    });

    await removeLineItems(api, [productIds.variant]);
    expect(last()).toMatchObject({
      method: "POST",
      path: "/checkout/cart/line-item/delete",
      kind: "write",
      body: { ids: [productIds.variant] },
    });

    await addPromotionCode(api, " SPRING ");
    expect(last()).toMatchObject({
      method: "POST",
      path: "/checkout/cart/line-item",
      kind: "write",
      body: { items: [{ type: "promotion", referencedId: "SPRING" }] },
    });
    expect(requests).toHaveLength(5);

    const deleted = recorder(undefined);
    await expect(deleteCart(deleted.api)).resolves.toBeUndefined();
    expect(deleted.last()).toMatchObject({ method: "DELETE", path: "/checkout/cart", kind: "write" });
  });
});

const sampleOrder = {
  id: "o",
  orderDateTime: "2026-11-24T10:00:00.000+00:00",
  price: sampleCart.price,
  currencyId: "c",
  languageId: "l",
  stateMachineState: { technicalName: "open" },
};

/** Every endpoint with a sample call and a valid answer; the type makes a missing endpoint a type error. */
const samples: {
  [K in keyof Endpoints]: { call: (api: StoreApiTransport) => Promise<unknown>; answer: unknown };
} = {
  readContext: { call: (api) => readContext(api), answer: sampleContext },
  updateContext: { call: (api) => updateContext(api, { currencyId: "c" }), answer: { redirectUrl: null } },
  login: { call: (api) => login(api, { username: "u", password: "p" }), answer: { redirectUrl: null } },
  logout: { call: (api) => logout(api), answer: { redirectUrl: null } },
  readCustomer: { call: (api) => readCustomer(api), answer: { id: "c" } },
  confirmRegistration: {
    call: (api) => confirmRegistration(api, { hash: "h", em: "e" }),
    answer: { id: "c" },
  },
  requestPasswordRecovery: {
    call: (api) => requestPasswordRecovery(api, { email: "e@example.ch", storefrontUrl: "http://shop" }),
    answer: { success: true },
  },
  resetPassword: {
    call: (api) => resetPassword(api, { hash: "h", newPassword: "p", newPasswordConfirm: "p" }),
    answer: { success: true },
  },
  isRecoveryExpired: { call: (api) => isRecoveryExpired(api, "h"), answer: { isExpired: false } },
  changeProfile: {
    call: (api) => changeProfile(api, { firstName: "A", lastName: "B" }),
    answer: { success: true },
  },
  changeEmail: {
    call: (api) =>
      changeEmail(api, { email: "e@example.ch", emailConfirmation: "e@example.ch", password: "p" }),
    answer: { success: true },
  },
  listAddresses: { call: (api) => listAddresses(api, { limit: 5 }), answer: { elements: [] } },
  saveAddress: {
    call: (api) =>
      saveAddress(
        api,
        { firstName: "A", lastName: "B", street: "s", zipcode: "8000", city: "Z", countryId: "c" },
        "a",
      ),
    answer: { id: "a" },
  },
  deleteAddress: { call: (api) => deleteAddress(api, "a"), answer: undefined },
  setDefaultAddress: { call: (api) => setDefaultAddress(api, "billing", "a"), answer: undefined },
  readWishlist: { call: (api) => readWishlist(api, { limit: 5 }), answer: { products: { elements: [] } } },
  addToWishlist: { call: (api) => addToWishlist(api, "p"), answer: { success: true } },
  removeFromWishlist: { call: (api) => removeFromWishlist(api, "p"), answer: { success: true } },
  mergeWishlist: { call: (api) => mergeWishlist(api, ["p"]), answer: { success: true } },
  subscribeNewsletter: {
    call: (api) => subscribeNewsletter(api, { email: "a@b.ch", storefrontUrl: "http://shop" }),
    answer: { success: true, status: "notSet" },
  },
  confirmNewsletter: {
    call: (api) => confirmNewsletter(api, { hash: "h", em: "e" }),
    answer: { success: true },
  },
  unsubscribeNewsletter: { call: (api) => unsubscribeNewsletter(api, "a@b.ch"), answer: { success: true } },
  readNewsletterRecipient: { call: (api) => readNewsletterRecipient(api), answer: { status: "optIn" } },
  searchStores: {
    call: (api) => searchStores(api, { search: "1700", radius: 30 }),
    answer: {
      search: "1700",
      radius: 30,
      now: "2026-11-24T10:00:00.000Z",
      origin: null,
      suggestions: [],
      total: 0,
      elements: [],
    },
  },
  sendContactForm: {
    call: (api) => sendContactForm(api, { email: "a@b.ch", subject: "s", comment: "c" }),
    answer: { individualSuccessMessage: "" },
  },
  changePassword: {
    call: (api) => changePassword(api, { password: "p", newPassword: "n", newPasswordConfirm: "n" }),
    answer: { redirectUrl: null },
  },
  readNavigation: {
    call: (api) => readNavigation(api, { activeId: "a", rootId: "b" }, { includeSeoUrls: true }),
    answer: [sampleCategory],
  },
  readSeoUrls: { call: (api) => readSeoUrls(api, { seoPathInfo: "x" }), answer: { elements: [] } },
  readSitemaps: { call: (api) => readSitemaps(api), answer: [] },
  readSnippets: { call: (api) => readSnippets(api), answer: { sets: [] } },
  readCategory: {
    call: (api) => readCategory(api, "c", { page: 2 }, { includeSeoUrls: true }),
    answer: sampleCategory,
  },
  readCategoryList: { call: (api) => readCategoryList(api), answer: { elements: [] } },
  readBreadcrumb: {
    call: (api) => readBreadcrumb(api, "c", { type: "category" }),
    answer: { breadcrumbs: sampleBreadcrumbs },
  },
  readLandingPage: { call: (api) => readLandingPage(api, "l"), answer: sampleLandingPage },
  readCmsPage: { call: (api) => readCmsPage(api, "p"), answer: sampleCmsPage },
  readMedia: { call: (api) => readMedia(api, ["m"]), answer: [sampleMedia] },
  readLanguages: { call: (api) => readLanguages(api), answer: sampleLanguages },
  readCurrencies: { call: (api) => readCurrencies(api), answer: sampleCurrencies },
  readCountries: { call: (api) => readCountries(api), answer: sampleCountries },
  readCountryStates: { call: (api) => readCountryStates(api, "c"), answer: { elements: [] } },
  readSalutations: { call: (api) => readSalutations(api), answer: sampleSalutations },
  readPaymentMethods: {
    call: (api) => readPaymentMethods(api, { onlyAvailable: true }),
    answer: samplePaymentMethods,
  },
  readShippingMethods: {
    call: (api) => readShippingMethods(api, { onlyAvailable: true }),
    answer: sampleShippingMethods,
  },
  readProductListing: {
    call: (api) => readProductListing(api, "c", { manufacturer: ["a", "b"] }, { includeSeoUrls: true }),
    answer: sampleListing,
  },
  searchProducts: { call: (api) => searchProducts(api, "boden"), answer: sampleListing },
  searchSuggest: { call: (api) => searchSuggest(api, "bod"), answer: sampleListing },
  readProducts: { call: (api) => readProducts(api), answer: { elements: sampleListing.elements } },
  readProduct: {
    call: (api) => readProduct(api, "p", { skipCmsPage: true }, { includeSeoUrls: true }),
    answer: sampleProductDetail,
  },
  findVariant: {
    call: (api) => findVariant(api, "p", { options: ["o"] }),
    answer: { foundCombination: { variantId: "v", options: ["o"] } },
  },
  readCrossSellings: { call: (api) => readCrossSellings(api, "p"), answer: sampleCrossSellings },
  readReviews: { call: (api) => readReviews(api, "p"), answer: sampleReviews },
  saveReview: {
    call: (api) => saveReview(api, "p", { title: "t", content: "c", points: 5 }),
    answer: undefined,
  },
  readCart: { call: (api) => readCart(api), answer: sampleCart },
  deleteCart: { call: (api) => deleteCart(api), answer: undefined },
  addLineItems: {
    call: (api) => addLineItems(api, [{ type: "product", id: "p", quantity: 1 }]),
    answer: sampleCart,
  },
  updateLineItems: { call: (api) => updateLineItems(api, [{ id: "p", quantity: 2 }]), answer: sampleCart },
  removeLineItems: { call: (api) => removeLineItems(api, ["p"]), answer: sampleCart },
  addPromotionCode: { call: (api) => addPromotionCode(api, "CODE"), answer: sampleCart },
  register: {
    call: (api) =>
      register(api, {
        guest: true,
        email: "e@example.ch",
        firstName: "F",
        lastName: "L",
        storefrontUrl: "http://shop",
        acceptedDataProtection: true,
        billingAddress: { countryId: "c", street: "s", zipcode: "8000", city: "Zürich" },
      }),
    answer: { id: "c" },
  },
  createOrder: { call: (api) => createOrder(api, { customerComment: "c" }), answer: sampleOrder },
  readOrders: {
    call: (api) => readOrders(api, { limit: 10 }),
    answer: { orders: { elements: [sampleOrder] }, paymentChangeable: {} },
  },
  handlePayment: {
    call: (api) => handlePayment(api, { orderId: "o", finishUrl: "/ok", errorUrl: "/ko" }),
    answer: { redirectUrl: "/ok" },
  },
  setOrderPaymentMethod: {
    call: (api) => setOrderPaymentMethod(api, { orderId: "o", paymentMethodId: "p" }),
    answer: { success: true },
  },
  cancelOrder: { call: (api) => cancelOrder(api, "o"), answer: { technicalName: "cancelled" } },
};

describe("endpoint registry", () => {
  it.each(Object.keys(samples))("%s declares the same read/write kind as isReadOperation", async (name) => {
    const { api, requests } = recorder(samples[name as keyof Endpoints].answer);
    await samples[name as keyof Endpoints].call(api);
    const [request] = requests;
    expect(request).toBeDefined();
    expect(request!.kind === "read").toBe(isReadOperation(request!.method, request!.path));
  });

  it("bindEndpoints drops the transport argument", async () => {
    const { api, last } = recorder(sampleLanguages);
    const bound = bindEndpoints(api, endpoints);
    expect(Object.keys(bound).toSorted()).toEqual(Object.keys(endpoints).toSorted());
    await bound.readLanguages({ limit: 1 }, { headers: { "x-test": "1" } });
    expect(last()).toMatchObject({ path: "/language", headers: { "x-test": "1" }, body: { limit: 1 } });
  });
});

interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A client whose fetch records what goes on the wire and answers `answer` (204 for `undefined`). */
function wireClient(answer: unknown) {
  const sent: SentRequest[] = [];
  const client: StoreApiClient = createStoreApiClient({
    endpoint: ENDPOINT,
    accessKey: "SWSCTEST",
    contextToken: "token-1",
    languageId: ids.languageDe,
    retryDelay: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = await request.text();
      sent.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      return answer === undefined
        ? new Response(null, { status: 204, headers: { "sw-context-token": "token-1" } })
        : Response.json(answer, { headers: { "sw-context-token": "token-1" } });
    },
  });
  return { client, sent };
}

describe("endpoints on the wire (client with a fake fetch)", () => {
  it.each(Object.keys(samples))("%s: method, URL, headers and JSON body; answer parses", async (name) => {
    const sample = samples[name as keyof Endpoints];
    const recorded = recorder(sample.answer);
    await sample.call(recorded.api);
    const expected = recorded.last();

    const { client, sent } = wireClient(sample.answer);
    await expect(sample.call(client)).resolves.not.toBeInstanceOf(Error);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe(expected.method);
    expect(request!.url.pathname).toBe(`/store-api${expected.path}`);
    const query = Object.fromEntries(
      Object.entries(expected.query ?? {})
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    );
    expect(Object.fromEntries(request!.url.searchParams)).toEqual(query);
    expect(request!.headers.get("sw-access-key")).toBe("SWSCTEST");
    expect(request!.headers.get("sw-context-token")).toBe("token-1");
    expect(request!.headers.get("sw-language-id")).toBe(ids.languageDe);
    expect(request!.headers.get("sw-include-seo-urls")).toBe(expected.includeSeoUrls ? "true" : null);
    expect(request!.body).toEqual(
      expected.body === undefined ? undefined : JSON.parse(JSON.stringify(expected.body)),
    );
    // wretch sets the JSON content type for object bodies; GET and DELETE send none.
    expect(request!.headers.get("content-type")?.startsWith("application/json") ?? false).toBe(
      expected.body !== undefined,
    );
  });
});
