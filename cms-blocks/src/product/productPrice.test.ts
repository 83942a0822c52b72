import { setupI18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import { productSchema, type Product } from "@shop/store-api";
import {
  decimal,
  hasVariants,
  isPriceHidden,
  productPrice,
  referencePriceText,
  unitText,
} from "./productPrice.ts";

const price = (unitPrice: number, extra: Record<string, unknown> = {}) => ({
  unitPrice,
  quantity: 1,
  totalPrice: unitPrice,
  calculatedTaxes: [],
  taxRules: [],
  ...extra,
});

const product = (fields: Record<string, unknown> = {}): Product =>
  productSchema.parse({ id: "a".repeat(32), productNumber: "CL1", calculatedPrice: price(10), ...fields });

const i18n = setupI18n({ locale: "de-DE", messages: { "de-DE": {} } });

describe("productPrice", () => {
  it("shows the unit price and a list price only when it is higher", () => {
    expect(productPrice(product({ calculatedPrice: price(10, { listPrice: { price: 12 } }) }))).toMatchObject(
      {
        amount: 10,
        listPrice: 12,
        isFrom: false,
      },
    );
    expect(productPrice(product({ calculatedPrice: price(10, { listPrice: { price: 9 } }) })).listPrice).toBe(
      undefined,
    );
  });

  it("shows the lowest tier with 'from' when tiers differ, and no list price", () => {
    const tiered = product({
      calculatedPrice: price(24.5, { listPrice: { price: 30 } }),
      calculatedPrices: [price(24.5), price(22.9), price(21)],
    });
    expect(productPrice(tiered)).toMatchObject({ amount: 21, isFrom: true });
    expect(productPrice(tiered).listPrice).toBeUndefined();
  });

  it("shows the cheapest variant with 'from' when variants cost differently", () => {
    const parent = product({
      calculatedPrice: price(15),
      calculatedCheapestPrice: { ...price(8), hasRange: true },
    });
    expect(productPrice(parent)).toMatchObject({ amount: 8, isFrom: true });
    const flat = product({
      calculatedPrice: price(15),
      calculatedCheapestPrice: { ...price(15), hasRange: false },
    });
    expect(productPrice(flat)).toMatchObject({ amount: 15, isFrom: false });
  });
});

describe("unit and base price", () => {
  it("reads 'Content: 5 Liter' from the purchase unit", () => {
    const bottle = product({
      purchaseUnit: 5,
      unit: { id: "u", name: "Liter", translated: { name: "Litre" } },
    });
    expect(unitText(bottle, i18n)).toBe("Content: 5 Litre");
    expect(unitText(product(), i18n)).toBeUndefined();
  });

  it("formats the base price in the shop's money format", () => {
    const shown = price(54, { referencePrice: { price: 10.8, referenceUnit: 1, unitName: "Liter" } });
    expect(referencePriceText(shown as never, "CHF")).toBe("(CHF 10.80 / 1 Liter)");
    expect(referencePriceText(price(5) as never, "CHF")).toBeUndefined();
  });
});

describe("what a card offers", () => {
  it("sends variants (parents and variants alike) to their page and recognises hidden prices", () => {
    expect(hasVariants(product())).toBe(false);
    expect(hasVariants(product({ childCount: 3 }))).toBe(true);
    expect(hasVariants(product({ parentId: "b".repeat(32) }))).toBe(true);
    const onRequest = product({ translated: { customFields: { custom_product_fields_hide_price: true } } });
    expect(isPriceHidden(onRequest)).toBe(true);
    expect(isPriceHidden(product())).toBe(false);
  });
});

describe("decimal", () => {
  it("writes up to three decimals with one formatter for the page", () => {
    const made = vi.spyOn(Intl, "NumberFormat");
    try {
      expect([decimal(2.5), decimal(0.75), decimal(1 / 3), decimal(5)]).toEqual([
        "2.5",
        "0.75",
        "0.333",
        "5",
      ]);
      // Cards call it twice each while they hydrate: a formatter per call cost 42 of them on the home page.
      expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      made.mockRestore();
    }
  });
});
