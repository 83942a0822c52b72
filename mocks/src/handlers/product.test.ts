import { describe, expect, it } from "vitest";
import { calculatedMaxPurchase, catalogIndex } from "../entities/product.ts";
import { fixtureIds, languageIds } from "../fixtures/index.ts";
import { catalog, propertyOptionById, variantsOf, type ProductFixture } from "../fixtures/catalog/index.ts";
import { createTestEmulator, type StoreApiRequestInit } from "../node.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- test access into deep JSON

const emulator = createTestEmulator();
const fr = languageIds["fr-CH"];
const index = catalogIndex();
const mains = catalog.products.filter((product) => product.parentId === null);
const simple = mains.find((product) => variantsOf(product.id).length === 0 && product.prices.length > 1)!;
const families = mains.filter((product) => variantsOf(product.id).length > 1);
/** A family whose variants span two option groups, for the configurator and find-variant. */
const twoAxes = families.find(
  (product) =>
    new Set(variantsOf(product.id).flatMap((variant) => variant.optionIds)).size >
      variantsOf(product.id)[0]!.optionIds.length && variantsOf(product.id)[0]!.optionIds.length > 1,
);

async function post(path: string, json: Json = {}, init: StoreApiRequestInit = {}) {
  const response = await emulator.request(path, { json, ...init });
  return { status: response.status, body: (await response.json()) as Json };
}

const groupOf = (optionId: string) => propertyOptionById(optionId)!.groupId;

describe("POST /product (product list)", () => {
  it("lists products of every kind with total-count-mode none by default", async () => {
    const { status, body } = await post("/product", { limit: 5 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ entity: "product", total: 5, limit: 5, page: 1 });
    expect(body.elements).toHaveLength(5);
    const exact = await post("/product", { limit: 5, "total-count-mode": "exact" });
    expect(exact.body.total).toBe(catalog.products.length);
  });

  it("filters a family's variants by parentId and sorts them", async () => {
    const parent = families[0]!;
    const { body } = await post("/product", {
      filter: [{ type: "equals", field: "parentId", value: parent.id }],
      sort: [{ field: "productNumber", order: "DESC", naturalSorting: true }],
      "total-count-mode": "exact",
    });
    const variants = variantsOf(parent.id);
    expect(body.total).toBe(variants.length);
    expect(body.elements.map((element: Json) => element.productNumber)).toEqual(
      variants
        .map((variant) => variant.productNumber)
        .toSorted((a, b) => b.localeCompare(a, "de", { numeric: true })),
    );
  });

  it("filters on any product field, e.g. a range on minPurchase or equals on isCloseout", async () => {
    const { body } = await post("/product", {
      filter: [{ type: "range", field: "minPurchase", parameters: { gt: 1 } }],
      "total-count-mode": "exact",
    });
    const expected = catalog.products.filter((product) => product.minPurchase > 1);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.total).toBe(expected.length);
    expect(body.elements.every((element: Json) => element.minPurchase > 1)).toBe(true);
    const closeouts = await post("/product", {
      filter: [{ type: "equals", field: "product.isCloseout", value: true }],
      "total-count-mode": "exact",
    });
    expect(closeouts.body.total).toBe(catalog.products.filter((product) => product.isCloseout).length);
  });

  it("filters by ids and ranks a term by relevance", async () => {
    const ids = mains.slice(0, 3).map((product) => product.id);
    const byIds = await post("/product", { ids });
    expect(byIds.body.elements.map((element: Json) => element.id).toSorted()).toEqual(ids.toSorted());
    const product = mains[0]!;
    const byTerm = await post("/product", { term: product.name["de-DE"], limit: 1 });
    expect(byTerm.body.elements[0].id).toBe(product.id);
  });

  it("loads media and downloads only when asked through associations", async () => {
    const { body } = await post("/product", { ids: [simple.id] });
    expect(body.elements[0].media).toBeNull();
    const loaded = await post("/product", { ids: [simple.id], associations: { media: {}, downloads: {} } });
    expect(loaded.body.elements[0].media.length).toBe(simple.media.length);
    expect(loaded.body.elements[0].downloads.length).toBe(simple.downloads.length);
  });

  it("aggregates over the matching products", async () => {
    const { body } = await post("/product", {
      limit: 1,
      filter: [{ type: "equals", field: "parentId", value: null }],
      aggregations: [
        {
          name: "manufacturers",
          type: "entity",
          field: "manufacturerId",
          definition: "product_manufacturer",
        },
        { name: "cheapest", type: "min", field: "price" },
        { name: "per-manufacturer", type: "terms", field: "manufacturerId" },
      ],
    });
    const manufacturers = new Set(mains.map((product) => product.manufacturerId));
    expect(body.aggregations.manufacturers.entities.map((item: Json) => item.id).toSorted()).toEqual(
      [...manufacturers].toSorted(),
    );
    expect(body.aggregations.cheapest.min).toBe(
      Math.min(...mains.map((product) => product.prices[0]!.gross)),
    );
    const counted = (body.aggregations["per-manufacturer"].buckets as Json[]).reduce(
      (sum, bucket) => sum + bucket.count,
      0,
    );
    expect(counted).toBe(mains.length);
  });

  it("trims the answer with includes", async () => {
    const { body } = await post("/product", { limit: 1, includes: { product: ["id", "productNumber"] } });
    expect(Object.keys(body.elements[0]).toSorted()).toEqual(["apiAlias", "id", "productNumber"]);
  });
});

describe("POST /product/{productId}", () => {
  it("answers 404 CONTENT__PRODUCT_NOT_FOUND for unknown and invalid ids", async () => {
    for (const id of ["0".repeat(32), "not-an-id"]) {
      const { status, body } = await post(`/product/${id}`);
      expect(status).toBe(404);
      expect(body.errors[0]).toMatchObject({
        code: "CONTENT__PRODUCT_NOT_FOUND",
        meta: { parameters: { productId: id } },
      });
    }
  });

  it("returns a simple product with every field, priced per tier", async () => {
    const { status, body } = await post(`/product/${simple.id}`);
    expect(status).toBe(200);
    const { product } = body;
    expect(body.apiAlias).toBe("product_detail");
    expect(body.configurator).toEqual([]);
    expect(product).toMatchObject({
      id: simple.id,
      parentId: null,
      productNumber: simple.productNumber,
      name: simple.name["de-DE"],
      translated: { name: simple.name["de-DE"] },
      stock: simple.stock,
      availableStock: simple.stock,
      minPurchase: simple.minPurchase,
      purchaseSteps: simple.purchaseSteps,
      calculatedMaxPurchase: calculatedMaxPurchase(simple),
      shippingFree: simple.shippingFree,
      markAsTopseller: simple.markAsTopseller,
      apiAlias: "product",
    });
    expect(product.calculatedPrice).toMatchObject({ unitPrice: simple.prices[0]!.gross, quantity: 1 });
    expect(product.calculatedPrices.map((price: Json) => [price.quantity, price.unitPrice])).toEqual(
      simple.prices.map((tier) => [tier.quantityEnd ?? tier.quantityStart, tier.gross]),
    );
    expect(product.calculatedCheapestPrice).toMatchObject({
      unitPrice: simple.prices.at(-1)!.gross,
      hasRange: true,
      apiAlias: "calculated_cheapest_price",
    });
    expect(product.cover.media.url).toMatch(/^http:\/\/shop\.test\/media\//);
    expect(product.media.map((item: Json) => item.position)).toEqual(
      simple.media.map((item) => item.position),
    );
    expect(product.downloads.map((item: Json) => item.media.fileExtension)).toEqual(
      simple.downloads.map(() => "pdf"),
    );
    expect(product.manufacturer.id).toBe(simple.manufacturerId);
    expect(product.properties.length).toBe(simple.propertyIds.length);
    expect(product.properties[0].group.apiAlias).toBe("property_group");
    expect(product.tax.taxRate).toBe(index.taxes.get(simple.taxKey)!.taxRate);
    expect(product.deliveryTime.id).toBe(simple.deliveryTimeId);
    expect(product.categoryTree).toEqual(expect.arrayContaining(simple.categoryIds));
    expect(product.seoCategory.id).toBe(simple.categoryIds[0]);
    expect(product.sortedProperties.length).toBeGreaterThan(0);
    expect(product.seoUrls).toBeNull();
    expect(product.ratingAverage).toBe(index.ratingAverage(simple));
  });

  it("fills SEO URLs with sw-include-seo-urls and translates to French", async () => {
    const { body } = await post(`/product/${simple.id}`, {}, { includeSeoUrls: true, languageId: fr });
    expect(body.product.translated.name).toBe(simple.name["fr-CH"]);
    expect(Array.isArray(body.product.seoUrls)).toBe(true);
    for (const url of body.product.seoUrls) expect(url.languageId).toBe(fr);
  });

  it("resolves a parent to its main or best variant and answers the configurator", async () => {
    const parent = families[0]!;
    const { body } = await post(`/product/${parent.id}`);
    const variants = variantsOf(parent.id);
    const main = parent.variantListingConfig?.mainVariantId;
    const best = variants.toSorted((a, b) => a.prices[0]!.gross - b.prices[0]!.gross)[0]!;
    expect(body.product.id).toBe(main ?? best.id);
    expect(body.product.parentId).toBe(parent.id);
    expect(body.product.configuratorSettings.length).toBe(parent.configuratorOptionIds.length);
    const offered = new Set(variants.flatMap((variant) => variant.optionIds));
    const listed = body.configurator.flatMap((group: Json) => group.options.map((option: Json) => option.id));
    expect(new Set(listed)).toEqual(offered);
    for (const option of body.configurator.flatMap((group: Json) => group.options)) {
      expect(typeof option.combinable).toBe("boolean");
    }
  });

  it("marks options combinable only when that variant exists and is available", async () => {
    if (!twoAxes) return;
    const variant = variantsOf(twoAxes.id)[0]!;
    const { body } = await post(`/product/${variant.id}`);
    const byId = new Map(variantsOf(twoAxes.id).map((item) => [item.optionIds.toSorted().join("|"), item]));
    for (const group of body.configurator) {
      for (const option of group.options) {
        const selection = variant.optionIds.filter((id) => groupOf(id) !== group.id).concat(option.id);
        const match = byId.get(selection.toSorted().join("|"));
        expect(option.combinable).toBe(
          Boolean(match && (!match.isCloseout || match.stock >= match.minPurchase)),
        );
      }
    }
  });

  it("skips the configurator and the layout when asked", async () => {
    const parent = families[0]!;
    const { body } = await post(`/product/${parent.id}?skipConfigurator=1&skipCmsPage=1`);
    expect(body.configurator).toBeNull();
    expect(body.product.cmsPage).toBeNull();
  });

  it("resolves the product page layout for the product", async () => {
    const { body } = await post(`/product/${simple.id}`);
    const page = body.product.cmsPage;
    expect(page.type).toBe("product_detail");
    const slots = page.sections.flatMap((section: Json) =>
      section.blocks.flatMap((block: Json) => block.slots),
    );
    const byType = (type: string) => slots.find((slot: Json) => slot.type === type);
    expect(byType("buy-box")?.data).toMatchObject({ productId: simple.id, product: { id: simple.id } });
    expect(byType("image-gallery")?.data.sliderItems.length).toBe(simple.media.length);
    expect(byType("product-description-reviews")?.data.product.id).toBe(simple.id);
    expect(body.product.cmsPageId).toBe(page.id);
  });

  it("prices in the session's currency (EUR)", async () => {
    const token = "product-eur";
    emulator.state.update(token, { currencyId: fixtureIds.currencies.EUR });
    const { body } = await post(`/product/${simple.id}`, {}, { token });
    expect(body.product.calculatedPrice.unitPrice).toBeCloseTo(simple.prices[0]!.gross * 1.06, 2);
    emulator.reset();
  });

  it("keeps prices of products whose price is hidden (the storefront hides them)", async () => {
    const hidden = mains.find((product) => product.customFields.custom_product_fields_hide_price);
    if (!hidden) return;
    const { body } = await post(`/product/${hidden.id}`);
    expect(body.product.customFields.custom_product_fields_hide_price).toBe(true);
    expect(body.product.calculatedPrice.unitPrice).toBeGreaterThan(0);
  });
});

describe("POST /product/{productId}/find-variant", () => {
  const parent = twoAxes ?? families[0]!;
  const variants = variantsOf(parent.id);

  it("finds the variant with exactly the options", async () => {
    const target = variants.at(-1)!;
    const { status, body } = await post(`/product/${parent.id}/find-variant`, { options: target.optionIds });
    expect(status).toBe(200);
    expect(body.foundCombination).toEqual({ variantId: target.id, options: target.optionIds });
  });

  it("accepts options keyed by group and keeps the switched group's option when dropping others", async () => {
    const target = variants.at(-1)!;
    const options = Object.fromEntries(target.optionIds.map((id) => [groupOf(id), id]));
    const exact = await post(`/product/${parent.id}/find-variant`, { options });
    expect(exact.body.foundCombination.variantId).toBe(target.id);
    if (target.optionIds.length < 2) return;
    // An option no variant has next to the switched one: the switched group's option must survive.
    const switchedGroup = groupOf(target.optionIds[0]!);
    const impossible = { ...options, [groupOf(target.optionIds[1]!)]: "f".repeat(32) };
    const { body } = await post(`/product/${parent.id}/find-variant`, { options: impossible, switchedGroup });
    const found = index.products.get(body.foundCombination.variantId) as ProductFixture;
    expect(found.optionIds).toContain(target.optionIds[0]);
    expect(Object.values(body.foundCombination.options)).toContain(target.optionIds[0]);
  });

  it("answers 404 CONTENT__PRODUCT_VARIANT_NOT_FOUND when nothing matches, 400 for non-string options", async () => {
    const none = await post(`/product/${parent.id}/find-variant`, { options: ["f".repeat(32)] });
    expect(none.status).toBe(404);
    expect(none.body.errors[0].code).toBe("CONTENT__PRODUCT_VARIANT_NOT_FOUND");
    const simpleProduct = await post(`/product/${simple.id}/find-variant`, { options: [] });
    expect(simpleProduct.status).toBe(404);
    const invalid = await post(`/product/${parent.id}/find-variant`, { options: [42] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].code).toBe("PRODUCT_INVALID_OPTIONS_PARAMETER");
  });
});

/** What a cross-selling sorts its products by, read from the answer. */
function sortKey(item: Json, sortBy: string): string | number {
  if (sortBy === "name") return item.translated.name.toLowerCase();
  if (sortBy === "cheapestPrice") return item.calculatedCheapestPrice.unitPrice;
  return item.releaseDate;
}

describe("POST /product/{productId}/cross-selling", () => {
  it("answers the product's cross-sellings with their products, sorted and limited", async () => {
    const product = mains.find((item) => item.crossSellingIds.length > 1)!;
    const { status, body } = await post(`/product/${product.id}/cross-selling`);
    expect(status).toBe(200);
    expect(body.map((element: Json) => element.crossSelling.id)).toEqual(
      product.crossSellingIds.filter((id) => index.crossSellings.get(id)?.active),
    );
    for (const element of body as Json[]) {
      const crossSelling = index.crossSellings.get(element.crossSelling.id)!;
      expect(element).toMatchObject({ apiAlias: "cross_selling_element", total: element.products.length });
      expect(element.products.length).toBeLessThanOrEqual(crossSelling.limit);
      const shown = element.products.map((item: Json) => item.parentId ?? item.id);
      expect(new Set(shown)).toEqual(new Set(crossSelling.productIds.slice(0, crossSelling.limit)));
      const keys: Array<string | number> = element.products.map((item: Json) =>
        sortKey(item, crossSelling.sortBy),
      );
      const sorted = keys.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(crossSelling.sortDirection === "DESC" ? sorted.toReversed() : sorted);
    }
  });

  it("answers an empty list for a product without cross-sellings or an unknown one", async () => {
    expect((await post(`/product/${"0".repeat(32)}/cross-selling`)).body).toEqual([]);
  });
});
