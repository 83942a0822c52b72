import { describe, expect, it } from "vitest";
import { storyFixtures } from "@shop/mocks/stories";
import { productListingResultSchema } from "@shop/store-api";
import { createI18n } from "./i18n.ts";
import type { Locale } from "./locale.ts";
import { searchHref, suggestHref, SUGGEST_LIMIT, toSuggestResult } from "./search-suggest.ts";

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
