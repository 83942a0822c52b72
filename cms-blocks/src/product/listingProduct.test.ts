import { describe, expect, it } from "vitest";
import { productSchema } from "@shop/store-api";
import { toListingProduct } from "./listingProduct.ts";
import { isPriceHidden, productPrice, unitText } from "./productPrice.ts";

const price = (unitPrice: number, extra: Record<string, unknown> = {}) => ({
  unitPrice,
  quantity: 1,
  totalPrice: unitPrice,
  calculatedTaxes: [{ tax: 0.8, taxRate: 8.1, price: unitPrice }],
  taxRules: [{ taxRate: 8.1, percentage: 100 }],
  ...extra,
});

const full = productSchema.parse({
  id: "a".repeat(32),
  productNumber: "CL1",
  translated: { name: "Clarus Neutralreiniger", description: "<p>long text</p>", customFields: {} },
  description: "<p>long text</p>",
  calculatedPrice: price(10, { referencePrice: { price: 2, referenceUnit: 1, unitName: "Liter" } }),
  calculatedPrices: [price(10), price(9)],
  calculatedCheapestPrice: { ...price(9), hasRange: true },
  properties: [{ id: "p", name: "pH 7", groupId: "g" }],
  purchaseUnit: 5,
  unit: { id: "u", name: "Liter", translated: { name: "Liter" } },
  cover: {
    id: "c",
    mediaId: "m",
    media: {
      id: "m",
      url: "https://shop.test/media/a.png",
      fileName: "a",
      metaData: { width: 1000, height: 1000, type: 2 },
      thumbnails: [{ url: "https://shop.test/media/a_400.png", width: 400, height: 400, id: "t" }],
    },
  },
  seoUrls: [
    {
      routeName: "frontend.detail.page",
      foreignKey: "a".repeat(32),
      pathInfo: "/detail/x",
      seoPathInfo: "Clarus/CL1",
      isCanonical: true,
      languageId: "l",
    },
  ],
});

describe("toListingProduct", () => {
  it("keeps what a card shows and drops the rest", () => {
    const slim = toListingProduct(full);
    const { price: _slimPrice, ...slimShown } = productPrice(slim);
    const { price: _fullPrice, ...fullShown } = productPrice(full);
    expect(slimShown).toEqual(fullShown);
    expect(productPrice(slim).price.referencePrice).toEqual(productPrice(full).price.referencePrice);
    expect(unitText(slim, { _: (d: { message?: string }) => d.message } as never)).toBe(
      unitText(full, { _: (d: { message?: string }) => d.message } as never),
    );
    expect(slim.seoUrls).toEqual([{ seoPathInfo: "Clarus/CL1", isCanonical: true }]);
    expect(slim.cover?.media?.thumbnails).toEqual([
      { url: "https://shop.test/media/a_400.png", width: 400, height: 400 },
    ]);
    const json = JSON.stringify(slim);
    expect(json).not.toContain("long text");
    expect(json).not.toContain("taxRate");
    expect(json).not.toContain("pH 7");
    expect(json.length).toBeLessThan(JSON.stringify(full).length);
  });

  it("keeps of the custom fields only whether the price is hidden", () => {
    const fields = { custom_product_fields_hide_price: true, clarus_applications: "<p>Böden</p>" };
    const onRequest = toListingProduct({ ...full, translated: { ...full.translated, customFields: fields } });
    expect(isPriceHidden(onRequest)).toBe(true);
    expect(JSON.stringify(onRequest)).not.toContain("clarus_applications");
    const shown = toListingProduct({
      ...full,
      translated: { ...full.translated, customFields: { clarus_applications: "<p>Böden</p>" } },
    });
    expect(isPriceHidden(shown)).toBe(false);
    expect(JSON.stringify(shown)).not.toContain("clarus_applications");
  });
});
