import type * as StoreApi from "@shop/store-api";
import { bottle } from "./cms.ts";

const price = (unitPrice: number) => ({
  unitPrice,
  quantity: 1,
  totalPrice: unitPrice,
  calculatedTaxes: [],
  taxRules: [],
  listPrice: null,
  referencePrice: null,
  regulationPrice: null,
});

/**
 * A product as a `product-box` or `product-slider` slot carries it, enough for a card, without the
 * emulator: for unit and fuzz tests. Stories use the emulator's products (`loadProduct`).
 */
export function cardProductFixture(key: string, name: string, unitPrice = 12.3): StoreApi.Product {
  return {
    id: `product-${key}`,
    productNumber: `CL-${key.toUpperCase()}`,
    name,
    translated: { name },
    customFields: null,
    seoUrls: [{ seoPathInfo: `${key}/CL-${key}`, isCanonical: true }],
    calculatedPrice: price(unitPrice),
    calculatedPrices: [],
    calculatedCheapestPrice: price(unitPrice),
    cover: { media: bottle({ alt: name }) },
    parentId: null,
    childCount: 0,
    available: true,
    purchaseUnit: 1,
    unit: null,
    markAsTopseller: false,
    isNew: false,
  } as unknown as StoreApi.Product;
}

export const floorCleaner = cardProductFixture("floor", "Clarus Bodenreiniger Eco 1 l");
export const glassCleaner = cardProductFixture("glass", "Clarus Glasreiniger Eco 750 ml", 8.9);
export const sanitaryCleaner = cardProductFixture("sanitary", "Alpenglanz Sanitärreiniger 1 l", 9.5);
