import * as z from "zod";
import { list } from "./helpers.ts";
import { taxStateSchema } from "./tax-state.ts";

/** One tax rate's share of a price (`cart_tax_calculated`). */
export const calculatedTaxSchema = z.looseObject({
  tax: z.number(),
  taxRate: z.number(),
  /** The price this tax is part of (gross) or added to (net). */
  price: z.number(),
  label: z.string().nullish(),
});
export type CalculatedTax = z.infer<typeof calculatedTaxSchema>;

export const taxRuleSchema = z.looseObject({
  taxRate: z.number(),
  /** Share of the price taxed at this rate, in percent (100 unless mixed). */
  percentage: z.number().nullish(),
  name: z.string().nullish(),
});
export type TaxRule = z.infer<typeof taxRuleSchema>;

/** Strike-through price (`cart_list_price`): `price` is the list price, `percentage` the saving. */
export const listPriceSchema = z.looseObject({
  price: z.number(),
  /** Negative: unit price minus list price. */
  discount: z.number().nullish(),
  percentage: z.number().nullish(),
});
export type ListPrice = z.infer<typeof listPriceSchema>;

/** Lowest price of the last 30 days, shown next to a reduction (EU/CH price indication rules). */
export const regulationPriceSchema = z.looseObject({
  price: z.number(),
});
export type RegulationPrice = z.infer<typeof regulationPriceSchema>;

/** Base price (`cart_price_reference`): `price` per `referenceUnit` `unitName`, e.g. CHF 4.90 per 1 Liter. */
export const referencePriceSchema = z.looseObject({
  price: z.number(),
  purchaseUnit: z.number().nullish(),
  referenceUnit: z.number().nullish(),
  unitName: z.string().nullish(),
  listPrice: listPriceSchema.nullish(),
  regulationPrice: regulationPriceSchema.nullish(),
  hasRange: z.boolean().nullish(),
  variantId: z.string().nullish(),
});
export type ReferencePrice = z.infer<typeof referencePriceSchema>;

const calculatedPriceShape = {
  unitPrice: z.number(),
  quantity: z.number(),
  totalPrice: z.number(),
  calculatedTaxes: list(calculatedTaxSchema),
  taxRules: list(taxRuleSchema),
  referencePrice: referencePriceSchema.nullish(),
  listPrice: listPriceSchema.nullish(),
  regulationPrice: regulationPriceSchema.nullish(),
};

/**
 * Shopware's `CalculatedPrice`: already in the context's currency and tax state (gross or net), rounded.
 * Products, tier prices, line items, shipping costs and transactions all use it.
 */
export const calculatedPriceSchema = z.looseObject(calculatedPriceShape);
export type CalculatedPrice = z.infer<typeof calculatedPriceSchema>;

/** The "from" price of a product with variants or tiers. */
export const calculatedCheapestPriceSchema = z.looseObject({
  ...calculatedPriceShape,
  /** True when variants or tiers cost more than this: show "from". */
  hasRange: z.boolean().nullish(),
  /** The variant this price belongs to. */
  variantId: z.string().nullish(),
});
export type CalculatedCheapestPrice = z.infer<typeof calculatedCheapestPriceSchema>;

/** Cart and order totals (`cart_price`). */
export const cartPriceSchema = z.looseObject({
  netPrice: z.number(),
  totalPrice: z.number(),
  /** Sum of the line items, before shipping. */
  positionPrice: z.number(),
  /** Total before cash rounding. */
  rawTotal: z.number().nullish(),
  taxStatus: taxStateSchema,
  calculatedTaxes: list(calculatedTaxSchema),
  taxRules: list(taxRuleSchema),
});
export type CartPrice = z.infer<typeof cartPriceSchema>;
