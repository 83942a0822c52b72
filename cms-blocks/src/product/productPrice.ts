import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatPrice } from "@shop/design-system";
import { HIDE_PRICE_CUSTOM_FIELD, translatedName, type CalculatedPrice } from "@shop/store-api";
import type { ListingProduct } from "./listingProduct.ts";

/**
 * How a product's price shows in a listing, a suggestion row or a slider (like Shopware Frontends'
 * `useProductPrice`): with tiers or a variant range, the lowest unit price with "from"; otherwise the unit
 * price, with its list price when it is reduced.
 */
export interface ProductPriceDisplay {
  amount: number;
  /** The former price (sale), only without "from". */
  listPrice?: number;
  /** Tiers or variants cost differently: show the "from" prefix. */
  isFrom: boolean;
  /** The price whose reference price (base price) is shown. */
  price: CalculatedPrice;
}

export function productPrice(product: ListingProduct): ProductPriceDisplay {
  const tiers = product.calculatedPrices;
  const cheapest = product.calculatedCheapestPrice;
  const lowestTier = tiers.length > 1 ? tiers.toSorted((a, b) => a.unitPrice - b.unitPrice)[0] : undefined;
  if (cheapest?.hasRange || lowestTier) {
    const candidates = [lowestTier, cheapest?.hasRange ? cheapest : undefined].filter(
      (price): price is CalculatedPrice => price !== undefined,
    );
    const price = candidates.toSorted((a, b) => a.unitPrice - b.unitPrice)[0] ?? product.calculatedPrice;
    return { amount: price.unitPrice, isFrom: true, price };
  }
  const price = product.calculatedPrice;
  const listPrice = price.listPrice?.price;
  return {
    amount: price.unitPrice,
    listPrice: listPrice !== undefined && listPrice > price.unitPrice ? listPrice : undefined,
    isFrom: false,
    price,
  };
}

/** `custom_product_fields_hide_price`: the shop shows "price on request" and sells it only by quote. */
export function isPriceHidden(product: Pick<ListingProduct, "translated" | "customFields">): boolean {
  const fields = product.translated?.customFields ?? product.customFields;
  return Boolean(fields && (fields as Record<string, unknown>)[HIDE_PRICE_CUSTOM_FIELD]);
}

let quantityFormat: Intl.NumberFormat | undefined;

/**
 * A quantity of a unit ("2.5", "0.75"), in the shop's one number format. One formatter for the page, made
 * at the first call: a listing's cards call this twice each while they hydrate (a new formatter each time
 * was 42 of them on the home page).
 */
export const decimal = (value: number) =>
  (quantityFormat ??= new Intl.NumberFormat("de-CH", { maximumFractionDigits: 3 })).format(value);

/** The purchase unit, e.g. "Inhalt: 5 Liter"; undefined without a unit. */
export function unitText(
  product: Pick<ListingProduct, "purchaseUnit" | "unit">,
  i18n: I18n,
): string | undefined {
  const unitName = product.unit ? translatedName(product.unit) : undefined;
  if (!product.purchaseUnit || !unitName) return undefined;
  const quantity = decimal(product.purchaseUnit);
  return i18n._(msg`Content: ${quantity} ${unitName}`);
}

/** The base price of the shown price, e.g. "(CHF 10.80 / 1 Liter)"; undefined without one. */
export function referencePriceText(price: CalculatedPrice, currency: string): string | undefined {
  const reference = price.referencePrice;
  if (!reference?.unitName || !reference.referenceUnit) return undefined;
  return `(${formatPrice(reference.price, currency)} / ${decimal(reference.referenceUnit)} ${reference.unitName})`;
}

/** A parent with variants, or a variant shown for its parent: the shopper chooses options on its page. */
export function hasVariants(product: Pick<ListingProduct, "parentId" | "childCount">): boolean {
  return Boolean(product.parentId) || (product.childCount ?? 0) > 0;
}
