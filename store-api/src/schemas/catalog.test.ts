import { describe, expect, it } from "vitest";
import {
  ids,
  productIds,
  sampleBreadcrumbs,
  sampleCart,
  sampleCountries,
  sampleCrossSellings,
  sampleCurrencies,
  sampleHiddenPriceProduct,
  sampleLandingPage,
  sampleListing,
  samplePaymentMethods,
  sampleProduct,
  sampleProductDetail,
  sampleReviews,
  sampleSalutations,
  sampleShippingMethods,
} from "../test-fixtures.ts";
import { cartSchema } from "./cart.ts";
import { paymentMethodSchema, shippingMethodSchema } from "./checkout-method.ts";
import { breadcrumbListSchema, landingPageSchema } from "./content.ts";
import { entitySearchResultSchema } from "./entity-search-result.ts";
import { collection, decimal, flag } from "./helpers.ts";
import { productListingResultSchema } from "./listing.ts";
import {
  crossSellingElementSchema,
  findVariantResultSchema,
  productDetailSchema,
  productReviewSchema,
  productSchema,
} from "./product.ts";
import { countrySchema, currencySchema, salutationSchema } from "./system.ts";

describe("productSchema", () => {
  it("accepts a full Shopware product and keeps unknown fields", () => {
    const product = productSchema.parse(sampleProduct);
    expect(product.translated?.name).toBe("Clarus Bodenreiniger");
    expect(product.calculatedPrice.unitPrice).toBe(24.5);
    expect(product.calculatedPrice.referencePrice).toMatchObject({ price: 4.9, unitName: "Liter" });
    expect(product.calculatedPrice.listPrice).toMatchObject({ price: 29.9, percentage: 18.06 });
    expect(product.calculatedPrice.regulationPrice?.price).toBe(26.9);
    expect(product.calculatedPrice.calculatedTaxes[0]?.taxRate).toBe(8.1);
    expect(product.calculatedPrices.map((tier) => tier.unitPrice)).toEqual([24.5, 22.9]);
    expect(product.calculatedCheapestPrice).toMatchObject({ unitPrice: 22.9, hasRange: true });
    expect(product.cover?.media.url).toBe(sampleProduct.cover.media.url);
    expect(product.manufacturer?.translated?.name).toBe("Clarus");
    expect(product.options[0]).toMatchObject({ name: "5 l", group: { name: "Gebindegrösse" } });
    expect(product.properties[0]?.group?.name).toBe("pH-Wert");
    expect(product.seoUrls[0]?.seoPathInfo).toBe("Clarus-Bodenreiniger/CL-1001.5");
    expect(product.deliveryTime).toMatchObject({ min: 1, max: 3, unit: "day" });
    expect(product.unit?.translated?.shortCode).toBe("l");
    expect(product.downloads[0]?.media?.mimeType).toBe("application/pdf");
    expect(product.variantListingConfig?.configuratorGroupConfig[0]?.representation).toBe("box");
    expect(product).toMatchObject({ ratingAverage: 4.5, isNew: true, markAsTopseller: false, stock: 120 });
    expect(product.customFields).toEqual({});
    expect(product.translated?.customFields).toEqual({
      custom_product_fields_hide_price: false,
      clarus_area_of_application: "<p>Böden</p>",
    });
    expect(product.taxId).toBe(productIds.tax);
    expect(product.extensions).toEqual(sampleProduct.extensions);
  });

  it("parses null lists as [] and custom field flags stored as 1 or '1' as true", () => {
    const product = productSchema.parse(sampleHiddenPriceProduct);
    expect(product.media).toEqual([]);
    expect(product.options).toEqual([]);
    expect(product.seoUrls).toEqual([]);
    expect(product.calculatedPrices).toEqual([]);
    expect(product.customFields?.custom_product_fields_hide_price).toBe(true);
    expect(product.translated?.customFields?.custom_product_fields_hide_price).toBe(true);
  });

  it("requires id, productNumber and calculatedPrice", () => {
    const { id: _id, productNumber: _number, calculatedPrice: _price, ...rest } = sampleProduct;
    const result = productSchema.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "id",
      "productNumber",
      "calculatedPrice",
    ]);
  });

  it("rejects a price sent as a string", () => {
    const result = productSchema.safeParse({
      ...sampleProduct,
      calculatedPrice: { ...sampleProduct.calculatedPrice, unitPrice: "24.50" },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["calculatedPrice", "unitPrice"],
      expected: "number",
    });
  });
});

describe("productDetailSchema, findVariant, cross-selling, reviews", () => {
  it("accepts a product detail with its configurator", () => {
    const detail = productDetailSchema.parse(sampleProductDetail);
    expect(detail.product.id).toBe(productIds.variant);
    expect(detail.configurator[0]?.options.map((option) => [option.name, option.combinable])).toEqual([
      ["5 l", true],
      ["10 l", false],
    ]);
    expect(productDetailSchema.parse({ product: sampleProduct }).configurator).toEqual([]);
  });

  it("accepts find-variant, cross-selling and review answers", () => {
    expect(
      findVariantResultSchema.parse({ foundCombination: { variantId: "v", options: ["a", "b"] } }),
    ).toEqual({ foundCombination: { variantId: "v", options: ["a", "b"] } });
    expect(findVariantResultSchema.safeParse({ foundCombination: null }).success).toBe(false);

    const [element] = sampleCrossSellings.map((entry) => crossSellingElementSchema.parse(entry));
    expect(element?.crossSelling.translated?.name).toBe("Passend dazu");
    expect(element?.products[0]?.productNumber).toBe("CL-2000");

    const reviews = entitySearchResultSchema(productReviewSchema).parse(sampleReviews);
    expect(reviews.elements[0]).toMatchObject({ title: "Sehr gut", points: 4.5, externalUser: "Hans M." });
  });
});

describe("productListingResultSchema", () => {
  it("accepts a listing with aggregations as an object keyed by name", () => {
    const listing = productListingResultSchema.parse(sampleListing);
    expect(listing.elements).toHaveLength(2);
    expect(listing.aggregations.manufacturer?.entities[0]?.name).toBe("Clarus");
    // MySQL statistics arrive as strings; parsed as numbers
    expect(listing.aggregations.price).toMatchObject({ min: 0, max: 24.5, avg: 12.25, sum: null });
    expect(listing.aggregations.rating?.max).toBe(4.5);
    expect(listing.aggregations["shipping-free"]?.max).toBe(0);
    expect(listing.aggregations.properties?.entities[0]?.options.map((option) => option.name)).toEqual([
      "5 l",
      "10 l",
    ]);
    // aggregations the schema does not type pass through
    expect(listing.aggregations.options).toEqual({ entities: [], apiAlias: "options_aggregation" });
    expect(listing.currentFilters).toMatchObject({
      navigationId: ids.category,
      manufacturer: [],
      price: { min: 0, max: 0 },
      rating: null,
      "shipping-free": false,
    });
    expect(listing.sorting).toBe("name-asc");
    expect(listing.availableSortings.map((sorting) => sorting.key)).toEqual(["name-asc", "price-asc"]);
  });

  it("parses empty aggregations sent as [] (PHP) or left out as {}", () => {
    expect(productListingResultSchema.parse({ ...sampleListing, aggregations: [] }).aggregations).toEqual({});
    const { aggregations: _aggregations, ...withoutAggregations } = sampleListing;
    expect(productListingResultSchema.parse(withoutAggregations).aggregations).toEqual({});
  });

  it("rejects a price aggregation that is not a number", () => {
    const result = productListingResultSchema.safeParse({
      ...sampleListing,
      aggregations: { price: { min: "cheap" } },
    });
    expect(result.error?.issues[0]?.path).toEqual(["aggregations", "price", "min"]);
  });
});

describe("cartSchema", () => {
  it("accepts a cart with line items, deliveries and transactions; errors object → array", () => {
    const cart = cartSchema.parse(sampleCart);
    expect(cart.price).toMatchObject({ totalPrice: 49, positionPrice: 49, taxStatus: "gross" });
    const [product, promotion] = cart.lineItems;
    expect(product).toMatchObject({ type: "product", quantity: 2, label: "Clarus Bodenreiniger" });
    expect(product?.price?.totalPrice).toBe(49);
    expect(product?.quantityInformation).toMatchObject({
      minPurchase: 1,
      maxPurchase: 100,
      purchaseSteps: 1,
    });
    expect(product?.payload?.options).toEqual([
      { group: "Gebindegrösse", option: "5 l", translated: { group: "Gebindegrösse", option: "5 l" } },
    ]);
    expect(product?.cover?.url).toBe(sampleCart.lineItems[0]!.cover!.url);
    expect(product?.children).toEqual([]);
    expect(promotion).toMatchObject({
      type: "promotion",
      referencedId: "SPRING",
      payload: { code: "SPRING" },
    });
    expect(promotion?.children).toEqual([]);

    expect(cart.errors.map((error) => [error.messageKey, error.level])).toEqual([
      ["product-stock-reached", 10],
      ["promotion-not-found", 20],
    ]);
    expect(cart.errors[0]).toMatchObject({ key: "product-stock-reached-CL-1001.5", quantity: 118 });
    expect(cart.deliveries[0]?.shippingCosts.totalPrice).toBe(9.9);
    expect(cart.deliveries[0]?.location?.country?.iso).toBe("CH");
    expect(cart.transactions[0]).toMatchObject({
      paymentMethodId: ids.paymentMethod,
      amount: { totalPrice: 49 },
    });
  });

  it("accepts errors as an array too, and an empty cart", () => {
    const errors = Object.values(sampleCart.errors);
    expect(cartSchema.parse({ ...sampleCart, errors }).errors).toEqual(cartSchema.parse(sampleCart).errors);
    const empty = cartSchema.parse({
      token: "t",
      price: {
        netPrice: 0,
        totalPrice: 0,
        positionPrice: 0,
        rawTotal: 0,
        taxStatus: "gross",
        calculatedTaxes: [],
        taxRules: [],
      },
      lineItems: [],
      errors: [],
      deliveries: [],
      transactions: [],
    });
    expect(empty).toMatchObject({ lineItems: [], errors: [], deliveries: [], transactions: [] });
  });

  it("reports the path of a bad nested line item", () => {
    const result = cartSchema.safeParse({
      ...sampleCart,
      lineItems: [{ ...sampleCart.lineItems[0], children: [{ id: "c", type: "product", quantity: "2" }] }],
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      ["lineItems", 0, "children", 0, "quantity"],
    ]);
  });
});

describe("system lists", () => {
  it("accepts currencies, countries with states, salutations, payment and shipping methods", () => {
    expect(currencySchema.parse(sampleCurrencies[0]).itemRounding).toMatchObject({
      decimals: 2,
      interval: 0.01,
    });
    const country = countrySchema.parse(sampleCountries.elements[0]);
    expect(country).toMatchObject({ iso: "CH", shippingAvailable: true, states: [{ shortCode: "CH-ZH" }] });
    expect(countrySchema.parse({ id: "c", states: null }).states).toEqual([]);
    expect(salutationSchema.parse(sampleSalutations.elements[0]).displayName).toBe("Herr");
    expect(paymentMethodSchema.parse(samplePaymentMethods.elements[0])).toMatchObject({
      technicalName: "payment_invoice",
      afterOrderEnabled: true,
    });
    expect(shippingMethodSchema.parse(sampleShippingMethods.elements[0]).deliveryTime?.name).toBe("1-3 Tage");
  });
});

describe("content", () => {
  it("accepts breadcrumbs as an array and as {breadcrumbs}", () => {
    const trail = breadcrumbListSchema.parse(sampleBreadcrumbs);
    expect(trail.map((entry) => entry.name)).toEqual(["Reinigung", "Böden"]);
    expect(
      breadcrumbListSchema.parse({ breadcrumbs: sampleBreadcrumbs, apiAlias: "breadcrumb_collection" }),
    ).toEqual(trail);
    expect(trail[0]?.seoUrls[0]?.seoPathInfo).toBe("Reinigung/");
  });

  it("accepts a landing page with its CMS page", () => {
    const page = landingPageSchema.parse(sampleLandingPage);
    expect(page.translated?.url).toBe("aktionen/fruehlingsputz");
    expect(page.cmsPage?.sections[0]?.blocks[0]?.slots).toHaveLength(2);
  });
});

describe("helpers", () => {
  it("collection: array, object keyed by id, null → array", () => {
    const schema = collection(decimal);
    expect(schema.parse([1, "2"])).toEqual([1, 2]);
    expect(schema.parse({ a: 1, b: "2.5" })).toEqual([1, 2.5]);
    expect(schema.parse(null)).toEqual([]);
    expect(schema.parse(undefined)).toEqual([]);
  });

  it("flag: booleans, 0/1 and their strings", () => {
    expect([true, 1, "1", "true"].map((value) => flag.parse(value))).toEqual([true, true, true, true]);
    expect([false, 0, "0", "false", ""].map((value) => flag.parse(value))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(flag.safeParse("yes").success).toBe(false);
  });
});
