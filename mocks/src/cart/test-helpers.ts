/**
 * Hand-made products and environments for the cart's unit tests: exact prices make totals, rounding and
 * thresholds checkable to the cent, independent of the generated catalog.
 */
import { deliveryTimeId, manufacturerId, unitId } from "../fixtures/catalog/reference.ts";
import type { ProductFixture } from "../fixtures/catalog/types.ts";
import { countries } from "../fixtures/countries.ts";
import { currencies } from "../fixtures/currencies.ts";
import { fixtureId } from "../fixtures/ids.ts";
import { languageIds } from "../fixtures/languages.ts";
import { paymentMethods, shippingMethods } from "../fixtures/sales-channel.ts";
import { calculateCart } from "./calculation.ts";
import { emptyCart, type CartEnvironment, type StoredCart } from "./types.ts";

export function testProduct(
  key: string,
  gross: number,
  overrides: Partial<ProductFixture> = {},
): ProductFixture {
  return {
    key,
    id: fixtureId(`test-product:${key}`),
    parentId: null,
    productNumber: `TEST-${key.toUpperCase()}`,
    ean: null,
    name: { "de-DE": `Testreiniger ${key}`, "fr-CH": `Nettoyant test ${key}` },
    description: { "de-DE": "", "fr-CH": "" },
    keywords: null,
    metaTitle: null,
    metaDescription: null,
    manufacturerId: manufacturerId("clarus"),
    manufacturerNumber: null,
    categoryIds: [],
    taxKey: "standard",
    prices: [{ quantityStart: 1, quantityEnd: null, gross, listGross: null }],
    regulationGross: null,
    purchaseUnit: 1,
    referenceUnit: 1,
    unitId: unitId("litre"),
    deliveryTimeId: deliveryTimeId("1-3-days"),
    stock: 500,
    isCloseout: false,
    minPurchase: 1,
    maxPurchase: null,
    purchaseSteps: 1,
    shippingFree: false,
    type: "physical",
    markAsTopseller: false,
    releaseDate: "2025-01-15T00:00:00.000+00:00",
    sales: 0,
    weight: 1,
    propertyIds: [],
    optionIds: [],
    configuratorOptionIds: [],
    media: [],
    downloads: [],
    crossSellingIds: [],
    customFields: {},
    variantListingConfig: null,
    ...overrides,
  };
}

export function testEnvironment(
  products: readonly ProductFixture[],
  overrides: Partial<CartEnvironment> = {},
): CartEnvironment {
  const byId = new Map(products.map((product) => [product.id, product]));
  return {
    scope: {
      locale: "de-DE",
      languageId: languageIds["de-DE"],
      origin: "http://shop.test",
      includeSeoUrls: false,
    },
    currency: currencies.CHF,
    taxState: "gross",
    shippingMethod: shippingMethods.standard,
    paymentMethodId: paymentMethods.invoice.id,
    country: countries.CH,
    now: new Date("2026-11-16T09:00:00.000Z"),
    products: {
      byId: (id) => byId.get(id),
      hasVariants: (id) => products.some((product) => product.parentId === id),
    },
    ...overrides,
  };
}

/** A cart holding `quantity` of each product (line item id = product id), plus promotion codes. */
export function cartWith(
  items: Array<[product: ProductFixture, quantity: number]>,
  promotionCodes: string[] = [],
): StoredCart {
  return {
    ...emptyCart("test-token"),
    lineItems: items.map(([product, quantity]) => ({ id: product.id, referencedId: product.id, quantity })),
    promotionCodes,
  };
}

/** Calculates a cart over the given products and returns the answer as the client would read it. */
export function calculate(
  items: Array<[product: ProductFixture, quantity: number]>,
  options: {
    codes?: string[];
    environment?: Partial<CartEnvironment>;
    extraProducts?: ProductFixture[];
  } = {},
) {
  const products = [...items.map(([product]) => product), ...(options.extraProducts ?? [])];
  const environment = testEnvironment(products, options.environment);
  const result = calculateCart(cartWith(items, options.codes), environment);
  return { ...result, cart: result.cart as unknown as TestCart };
}

/** The parts of the cart JSON the tests read. */
export interface TestCart {
  price: {
    netPrice: number;
    totalPrice: number;
    positionPrice: number;
    rawTotal: number;
    taxStatus: string;
    calculatedTaxes: Array<{ tax: number; taxRate: number; price: number }>;
    taxRules: Array<{ taxRate: number; percentage: number }>;
  };
  lineItems: Array<{
    id: string;
    referencedId: string;
    type: string;
    label: string;
    quantity: number;
    good: boolean;
    payload: Record<string, unknown>;
    price: {
      unitPrice: number;
      totalPrice: number;
      calculatedTaxes: Array<{ tax: number; taxRate: number; price: number }>;
      listPrice: { price: number } | null;
      referencePrice: { price: number; unitName: string } | null;
    };
    quantityInformation: { minPurchase: number; maxPurchase: number; purchaseSteps: number } | null;
  }>;
  errors:
    | Record<string, { key: string; level: number; messageKey: string; message: string; quantity?: number }>
    | [];
  deliveries: Array<{
    shippingCosts: {
      totalPrice: number;
      calculatedTaxes: Array<{ tax: number; taxRate: number; price: number }>;
      taxRules: Array<{ taxRate: number; percentage: number }>;
    };
    deliveryDate: { earliest: string; latest: string };
    positions: Array<{ identifier: string }>;
  }>;
  transactions: Array<{ paymentMethodId: string; amount: { totalPrice: number } }>;
  extensions: { "cart-promotions": { addedCodes: string[] } };
}
