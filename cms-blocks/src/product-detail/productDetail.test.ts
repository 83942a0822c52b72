import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { CalculatedPrice, ProductDownload, PropertyGroup } from "@shop/store-api";
import {
  deliveryTimeText,
  optionPrices,
  isDownloadProduct,
  productFiles,
  quantityBounds,
  reviewStats,
  stockState,
  tierIndexFor,
  tierLabel,
  tierRows,
  variantChoices,
} from "./productDetail.ts";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const price = (quantity: number, unitPrice: number) =>
  ({
    quantity,
    unitPrice,
    totalPrice: unitPrice * quantity,
    calculatedTaxes: [],
    taxRules: [],
  }) as unknown as CalculatedPrice;

describe("quantityBounds", () => {
  it("defaults to 1 to 100 in steps of 1", () => {
    expect(quantityBounds({})).toEqual({ min: 1, max: 100, step: 1 });
  });
  it("takes min purchase, steps and the calculated max (stock) over the product's max", () => {
    expect(
      quantityBounds({ minPurchase: 5, purchaseSteps: 5, maxPurchase: 200, calculatedMaxPurchase: 40 }),
    ).toEqual({
      min: 5,
      max: 40,
      step: 5,
    });
  });
  it("never has a max below the min", () => {
    expect(quantityBounds({ minPurchase: 10, calculatedMaxPurchase: 3 }).max).toBe(10);
  });
});

describe("price tiers", () => {
  const rows = tierRows([price(50, 8.9), price(9, 9.9), price(49, 9.4)]);

  it("labels each tier 'to' its end and the last 'from' its start", () => {
    expect(rows.map((row) => tierLabel(row, i18n))).toEqual(["to 9", "to 49", "from 50"]);
    expect(rows.map((row) => row.price.unitPrice)).toEqual([9.9, 9.4, 8.9]);
  });
  it("finds the tier of a quantity", () => {
    expect([1, 9, 10, 49, 50, 500].map((quantity) => tierIndexFor(rows, quantity))).toEqual([
      0, 0, 1, 1, 2, 2,
    ]);
  });
  it("has no table for a single price", () => {
    expect(tierRows([price(1, 9.9)])).toEqual([]);
    expect(tierIndexFor([], 3)).toBe(-1);
  });
});

describe("deliveryTimeText", () => {
  it("reads a range of days", () => {
    expect(deliveryTimeText({ id: "a", min: 2, max: 3, unit: "day" }, i18n)).toBe("Delivery time 2-3 days");
  });
  it("reads a single value and other units", () => {
    expect(deliveryTimeText({ id: "a", min: 1, max: 1, unit: "week" }, i18n)).toBe("Delivery time 1 week");
    expect(deliveryTimeText({ id: "a", min: 0, max: 24, unit: "hour" }, i18n)).toBe("Delivery time 24 hours");
  });
  it("is undefined without a delivery time", () => {
    expect(deliveryTimeText(null, i18n)).toBeUndefined();
  });
});

describe("stockState", () => {
  it.each([
    [{ available: true, availableStock: 50 }, "available"],
    [{ available: true, availableStock: 3 }, "low"],
    [{ available: true, availableStock: 0, isCloseout: false }, "restock"],
    [{ available: true, availableStock: 0, isCloseout: true }, "sold-out"],
    [{ available: false, availableStock: 20 }, "sold-out"],
    [{ available: true, availableStock: 4, minPurchase: 5 }, "restock"],
  ] as const)("%o is %s", (product, state) => {
    expect(stockState(product)).toBe(state);
  });
});

const download = (id: string, fileName: string, extra: Record<string, unknown> = {}) =>
  ({
    id,
    position: Number(id),
    media: {
      id,
      url: `https://shop.test/media/${fileName}.pdf`,
      fileName,
      fileExtension: "pdf",
      thumbnails: [],
      ...extra,
    },
  }) as unknown as ProductDownload;

describe("isDownloadProduct", () => {
  it("knows a download by its type or its deprecated state", () => {
    expect(isDownloadProduct({ type: "digital" })).toBe(true);
    expect(isDownloadProduct({ states: ["is-download"] })).toBe(true);
    expect(isDownloadProduct({ type: "physical", states: ["is-physical"] })).toBe(false);
  });
});

describe("productFiles", () => {
  it("sorts safety data sheets, certificates and other data sheets", () => {
    const files = productFiles([
      download("3", "zertifikat-eu-ecolabel-cl1"),
      download("1", "sdb-clarus-neutralreiniger-cl1-de"),
      download("2", "fds-clarus-neutralreiniger-cl1-fr"),
      download("4", "datenblatt-scheuersaugmaschine-cl2"),
    ]);
    expect(files.map((file) => [file.id, file.kind, file.extension])).toEqual([
      ["1", "safety-data-sheet", "pdf"],
      ["2", "safety-data-sheet", "pdf"],
      ["3", "certificate", "pdf"],
      ["4", "data-sheet", "pdf"],
    ]);
  });
  it("leaves out files the shopper may not open", () => {
    const files = productFiles([
      download("1", "sdb-a", { private: true }),
      download("2", "sdb-b", { accessGranted: false }),
      download("3", "sdb-c", { url: null }),
    ]);
    expect(files).toEqual([]);
  });
});

describe("reviewStats", () => {
  it("uses Shopware's matrix", () => {
    const stats = reviewStats(
      {
        matrix: [
          { points: 5, count: 3 },
          { points: 4, count: 1 },
        ],
      },
      [],
    );
    expect(stats.total).toBe(4);
    expect(stats.average).toBe(4.8);
    expect(stats.distribution.map((entry) => entry.points)).toEqual([5, 4, 3, 2, 1]);
  });
  it("counts the reviews without a matrix", () => {
    expect(reviewStats(null, [{ points: 2 }, { points: 4 }])).toMatchObject({ total: 2, average: 3 });
    expect(reviewStats(null, [])).toMatchObject({ total: 0, average: 0 });
  });
});

const size = {
  id: "g-size",
  name: "Grösse",
  displayType: "text",
  options: [
    { id: "o-1l", name: "1 l", combinable: true },
    { id: "o-5l", name: "5 l", combinable: true },
    { id: "o-10l", name: "10 l", combinable: false },
  ],
} as unknown as PropertyGroup;
const colour = {
  id: "g-colour",
  name: "Farbe",
  displayType: "color",
  options: [
    { id: "o-red", name: "Rot", colorHexCode: "#c00", combinable: true },
    { id: "o-blue", name: "Blau", colorHexCode: "#00c", combinable: true },
  ],
} as unknown as PropertyGroup;

describe("variants", () => {
  it("marks the selected and the non-combinable options", () => {
    const [sizes, colours] = variantChoices([size, colour], ["o-5l", "o-red"]);
    expect(sizes?.options.map((option) => [option.id, option.isSelected, option.isCombinable])).toEqual([
      ["o-1l", false, true],
      ["o-5l", true, true],
      ["o-10l", false, false],
    ]);
    expect(colours?.displayType).toBe("color");
    expect(colours?.options[0]?.colorHex).toBe("#c00");
  });

  it("prices each option as the variant it leads to", () => {
    const variants = [
      { optionIds: ["o-1l", "o-red"], calculatedPrice: price(1, 10) },
      { optionIds: ["o-5l", "o-red"], calculatedPrice: price(1, 40) },
      { optionIds: ["o-5l", "o-blue"], calculatedPrice: price(1, 42) },
    ];
    expect(optionPrices([size, colour], ["o-5l", "o-red"], variants)).toEqual({
      "o-1l": 10,
      "o-5l": 40,
      "o-red": 40,
      "o-blue": 42,
    });
  });
});
