import { describe, expect, it } from "vitest";
import { storyFixtures, type ProductMeaning } from "@shop/mocks/stories";
import { productListingResultSchema, productPath, productSchema, type Product } from "@shop/store-api";
import { createI18n } from "./i18n.ts";
import { localizePath, type Locale } from "./locale.ts";
import {
  searchHref,
  smallestRendition,
  suggestedProduct,
  suggestHref,
  SUGGEST_LIMIT,
  toSuggestResult,
} from "./search-suggest.ts";

async function suggest(term: string, locale: Locale) {
  const raw = await storyFixtures.search(term, { limit: SUGGEST_LIMIT }, { locale });
  const result = productListingResultSchema.parse(raw);
  return { result, suggested: toSuggestResult(term, result, { i18n: await createI18n(locale), locale }) };
}

describe("toSuggestResult", () => {
  it("maps products to small rows: localized link, number, name, small image, price, units", async () => {
    const { result, suggested } = await suggest("nettoy", "fr-CH");
    expect(suggested.term).toBe("nettoy");
    expect(suggested.total).toBe(result.total);
    expect(suggested.rows).toHaveLength(result.elements.length);
    expect(suggested.rows.length).toBeGreaterThan(0);
    expect(suggested.rows.length).toBeLessThanOrEqual(SUGGEST_LIMIT);
    const [row] = suggested.rows;
    const product = result.elements[0]!;
    expect(row).toMatchObject({
      id: product.id,
      name: product.translated?.name,
      productNumber: product.productNumber,
    });
    expect(row!.href).toMatch(/^\/fr-CH\//);
    expect(row!.image!.width).toBeGreaterThanOrEqual(96);
    expect(row!.image!.width).toBeLessThanOrEqual(product.cover!.media.metaData?.width ?? Infinity);
    expect(row!.price).toMatchObject({
      currency: "CHF",
      amount: expect.any(Number),
      from: expect.any(Boolean),
    });
    // Rows are JSON for the browser: no Store API objects leak through.
    expect(Object.keys(row!).toSorted()).toEqual(
      expect.arrayContaining(["href", "id", "name", "productNumber"]),
    );
    expect(JSON.parse(JSON.stringify(suggested))).toEqual(suggested);
  });

  it("answers no rows and total 0 when nothing matches", async () => {
    const { suggested } = await suggest("zzzzqqq", "de-DE");
    expect(suggested).toEqual({ term: "zzzzqqq", rows: [], total: 0 });
  });
});

it("builds the results and suggest links with the locale segment", () => {
  expect(searchHref("Boden reiniger", "de-DE")).toBe("/search?search=Boden+reiniger");
  expect(searchHref("nettoyant", "fr-CH")).toBe("/fr-CH/search?search=nettoyant");
  expect(suggestHref("a&b", "fr-CH")).toBe("/fr-CH/search-suggest?search=a%26b");
});

async function display(meaning: ProductMeaning, locale: Locale = "de-DE") {
  const product = productSchema.parse(await storyFixtures.product(meaning, { locale }));
  return { product, shown: suggestedProduct(product, { i18n: await createI18n(locale), locale }) };
}

describe("suggestedProduct", () => {
  it("shows a plain product: name, number, SEO link, cover, one price", async () => {
    const { product, shown } = await display("simple");
    expect(shown.name).toBe(product.translated?.name);
    expect(shown.productNumber).toBe(product.productNumber);
    expect(shown.href).toMatch(/^\/(?!detail\/)/);
    expect(shown.image?.src).toBeTruthy();
    expect(shown.price).toEqual({ amount: product.calculatedPrice.unitPrice, currency: "CHF", from: false });
  });

  it("prefixes tiered prices with 'from' at the lowest tier", async () => {
    const { product, shown } = await display("with-tiers");
    const lowest = Math.min(...product.calculatedPrices.map((tier) => tier.unitPrice));
    expect(shown.price).toEqual({ amount: lowest, currency: "CHF", from: true });
  });

  it("keeps the list price of a reduced product", async () => {
    const { product } = await display("simple");
    const unitPrice = product.calculatedPrice.unitPrice;
    const reduced = {
      ...product,
      calculatedPrice: { ...product.calculatedPrice, listPrice: { price: unitPrice + 5 } },
    };
    const shown = suggestedProduct(reduced, { i18n: await createI18n("de-DE"), locale: "de-DE" });
    expect(shown.price).toEqual({
      amount: unitPrice,
      currency: "CHF",
      from: false,
      listPrice: unitPrice + 5,
    });
  });

  it("writes purchase unit and reference price in the shopper's language", async () => {
    const de = (await display("with-reference-price", "de-DE")).shown;
    expect(de.unitText).toMatch(/[\d.]+ \S+$/);
    expect(de.referencePriceText).toMatch(/^\(CHF \d[\d']*\.\d{2} \/ [\d.]+ \S+\)$/);
    const fr = (await display("with-reference-price", "fr-CH")).shown;
    expect(fr.unitText).toMatch(/[\d.]+ \S+$/);
    expect(fr.href.startsWith("/fr-CH/")).toBe(true);
  });

  it("hides price and unit texts for 'price on request'", async () => {
    const { shown } = await display("hidden-price");
    expect(shown.price).toBeUndefined();
    expect(shown.unitText).toBeUndefined();
    expect(shown.referencePriceText).toBeUndefined();
  });
});

describe("suggestion links", () => {
  const id = "0123456789abcdef0123456789abcdef";
  it("uses the canonical SEO path, else /detail/{id}, with the locale segment", () => {
    const seoUrls = [
      { seoPathInfo: "Old/", isCanonical: false },
      { seoPathInfo: "Reiniger/Boden/", isCanonical: true },
    ] as Product["seoUrls"];
    expect(localizePath(productPath({ id, seoUrls }), "de-DE")).toBe("/Reiniger/Boden/");
    expect(localizePath(productPath({ id, seoUrls }), "fr-CH")).toBe("/fr-CH/Reiniger/Boden/");
    expect(localizePath(productPath({ id, seoUrls: [] }), "fr-CH")).toBe(`/fr-CH/detail/${id}`);
  });
});

it("smallestRendition picks the narrowest thumbnail wide enough", () => {
  const image = {
    src: "/full.webp",
    alt: "",
    width: 1000,
    height: 500,
    thumbnails: [
      { url: "/t100.webp", width: 100 },
      { url: "/t400.webp", width: 400, height: 200 },
    ],
  };
  expect(smallestRendition(image, 96)).toEqual({ src: "/t100.webp", width: 100, height: 50 });
  expect(smallestRendition(image, 200)).toEqual({ src: "/t400.webp", width: 400, height: 200 });
  expect(smallestRendition({ ...image, thumbnails: [] }, 96)).toEqual({
    src: "/full.webp",
    width: 1000,
    height: 500,
  });
});
