import type { Json } from "../entities/common.ts";
import type { CurrencyFixture, RoundingFixture } from "../fixtures/currencies.ts";

/**
 * Shopware's price calculation for the emulator: fixture prices are CHF gross; a request sees them in its
 * currency (× factor, item rounding) and tax state (gross, or net = gross / (1 + rate)). Products and the cart
 * both calculate through here, so a product's price and its line item always agree.
 */
export interface PriceContext {
  currency: CurrencyFixture;
  taxState: "gross" | "net";
}

export interface ReferenceUnitInput {
  purchaseUnit: number;
  referenceUnit: number;
  /** Translated unit name (`Liter`). */
  unitName: string;
}

/** Rounds like Shopware's CashRounding: to `decimals`, then to the interval (0.05 for CHF totals). */
export function round(value: number, rounding: RoundingFixture): number {
  const factor = 10 ** rounding.decimals;
  const decimal = Math.round((value + Number.EPSILON) * factor) / factor;
  if (rounding.interval <= 0.01) return decimal;
  return Math.round(Math.round(decimal / rounding.interval) * rounding.interval * factor) / factor;
}

/** A CHF gross amount as unit price in the request's currency and tax state (item rounding). */
export function unitPrice(grossChf: number, taxRate: number, context: PriceContext): number {
  const gross = grossChf * context.currency.factor;
  const value = context.taxState === "gross" ? gross : gross / (1 + taxRate / 100);
  return round(value, context.currency.itemRounding);
}

/** The tax contained in (gross) or added to (net) a price. */
export function taxOf(price: number, taxRate: number, taxState: PriceContext["taxState"]): number {
  return taxState === "gross" ? (price * taxRate) / (100 + taxRate) : (price * taxRate) / 100;
}

export function calculatedTax(price: number, taxRate: number, context: PriceContext): Json {
  return {
    tax: round(taxOf(price, taxRate, context.taxState), context.currency.itemRounding),
    taxRate,
    price,
    label: null,
    extensions: [],
    apiAlias: "cart_tax_calculated",
  };
}

export interface CalculatedPriceInput {
  /** CHF gross for one unit. */
  grossChf: number;
  quantity: number;
  taxRate: number;
  /** CHF gross list price (strike-through) or null. */
  listGrossChf?: number | null;
  /** CHF gross lowest price of the last 30 days or null. */
  regulationGrossChf?: number | null;
  reference?: ReferenceUnitInput | null;
}

/** Shopware's `CalculatedPrice` (apiAlias `calculated_price`) for `quantity` units. */
export function calculatedPrice(input: CalculatedPriceInput, context: PriceContext): Json {
  const unit = unitPrice(input.grossChf, input.taxRate, context);
  const total = round(unit * input.quantity, context.currency.itemRounding);
  const list = input.listGrossChf ? unitPrice(input.listGrossChf, input.taxRate, context) : null;
  const reference = input.reference;
  return {
    unitPrice: unit,
    quantity: input.quantity,
    totalPrice: total,
    calculatedTaxes: [calculatedTax(total, input.taxRate, context)],
    taxRules: [{ taxRate: input.taxRate, percentage: 100, extensions: [], apiAlias: "cart_tax_rule" }],
    referencePrice:
      reference && reference.purchaseUnit > 0
        ? {
            purchaseUnit: reference.purchaseUnit,
            referenceUnit: reference.referenceUnit,
            unitName: reference.unitName,
            price: round(
              (unit / reference.purchaseUnit) * reference.referenceUnit,
              context.currency.itemRounding,
            ),
            extensions: [],
            apiAlias: "cart_price_reference",
          }
        : null,
    listPrice:
      list && list > unit
        ? {
            price: list,
            discount: round(unit - list, context.currency.itemRounding),
            percentage: Math.round(((list - unit) / list) * 10000) / 100,
            extensions: [],
            apiAlias: "cart_list_price",
          }
        : null,
    regulationPrice: input.regulationGrossChf
      ? {
          price: unitPrice(input.regulationGrossChf, input.taxRate, context),
          extensions: [],
          apiAlias: "cart_regulation_price",
        }
      : null,
    extensions: [],
    apiAlias: "calculated_price",
  };
}

/** Adds calculated taxes of several prices, one entry per rate (cart and order totals). */
export function sumTaxes(
  taxes: Array<{ tax: number; taxRate: number; price: number }>,
  context: PriceContext,
): Json[] {
  const byRate = new Map<number, { tax: number; price: number }>();
  for (const entry of taxes) {
    const current = byRate.get(entry.taxRate) ?? { tax: 0, price: 0 };
    byRate.set(entry.taxRate, { tax: current.tax + entry.tax, price: current.price + entry.price });
  }
  return [...byRate.entries()]
    .toSorted(([a], [b]) => a - b)
    .map(([taxRate, sum]) => ({
      tax: round(sum.tax, context.currency.itemRounding),
      taxRate,
      price: round(sum.price, context.currency.itemRounding),
      label: null,
      extensions: [],
      apiAlias: "cart_tax_calculated",
    }));
}
