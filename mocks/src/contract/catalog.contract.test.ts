/**
 * Contract of the catalog endpoints: product listing, search, products, variants, cross-selling, reviews,
 * breadcrumb, landing pages, media and category lists answer, in each variant, with bodies that Shopware's own
 * OpenAPI schema accepts (minus the deviations listed in deviations.ts). Test products are picked by what they
 * are (a family, a product with tiers, ...), so the cases hold whatever the catalog's size.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { catalogIndex } from "../entities/product.ts";
import { categoryIds, fixtureIds, languageIds } from "../fixtures/index.ts";
import { catalog, reviewsOf, variantsOf } from "../fixtures/catalog/index.ts";
import { demoBusinessCustomer } from "../fixtures/customers.ts";
import { createTestEmulator, type TestEmulator } from "../node.ts";
import { compressed, expectContract, loggedInAs, type ContractCase } from "./cases.ts";
import { createContractValidator, type ContractValidator } from "./openapi.ts";

type Method = "get" | "post";

const fr = languageIds["fr-CH"];
const index = catalogIndex();
const mains = catalog.products.filter((product) => product.parentId === null);
const simple = mains.find((product) => variantsOf(product.id).length === 0 && product.prices.length > 1)!;
const family = mains.find((product) => variantsOf(product.id).length > 1)!;
const variant = variantsOf(family.id).at(-1)!;
const optionGroup = (id: string) => index.options.get(id)!.groupId;
const reviewed = mains.find((product) => reviewsOf(product.id).some((review) => review.status))!;
const digital = mains.find((product) => product.type === "digital")!;
const crossSold = mains.find((product) => product.crossSellingIds.length > 0)!;
const category = family.categoryIds[0]!;
const topCategory = categoryIds.cleaning!;
const property = simple.propertyIds[0]!;
const customerId = "c".repeat(32);
const loggedIn = (token: string) => (emulator: TestEmulator) => {
  emulator.state.update(token, { customerId });
};
const review = {
  title: "Sehr zufrieden",
  content: "Reinigt gründlich, riecht angenehm und ist sparsam in der Anwendung.",
  points: 5,
};

const listing: [Method, string] = ["post", "/product-listing/{categoryId}"];
const search: [Method, string] = ["post", "/search"];
const suggest: [Method, string] = ["post", "/search-suggest"];
const products: [Method, string] = ["post", "/product"];
const detail: [Method, string] = ["post", "/product/{productId}"];
const findVariant: [Method, string] = ["post", "/product/{productId}/find-variant"];
const crossSelling: [Method, string] = ["post", "/product/{productId}/cross-selling"];
const reviews: [Method, string] = ["post", "/product/{productId}/reviews"];
const saveReview: [Method, string] = ["post", "/product/{productId}/review"];
const breadcrumb: [Method, string] = ["get", "/breadcrumb/{id}"];
const landingPage: [Method, string] = ["post", "/landing-page/{landingPageId}"];
const media: [Method, string] = ["post", "/media"];
const categoryList: [Method, string] = ["post", "/category"];
const categoryRead: [Method, string] = ["post", "/category/{navigationId}"];

const cases: ContractCase[] = [
  // Product listing
  {
    name: "listing",
    operation: listing,
    path: `/product-listing/${topCategory}`,
    init: { json: {} },
    status: 200,
  },
  {
    name: "listing page 2, by price, French with SEO URLs",
    operation: listing,
    path: `/product-listing/${topCategory}?p=2`,
    init: { json: { order: "price-desc", limit: 5 }, languageId: fr, includeSeoUrls: true },
    status: 200,
  },
  {
    name: "listing with every filter",
    operation: listing,
    path: `/product-listing/${topCategory}`,
    init: {
      json: {
        manufacturer: simple.manufacturerId,
        properties: property,
        "min-price": 1,
        "max-price": 500,
        rating: 1,
        "shipping-free": false,
      },
    },
    status: 200,
  },
  {
    name: "listing with a variant option filter and reduced aggregations",
    operation: listing,
    path: `/product-listing/${category}`,
    init: { json: { properties: variant.optionIds[0], "reduce-aggregations": "1" } },
    status: 200,
  },
  {
    name: "listing without filters and aggregations",
    operation: listing,
    path: `/product-listing/${category}`,
    init: {
      json: {
        "manufacturer-filter": false,
        "price-filter": false,
        "rating-filter": false,
        "shipping-free-filter": false,
        "property-filter": false,
        "no-aggregations": true,
      },
    },
    status: 200,
  },
  {
    name: "listing, aggregations only, with a property whitelist",
    operation: listing,
    path: `/product-listing/${topCategory}`,
    init: { json: { "only-aggregations": true, "property-whitelist": optionGroup(property) } },
    status: 200,
  },
  {
    name: "listing with criteria aggregations and associations",
    operation: listing,
    path: `/product-listing/${topCategory}`,
    init: {
      json: {
        limit: 2,
        associations: { media: {}, downloads: {} },
        aggregations: [
          { name: "categories", type: "entity", field: "categoriesRo.id", definition: "category" },
        ],
      },
    },
    status: 200,
  },
  {
    name: "GET listing with _criteria",
    operation: ["get", "/product-listing/{categoryId}"],
    path: `/product-listing/${topCategory}?_criteria=${compressed({ limit: 3, order: "topseller" })}`,
    status: 200,
  },
  {
    name: "listing in EUR",
    operation: listing,
    path: `/product-listing/${topCategory}`,
    init: { json: { limit: 3 }, token: "contract-listing-eur" },
    setup: (emulator) => {
      emulator.state.update("contract-listing-eur", { currencyId: fixtureIds.currencies.EUR });
    },
    status: 200,
  },
  {
    name: "listing of an unknown category",
    operation: listing,
    path: `/product-listing/${"d".repeat(32)}`,
    init: { json: {} },
    status: 404,
  },

  // Search
  { name: "search", operation: search, path: "/search", init: { json: { search: "reiniger" } }, status: 200 },
  {
    name: "search by name in French",
    operation: search,
    path: "/search",
    init: { json: { search: simple.name["fr-CH"], limit: 5 }, languageId: fr, includeSeoUrls: true },
    status: 200,
  },
  {
    name: "search by product number, sorted by name",
    operation: search,
    path: "/search",
    init: { json: { search: variant.productNumber, order: "name-asc" } },
    status: 200,
  },
  {
    name: "search with filters",
    operation: search,
    path: "/search",
    init: { json: { search: "reiniger", manufacturer: simple.manufacturerId, "max-price": 100 } },
    status: 200,
  },
  {
    name: "search without hits",
    operation: search,
    path: "/search",
    init: { json: { search: "zzqxy-nichts" } },
    status: 200,
  },
  {
    name: "GET search",
    operation: ["get", "/search"],
    path: `/search?search=${encodeURIComponent(simple.name["de-DE"])}`,
    status: 200,
  },
  { name: "search without term", operation: search, path: "/search", init: { json: {} }, status: 400 },
  {
    name: "search suggestion",
    operation: suggest,
    path: "/search-suggest",
    init: { json: { search: simple.name["de-DE"], limit: 10 } },
    status: 200,
  },
  {
    name: "search suggestion without term",
    operation: suggest,
    path: "/search-suggest",
    init: { json: {} },
    status: 400,
  },

  // Products
  { name: "product list", operation: products, path: "/product", init: { json: { limit: 5 } }, status: 200 },
  {
    name: "a family's variants",
    operation: products,
    path: "/product",
    init: {
      json: {
        filter: [{ type: "equals", field: "parentId", value: family.id }],
        sort: [{ field: "productNumber", order: "ASC", naturalSorting: true }],
        "total-count-mode": "exact",
        associations: { media: {} },
      },
      languageId: fr,
    },
    status: 200,
  },
  {
    name: "products by ids and term",
    operation: products,
    path: "/product",
    init: { json: { ids: [simple.id, family.id], term: simple.name["de-DE"] } },
    status: 200,
  },
  {
    name: "product list with aggregations",
    operation: products,
    path: "/product",
    init: {
      json: {
        limit: 1,
        aggregations: [
          {
            name: "manufacturers",
            type: "entity",
            field: "manufacturerId",
            definition: "product_manufacturer",
          },
          { name: "prices", type: "stats", field: "price" },
        ],
      },
    },
    status: 200,
  },
  {
    name: "GET product list",
    operation: ["get", "/product"],
    path: `/product?_criteria=${compressed({ limit: 2, "total-count-mode": "next-pages" })}`,
    status: 200,
  },
  {
    name: "simple product",
    operation: detail,
    path: `/product/${simple.id}`,
    init: { json: {} },
    status: 200,
  },
  {
    name: "simple product for a business customer (net prices)",
    operation: detail,
    path: `/product/${simple.id}`,
    init: { json: {}, token: "contract-net-product" },
    setup: loggedInAs("contract-net-product", demoBusinessCustomer.id),
    status: 200,
    expect: (body) => {
      const { calculatedPrice } = body.product as { calculatedPrice: { unitPrice: number } };
      const rate = index.taxes.get(simple.taxKey)!.taxRate;
      expect(calculatedPrice.unitPrice).toBeCloseTo(simple.prices[0]!.gross / (1 + rate / 100), 2);
    },
  },
  {
    name: "download product (type digital, its file private)",
    operation: detail,
    path: `/product/${digital.id}`,
    init: { json: {} },
    status: 200,
    expect: (body) =>
      expect(body.product).toMatchObject({
        type: "digital",
        states: ["is-download"],
        deliveryTime: null,
        downloads: [{ media: { private: true, url: "" } }],
      }),
  },
  {
    name: "parent product (resolved to a variant), French with SEO URLs",
    operation: detail,
    path: `/product/${family.id}`,
    init: { json: {}, languageId: fr, includeSeoUrls: true },
    status: 200,
  },
  {
    name: "variant without configurator and layout",
    operation: detail,
    path: `/product/${variant.id}?skipConfigurator=1&skipCmsPage=1`,
    init: { json: {} },
    status: 200,
  },
  {
    name: "GET product",
    operation: ["get", "/product/{productId}"],
    path: `/product/${variant.id}`,
    status: 200,
  },
  {
    name: "unknown product",
    operation: detail,
    path: `/product/${"0".repeat(32)}`,
    init: { json: {} },
    status: 404,
  },
  {
    name: "find a variant by options",
    operation: findVariant,
    path: `/product/${family.id}/find-variant`,
    init: { json: { options: variant.optionIds } },
    status: 200,
  },
  {
    name: "find a variant by a switched group",
    operation: findVariant,
    path: `/product/${family.id}/find-variant`,
    init: { json: { options: variant.optionIds, switchedGroup: optionGroup(variant.optionIds[0]!) } },
    status: 200,
  },
  {
    name: "find a variant that does not exist",
    operation: findVariant,
    path: `/product/${family.id}/find-variant`,
    init: { json: { options: ["f".repeat(32)] } },
    status: 404,
  },
  {
    name: "find a variant with invalid options",
    operation: findVariant,
    path: `/product/${family.id}/find-variant`,
    init: { json: { options: [1] } },
    status: 400,
  },
  {
    name: "cross-selling",
    operation: crossSelling,
    path: `/product/${crossSold.id}/cross-selling`,
    init: { json: {} },
    status: 200,
  },
  {
    name: "cross-selling in French with SEO URLs",
    operation: crossSelling,
    path: `/product/${crossSold.id}/cross-selling`,
    init: { json: {}, languageId: fr, includeSeoUrls: true },
    status: 200,
  },
  {
    name: "GET cross-selling of an unknown product",
    operation: ["get", "/product/{productId}/cross-selling"],
    path: `/product/${"0".repeat(32)}/cross-selling`,
    status: 200,
  },

  // Reviews
  {
    name: "reviews",
    operation: reviews,
    path: `/product/${reviewed.id}/reviews`,
    init: { json: {} },
    status: 200,
  },
  {
    name: "reviews with criteria and a points aggregation",
    operation: reviews,
    path: `/product/${reviewed.id}/reviews`,
    init: {
      json: {
        limit: 2,
        "total-count-mode": "exact",
        sort: [{ field: "points", order: "DESC" }],
        aggregations: [{ name: "points", type: "terms", field: "points" }],
      },
    },
    status: 200,
  },
  {
    name: "reviews with the customer's own pending one",
    operation: reviews,
    path: `/product/${reviewed.id}/reviews`,
    init: { json: {}, token: "contract-reviewer" },
    setup: async (emulator) => {
      loggedIn("contract-reviewer")(emulator);
      const saved = await emulator.request(`/product/${reviewed.id}/review`, {
        json: review,
        token: "contract-reviewer",
      });
      expect(saved.status).toBe(204);
    },
    status: 200,
  },
  {
    name: "GET reviews",
    operation: ["get", "/product/{productId}/reviews"],
    path: `/product/${reviewed.id}/reviews`,
    status: 200,
  },
  {
    name: "review as a guest",
    operation: saveReview,
    path: `/product/${reviewed.id}/review`,
    init: { json: review },
    status: 403,
  },
  {
    name: "invalid review",
    operation: saveReview,
    path: `/product/${reviewed.id}/review`,
    init: { json: { title: "Gut", content: "kurz", points: 9 }, token: "contract-invalid-review" },
    setup: loggedIn("contract-invalid-review"),
    status: 400,
  },
  {
    name: "review of an unknown product",
    operation: saveReview,
    path: `/product/${"0".repeat(32)}/review`,
    init: { json: review, token: "contract-unknown-review" },
    setup: loggedIn("contract-unknown-review"),
    status: 404,
  },

  // Breadcrumb, landing pages, media, categories
  { name: "product breadcrumb", operation: breadcrumb, path: `/breadcrumb/${simple.id}`, status: 200 },
  {
    name: "category breadcrumb in French",
    operation: breadcrumb,
    path: `/breadcrumb/${category}?type=category`,
    init: { languageId: fr },
    status: 200,
  },
  {
    name: "product breadcrumb via the referrer category",
    operation: breadcrumb,
    path: `/breadcrumb/${family.id}?type=product&referrerCategoryId=${topCategory}`,
    status: 200,
  },
  {
    name: "breadcrumb of an unknown id",
    operation: breadcrumb,
    path: `/breadcrumb/${"0".repeat(32)}`,
    status: 200,
  },
  ...catalog.landingPages.flatMap((page): ContractCase[] => [
    {
      name: `landing page ${page.key}`,
      operation: landingPage,
      path: `/landing-page/${page.id}`,
      init: { json: {} },
      status: 200,
    },
    {
      name: `landing page ${page.key} in French with SEO URLs`,
      operation: landingPage,
      path: `/landing-page/${page.id}`,
      init: { json: {}, languageId: fr, includeSeoUrls: true },
      status: 200,
    },
  ]),
  {
    name: "unknown landing page",
    operation: landingPage,
    path: `/landing-page/${"a".repeat(32)}`,
    init: { json: {} },
    status: 404,
  },
  {
    name: "media of images and documents",
    operation: media,
    path: "/media",
    init: {
      json: { ids: [fixtureIds.media.heroBanner, catalog.images.at(-1)!.id, catalog.documents[0]!.id] },
    },
    status: 200,
  },
  {
    name: "GET media",
    operation: ["get", "/media"],
    path: `/media?ids[]=${fixtureIds.media.heroBanner}`,
    init: { languageId: fr },
    status: 200,
  },
  { name: "media without ids", operation: media, path: "/media", init: { json: {} }, status: 400 },
  {
    name: "category list",
    operation: categoryList,
    path: "/category",
    init: { json: { limit: 5, "total-count-mode": "exact" } },
    status: 200,
  },
  {
    name: "GET category list, filtered",
    operation: ["get", "/category"],
    path: `/category?_criteria=${compressed({ filter: [{ type: "equals", field: "parentId", value: fixtureIds.homeCategory }] })}`,
    status: 200,
  },
  {
    name: "category with listing parameters",
    operation: categoryRead,
    path: `/category/${topCategory}`,
    init: { json: { order: "price-asc", limit: 6, manufacturer: simple.manufacturerId } },
    status: 200,
  },
  {
    name: "footer content category (in no navigation, CMS page with a text block)",
    operation: categoryRead,
    path: `/category/${fixtureIds.footerBlockCategory}`,
    init: { json: {} },
    status: 200,
  },
];

describe("Store API contract: the catalog endpoints", () => {
  let validator: ContractValidator;
  beforeAll(() => {
    validator = createContractValidator();
  });

  it.each(cases)("$name", (contractCase) => expectContract(validator, contractCase));

  it("saves a review with 204 and no body, as Shopware (see the deviation)", async () => {
    const emulator = createTestEmulator();
    loggedIn("contract-saver")(emulator);
    const response = await emulator.request(`/product/${reviewed.id}/review`, {
      json: review,
      token: "contract-saver",
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const responses = validator.document.paths["/product/{productId}/review"]?.post?.responses ?? {};
    expect(responses["204"]).toBeDefined();
    expect(responses["204"]?.content).toBeUndefined();
  });

  it("in maintenance mode answers 503 on every catalog endpoint", async () => {
    const emulator = createTestEmulator({ maintenance: true });
    for (const { operation, path, init } of cases.filter((item) => item.status === 200)) {
      const response = await emulator.request(path, init);
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      const result = validator.validate(operation[0], operation[1], 503, await response.json());
      expect(result.errors).toEqual([]);
    }
  });
});
