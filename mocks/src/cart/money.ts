import type { Json } from "../entities/common.ts";
import { calculatedTax, round, type PriceContext } from "../lib/pricing.ts";
import type { PriceParts } from "./types.ts";

export interface TaxRule {
  taxRate: number;
  percentage: number;
}

/** The summing numbers of a `CalculatedPrice` JSON built by `lib/pricing.ts`. */
export function partsOf(calculated: Json): PriceParts {
  return {
    totalPrice: calculated.totalPrice as number,
    calculatedTaxes: (calculated.calculatedTaxes as PriceParts["calculatedTaxes"]).map(
      ({ tax, taxRate, price }) => ({
        tax,
        taxRate,
        price,
      }),
    ),
  };
}

/** Adds prices: the total and the taxes per rate (unrounded; callers round). */
export function sumParts(prices: readonly PriceParts[]): PriceParts {
  const byRate = new Map<number, { tax: number; price: number }>();
  let totalPrice = 0;
  for (const price of prices) {
    totalPrice += price.totalPrice;
    for (const tax of price.calculatedTaxes) {
      const current = byRate.get(tax.taxRate) ?? { tax: 0, price: 0 };
      byRate.set(tax.taxRate, { tax: current.tax + tax.tax, price: current.price + tax.price });
    }
  }
  return {
    totalPrice,
    calculatedTaxes: [...byRate.entries()]
      .toSorted(([a], [b]) => a - b)
      .map(([taxRate, sum]) => ({ taxRate, ...sum })),
  };
}

/**
 * Shopware's `PercentageTaxRuleBuilder`: one rule per tax rate, weighted by that rate's share of the
 * prices. Shipping costs (tax type "auto") and discounts are taxed this way, so a discount on goods at
 * 8.1 % and 2.6 % reduces both taxes in proportion.
 */
export function proportionalRules(prices: readonly PriceParts[]): TaxRule[] {
  const sum = sumParts(prices);
  if (sum.totalPrice === 0) return [];
  return sum.calculatedTaxes.map(({ taxRate, price }) => ({
    taxRate,
    percentage: (price / sum.totalPrice) * 100,
  }));
}

/** A `CalculatedPrice` of one unit whose amount is split over tax rules (gross: taxes contained; net: added). */
export function splitPrice(amount: number, rules: readonly TaxRule[], context: PriceContext): Json {
  const rounded = round(amount, context.currency.itemRounding);
  return {
    unitPrice: rounded,
    quantity: 1,
    totalPrice: rounded,
    calculatedTaxes: rules.map((rule) =>
      calculatedTax(
        round((rounded * rule.percentage) / 100, context.currency.itemRounding),
        rule.taxRate,
        context,
      ),
    ),
    taxRules: rules.map((rule) => ({ ...rule, extensions: [], apiAlias: "cart_tax_rule" })),
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    extensions: [],
    apiAlias: "calculated_price",
  };
}
