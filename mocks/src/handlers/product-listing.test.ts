import { describe, expect, it } from "vitest";
import { catalogIndex } from "../entities/product.ts";
import { categories, fixtureIds, languageIds } from "../fixtures/index.ts";
import { catalog, variantsOf } from "../fixtures/catalog/index.ts";
import { createTestEmulator, type StoreApiRequestInit } from "../node.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- test access into deep JSON

const emulator = createTestEmulator();
const fr = languageIds["fr-CH"];

async function listing(categoryId: string, json: Json = {}, init: StoreApiRequestInit = {}) {
  const response = await emulator.request(`/product-listing/${categoryId}`, { json, ...init });
  return { status: response.status, body: (await response.json()) as Json };
}

/** Every product of a listing, one request (the listing pages up to 100). */
async function everything(categoryId: string, json: Json = {}, init: StoreApiRequestInit = {}) {
  const { body } = await listing(categoryId, { limit: 100, ...json }, init);
  expect(body.total).toBeLessThanOrEqual(100);
  return body;
}

const index = catalogIndex();
const mains = catalog.products.filter((product) => product.parentId === null);
/** The main category holding most products: the listing the tests filter. */
const busiest = categories
  .filter((category) => category.level === 2 && category.rootKey === "main")
  .map((category) => ({
    category,
    count: mains.filter((product) => index.categoryTree(product).includes(category.id)).length,
  }))
  .toSorted((a, b) => b.count - a.count)[0]!.category;
const ids = (body: Json) => body.elements.map((element: Json) => element.id as string);
const optionAndPropertyIds = (element: Json) => [...element.optionIds, ...element.propertyIds] as string[];
const name = (element: Json) => element.translated.name.toLocaleLowerCase("de") as string;
const price = (element: Json) => element.calculatedCheapestPrice.unitPrice as number;
const ascending = (values: number[]) => values.toSorted((a, b) => a - b);

describe("POST /product-listing/{categoryId}", () => {
  it("answers 404 CONTENT__CATEGORY_NOT_FOUND for an unknown category", async () => {
    const { status, body } = await listing("f".repeat(32));
    expect(status).toBe(404);
    expect(body.errors[0]).toMatchObject({ code: "CONTENT__CATEGORY_NOT_FOUND", status: "404" });
  });

  it("lists the category and its descendants with Shopware's listing shape", async () => {
    const { status, body } = await listing(busiest.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      apiAlias: "product_listing",
      entity: "product",
      page: 1,
      limit: 24,
      sorting: "name-asc",
      currentFilters: {
        navigationId: busiest.id,
        manufacturer: [],
        properties: [],
        price: { min: 0, max: 0 },
        rating: null,
        "shipping-free": false,
      },
    });
    expect(body.availableSortings.map((sorting: Json) => [sorting.key, sorting.label])).toEqual([
      ["topseller", "Topseller"],
      ["name-asc", "Name A-Z"],
      ["name-desc", "Name Z-A"],
      ["price-asc", "Preis aufsteigend"],
      ["price-desc", "Preis absteigend"],
    ]);
    expect(body.availableSortings[0]).toMatchObject({ priority: 5, apiAlias: "product_sorting" });
    const families = new Set(
      mains
        .filter((product) => index.categoryTree(product).includes(busiest.id))
        .map((product) => product.id),
    );
    expect(body.total).toBeGreaterThanOrEqual(families.size);
    expect(body.elements).toHaveLength(Math.min(24, body.total));
    for (const element of body.elements) {
      expect(element.categoryTree).toContain(busiest.id);
      expect(element.apiAlias).toBe("product");
    }
  });

  it("translates labels and names to French", async () => {
    const { body } = await listing(busiest.id, {}, { languageId: fr });
    expect(body.availableSortings.map((sorting: Json) => sorting.label)).toContain("Prix croissant");
    const first = body.elements[0];
    expect(first.translated.name).toBe(index.products.get(first.id)!.name["fr-CH"]);
  });

  describe("paging", () => {
    it("honours p, page and limit and keeps the total", async () => {
      const all = await everything(busiest.id);
      const second = (await listing(busiest.id, { p: 2, limit: 5 })).body;
      expect(second).toMatchObject({ page: 2, limit: 5, total: all.total });
      expect(ids(second)).toEqual(ids(all).slice(5, 10));
      expect(ids((await listing(busiest.id, { page: 2, limit: 5 })).body)).toEqual(ids(second));
      const query = await emulator.request(`/product-listing/${busiest.id}?p=2&limit=5`, { method: "GET" });
      expect(ids((await query.json()) as Json)).toEqual(ids(second));
    });

    it("answers an empty page beyond the last", async () => {
      const { body } = await listing(busiest.id, { p: 999, limit: 24 });
      expect(body.elements).toEqual([]);
      expect(body.total).toBeGreaterThan(0);
    });

    it("caps the limit at 100", async () => {
      expect((await listing(busiest.id, { limit: 500 })).body.limit).toBe(100);
    });
  });

  describe("sorting", () => {
    it("sorts by name both ways, stable across pages", async () => {
      const byName = await everything(busiest.id, { order: "name-asc" });
      const names: string[] = byName.elements.map(name);
      expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, "de")));
      const descending = await everything(busiest.id, { order: "name-desc" });
      expect(descending.sorting).toBe("name-desc");
      expect(descending.elements.map(name)).toEqual(names.toReversed());
      const pages = [1, 2, 3].map((p) => listing(busiest.id, { order: "name-asc", p, limit: 4 }));
      const paged = (await Promise.all(pages)).flatMap(({ body }) => ids(body));
      expect(paged).toEqual(ids(byName).slice(0, 12));
    });

    it("sorts by the cheapest price both ways", async () => {
      const up: number[] = (await everything(busiest.id, { order: "price-asc" })).elements.map(price);
      expect(up).toEqual(ascending(up));
      const down: number[] = (await everything(busiest.id, { order: "price-desc" })).elements.map(price);
      expect(down).toEqual(ascending(down).toReversed());
    });

    it("sorts topsellers by sales", async () => {
      const { elements } = await everything(busiest.id, { order: "topseller" });
      // A family sells through its variants (a parent is no listing row of its own).
      const sales = elements.map((element: Json) => {
        const variants = variantsOf(element.parentId ?? element.id);
        return Math.max(
          ...(variants.length ? variants : [index.products.get(element.id)!]).map((row) => row.sales),
        );
      });
      expect(sales).toEqual(ascending(sales).toReversed());
    });

    it("falls back to the default sorting for an unknown key, as Shopware does", async () => {
      const { status, body } = await listing(busiest.id, { order: "no-such-sorting" });
      expect(status).toBe(200);
      expect(body.sorting).toBe("name-asc");
    });

    it("sorts by a criteria `sort` when no `order` is sent", async () => {
      const { elements } = await everything(busiest.id, {
        sort: [{ field: "productNumber", order: "DESC" }],
      });
      const numbers = elements.map((element: Json) => element.productNumber as string);
      expect(numbers).toEqual(numbers.toSorted().toReversed());
    });
  });

  describe("filters", () => {
    it("filters by manufacturer ids joined with |", async () => {
      const all = await everything(busiest.id);
      const manufacturers = all.aggregations.manufacturer.entities.map((entity: Json) => entity.id as string);
      expect(manufacturers.length).toBeGreaterThan(1);
      const [first, second] = manufacturers as [string, string];
      const one = await everything(busiest.id, { manufacturer: first });
      expect(one.elements.every((element: Json) => element.manufacturerId === first)).toBe(true);
      expect(one.currentFilters.manufacturer).toEqual([first]);
      const both = await everything(busiest.id, { manufacturer: `${first}|${second}` });
      expect(both.total).toBe(one.total + (await everything(busiest.id, { manufacturer: second })).total);
      expect(both.total).toBeLessThanOrEqual(all.total);
    });

    it("ORs properties within a group and ANDs them across groups", async () => {
      const all = await everything(busiest.id);
      const groups = (all.aggregations.properties.entities as Json[]).filter(
        (group) => group.options.length > 1,
      );
      expect(groups.length).toBeGreaterThan(1);
      const [a, b] = groups[0]!.options.map((option: Json) => option.id as string) as [string, string];
      const c = groups[1]!.options[0].id as string;
      const onlyA = await everything(busiest.id, { properties: a });
      const aOrB = await everything(busiest.id, { properties: `${a}|${b}` });
      const aAndC = await everything(busiest.id, { properties: `${a}|${c}` });
      expect(onlyA.elements.every((element: Json) => optionAndPropertyIds(element).includes(a))).toBe(true);
      expect(
        aOrB.elements.every((element: Json) =>
          optionAndPropertyIds(element).some((id) => id === a || id === b),
        ),
      ).toBe(true);
      expect(aOrB.total).toBeGreaterThanOrEqual(onlyA.total);
      expect(
        aAndC.elements.every(
          (element: Json) =>
            optionAndPropertyIds(element).includes(a) && optionAndPropertyIds(element).includes(c),
        ),
      ).toBe(true);
      expect(aAndC.total).toBeLessThanOrEqual(onlyA.total);
      expect(aAndC.currentFilters.properties).toEqual([a, c]);
    });

    it("shows the matching variant when a variant option is filtered", async () => {
      const family = mains.find((product) => variantsOf(product.id).length > 1)!;
      const variant = variantsOf(family.id)[1]!;
      const category = family.categoryIds[0]!;
      const { elements } = await everything(category, { properties: variant.optionIds[0] });
      const shown = elements.find((element: Json) => element.parentId === family.id);
      expect(shown).toBeDefined();
      expect(shown.optionIds).toContain(variant.optionIds[0]);
    });

    it("filters by price in the request's currency", async () => {
      const prices = (await everything(busiest.id)).aggregations.price;
      const middle = Math.floor((prices.min + prices.max) / 2);
      const cheap = await everything(busiest.id, { "max-price": middle });
      const dear = await everything(busiest.id, { "min-price": middle });
      expect(cheap.total).toBeGreaterThan(0);
      expect(dear.total).toBeGreaterThan(0);
      for (const element of cheap.elements)
        expect(element.calculatedCheapestPrice.unitPrice).toBeLessThanOrEqual(middle);
      expect(cheap.currentFilters.price).toEqual({ min: 0, max: middle });
      expect(dear.currentFilters.price).toEqual({ min: middle, max: 0 });
    });

    it("filters by minimum rating", async () => {
      const all = await everything(busiest.id);
      const rated = await everything(busiest.id, { rating: 4 });
      expect(rated.total).toBeLessThan(all.total);
      for (const element of rated.elements) expect(element.ratingAverage).toBeGreaterThanOrEqual(4);
      expect(rated.currentFilters.rating).toBe(4);
    });

    it("filters shipping-free products", async () => {
      const { body } = await listing(fixtureIds.homeCategory, { "shipping-free": true, limit: 100 });
      expect(body.currentFilters["shipping-free"]).toBe(true);
      for (const element of body.elements) expect(element.shippingFree).toBe(true);
      const expected = catalog.products.filter((product) => product.shippingFree).length;
      expect(body.total > 0).toBe(expected > 0);
    });

    it("combines filters", async () => {
      const all = await everything(busiest.id);
      const manufacturer = all.aggregations.manufacturer.entities[0].id as string;
      const combined = await everything(busiest.id, { manufacturer, rating: 3, "max-price": 1000 });
      for (const element of combined.elements) {
        expect(element.manufacturerId).toBe(manufacturer);
        expect(element.ratingAverage).toBeGreaterThanOrEqual(3);
      }
      expect(combined.total).toBeLessThanOrEqual((await everything(busiest.id, { manufacturer })).total);
    });

    it("ignores a filter switched off with *-filter: false, and drops its aggregation and current filter", async () => {
      const all = await everything(busiest.id);
      const manufacturer = all.aggregations.manufacturer.entities[0].id as string;
      const off = await everything(busiest.id, { manufacturer, "manufacturer-filter": false });
      expect(off.total).toBe(all.total);
      expect(off.aggregations.manufacturer).toBeUndefined();
      expect(off.currentFilters.manufacturer).toBeUndefined();
      const none = await everything(busiest.id, {
        "price-filter": false,
        "rating-filter": false,
        "shipping-free-filter": false,
        "property-filter": false,
      });
      expect(Object.keys(none.aggregations)).toEqual(["manufacturer"]);
    });

    it("applies the criteria's filter and post-filter too", async () => {
      const family = mains.find((product) =>
        product.categoryIds.some((id) => index.categoryTree(product).includes(id)),
      )!;
      const { body } = await listing(busiest.id, {
        "post-filter": [{ type: "equals", field: "manufacturerId", value: family.manufacturerId }],
        limit: 100,
      });
      for (const element of body.elements) expect(element.manufacturerId).toBe(family.manufacturerId);
    });
  });

  describe("aggregations", () => {
    it("are an object keyed by name: manufacturer, price, rating, shipping-free, properties", async () => {
      const { aggregations } = await everything(busiest.id);
      expect(Object.keys(aggregations)).toEqual([
        "manufacturer",
        "price",
        "rating",
        "shipping-free",
        "properties",
      ]);
      expect(aggregations.manufacturer.entities[0]).toMatchObject({ apiAlias: "product_manufacturer" });
      expect(aggregations.price).toMatchObject({ min: expect.any(Number), max: expect.any(Number) });
      expect(aggregations.price.min).toBeLessThanOrEqual(aggregations.price.max);
      expect(aggregations.rating.max).toBeLessThanOrEqual(5);
      for (const group of aggregations.properties.entities) {
        expect(group).toMatchObject({ apiAlias: "property_group", filterable: true });
        expect(group.options.length).toBeGreaterThan(0);
      }
    });

    it("only offer property options present in the listing", async () => {
      const { aggregations, elements } = await everything(busiest.id);
      const present = new Set(elements.flatMap(optionAndPropertyIds));
      // The listing shows one product per family, so variant options come from all of a family's variants.
      for (const element of elements) {
        for (const variant of variantsOf(element.parentId ?? element.id))
          variant.optionIds.forEach((id) => present.add(id));
      }
      for (const group of aggregations.properties.entities) {
        for (const option of group.options) expect(present.has(option.id)).toBe(true);
      }
    });

    it("describe the whole listing unless reduce-aggregations is sent", async () => {
      const all = await everything(busiest.id);
      const manufacturer = all.aggregations.manufacturer.entities[0].id as string;
      const filtered = await everything(busiest.id, { manufacturer });
      expect(filtered.aggregations).toEqual(all.aggregations);
      const reduced = await everything(busiest.id, { manufacturer, "reduce-aggregations": "1" });
      // A filter does not narrow its own facet, but it narrows the others.
      expect(reduced.aggregations.manufacturer).toEqual(all.aggregations.manufacturer);
      expect(reduced.aggregations.price.sum).toBeLessThan(all.aggregations.price.sum);
    });

    it("follow property-whitelist and can be switched off or asked for alone", async () => {
      const all = await everything(busiest.id);
      const group = all.aggregations.properties.entities[0].id as string;
      const whitelisted = await everything(busiest.id, { "property-whitelist": group });
      expect(whitelisted.aggregations.properties.entities.map((entity: Json) => entity.id)).toEqual([group]);
      const none = await everything(busiest.id, { "no-aggregations": true });
      expect(none.aggregations).toEqual([]);
      expect(none.total).toBe(all.total);
      const only = await everything(busiest.id, { "only-aggregations": true });
      expect(only.elements).toEqual([]);
      expect(only.aggregations).toEqual(all.aggregations);
    });

    it("add the criteria's own aggregations (the search page's category facets)", async () => {
      const { aggregations } = await everything(busiest.id, {
        aggregations: [
          { name: "categories", type: "entity", field: "categoriesRo.id", definition: "category" },
          { name: "categories-counts", type: "terms", field: "categoriesRo.id" },
        ],
      });
      expect(aggregations.categories.entities.map((category: Json) => category.id)).toContain(busiest.id);
      expect(aggregations["categories-counts"].buckets.length).toBeGreaterThan(0);
    });
  });

  describe("variants", () => {
    it("lists a family displayed as its parent once, with the cheapest variant price as a range", async () => {
      const parent = mains.find(
        (product) => product.variantListingConfig?.displayParent && variantsOf(product.id).length > 1,
      )!;
      const { elements } = await everything(parent.categoryIds[0]!);
      const shown = elements.filter(
        (element: Json) => element.id === parent.id || element.parentId === parent.id,
      );
      expect(shown.map((element: Json) => element.id)).toEqual([parent.id]);
      const cheapest = Math.min(...variantsOf(parent.id).map((variant) => variant.prices.at(-1)!.gross));
      expect(shown[0].calculatedCheapestPrice).toMatchObject({ unitPrice: cheapest, hasRange: true });
      expect(shown[0].childCount).toBe(variantsOf(parent.id).length);
    });

    it("lists a family with a main variant as that variant", async () => {
      const parent = mains.find((product) => product.variantListingConfig?.mainVariantId);
      expect(parent).toBeDefined();
      const { elements } = await everything(parent!.categoryIds[0]!);
      const shown = elements.filter(
        (element: Json) => element.parentId === parent!.id || element.id === parent!.id,
      );
      expect(shown.map((element: Json) => element.id)).toEqual([parent!.variantListingConfig!.mainVariantId]);
    });
  });

  describe("prices", () => {
    it("are in the session's currency (CHF by default, EUR after switching)", async () => {
      const token = "listing-eur";
      emulator.state.update(token, { currencyId: fixtureIds.currencies.EUR });
      const chf = await everything(busiest.id);
      const eur = await everything(busiest.id, {}, { token });
      expect(ids(eur)).toEqual(ids(chf));
      chf.elements.forEach((element: Json, position: number) => {
        const euro = eur.elements[position];
        expect(euro.calculatedPrice.unitPrice).toBeCloseTo(element.calculatedPrice.unitPrice * 1.06, 1);
      });
      expect(eur.aggregations.price.max).toBeCloseTo(chf.aggregations.price.max * 1.06, 1);
      emulator.reset();
    });

    it("filters the price in EUR for a EUR session", async () => {
      const token = "listing-eur-filter";
      emulator.state.update(token, { currencyId: fixtureIds.currencies.EUR });
      const { elements } = await everything(busiest.id, { "max-price": 20 }, { token });
      for (const element of elements)
        expect(element.calculatedCheapestPrice.unitPrice).toBeLessThanOrEqual(20);
      emulator.reset();
    });
  });
});

/** The slots of the category page, resolved with the body (listing parameters) and query. */
async function page(json: Json = {}, query = "", init: StoreApiRequestInit = {}) {
  const response = await emulator.request(`/category/${busiest.id}${query}`, { json, ...init });
  const body = (await response.json()) as Json;
  return (body.cmsPage?.sections ?? []).flatMap((section: Json) =>
    section.blocks.flatMap((block: Json) => block.slots),
  ) as Json[];
}
const listingSlot = (slots: Json[]) => slots.find((item) => item.type === "product-listing")!;

describe("the category's product-listing element", () => {
  it("carries page 1 of the category's listing, with the body's listing parameters", async () => {
    const element = listingSlot(await page({ order: "price-desc", limit: 3 }));
    expect(element.data.apiAlias).toBe("cms_product_listing");
    expect(element.data.listing).toMatchObject({
      sorting: "price-desc",
      limit: 3,
      apiAlias: "product_listing",
    });
    const direct = (await listing(busiest.id, { order: "price-desc", limit: 3 })).body;
    expect(ids(element.data.listing)).toEqual(ids(direct));
    expect(element.data.listing.aggregations).toEqual(direct.aggregations);
  });

  it("applies the body's filters and the session's currency", async () => {
    const manufacturer = (await everything(busiest.id)).aggregations.manufacturer.entities[0].id as string;
    const token = "cms-listing-eur";
    emulator.state.update(token, { currencyId: fixtureIds.currencies.EUR });
    const element = listingSlot(await page({ manufacturer, limit: 100 }, "", { token }));
    const direct = (await listing(busiest.id, { manufacturer, limit: 100 }, { token })).body;
    expect(element.data.listing.currentFilters.manufacturer).toEqual([manufacturer]);
    expect(ids(element.data.listing)).toEqual(ids(direct));
    expect(element.data.listing.elements[0].calculatedPrice).toEqual(direct.elements[0].calculatedPrice);
    emulator.reset();
  });

  it("resolves alone with ?slots= and leaves the sidebar filter without data", async () => {
    const slots = await page();
    expect(slots.find((item) => item.type === "sidebar-filter")?.data).toBeNull();
    const only = await page({}, `?slots=${listingSlot(slots).id}`);
    expect(only.map((item) => item.type)).toEqual(["product-listing"]);
  });
});
