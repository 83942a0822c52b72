import { describe, expect, it } from "vitest";
import { variantsOf } from "./fixtures/catalog/index.ts";
import { categoryIdFor, productFixture, productMeaningNames, storyFixtures } from "./stories.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- test access into deep JSON

describe("fixtures by meaning", () => {
  it.each(productMeaningNames)("the catalog has a product that is %s", (meaning) => {
    expect(productFixture(meaning).id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("answers a product with tiers as the Store API does, in the story's language", async () => {
    const german = (await storyFixtures.product("with-tiers")) as Json;
    const french = (await storyFixtures.product("with-tiers", { locale: "fr-CH" })) as Json;
    expect(german.apiAlias).toBe("product");
    expect(german.calculatedPrices.length).toBeGreaterThanOrEqual(3);
    expect(german.translated.name).not.toBe(french.translated.name);
    expect(german.cover.media.url).toMatch(/\/media\/.+\.png$/);
  });

  it("answers prices in euros when asked", async () => {
    const francs = (await storyFixtures.product("simple")) as Json;
    const euros = (await storyFixtures.product("simple", { currency: "EUR" })) as Json;
    expect(euros.calculatedPrice.unitPrice).toBeGreaterThan(francs.calculatedPrice.unitPrice);
  });

  it("answers out-of-stock and hidden-price products with what makes them so", async () => {
    expect(await storyFixtures.product("out-of-stock")).toMatchObject({ available: false, stock: 0 });
    expect(((await storyFixtures.product("hidden-price")) as Json).translated.customFields).toMatchObject({
      custom_product_fields_hide_price: true,
    });
  });

  it("answers a product page with its configurator", async () => {
    const detail = (await storyFixtures.productDetail("with-variants")) as Json;
    expect(variantsOf(productFixture("with-variants").id).map((variant) => variant.id)).toContain(
      detail.product.id,
    );
    expect(detail.configurator.length).toBeGreaterThan(0);
  });

  it("answers a category with three levels as a navigation tree and a listing", async () => {
    const id = categoryIdFor("three-levels");
    const tree = (await storyFixtures.navigation()) as Json[];
    const top = tree.find((category) => category.id === id)!;
    expect(top.children.some((child: Json) => child.children.length > 0)).toBe(true);
    const listing = (await storyFixtures.listing("three-levels", { limit: 5 })) as Json;
    expect(listing).toMatchObject({ apiAlias: "product_listing", limit: 5 });
    expect(listing.total).toBeGreaterThan(5);
  });

  it("answers carts by meaning", async () => {
    expect(((await storyFixtures.cart("empty")) as Json).lineItems).toEqual([]);
    const withErrors = (await storyFixtures.cart("with-errors")) as Json;
    expect(Object.keys(withErrors.errors).length).toBeGreaterThan(0);
    const waiting = (await storyFixtures.cart("with-waiting-promotion")) as Json;
    expect(JSON.stringify(waiting.errors)).toContain("promotion-not-eligible");
    const applied = (await storyFixtures.cart("with-promotion")) as Json;
    expect(applied.lineItems.some((item: Json) => item.type === "promotion")).toBe(true);
  });
});
