import type { ProductFixture } from "../fixtures/catalog/types.ts";
import { cartErrors, type CartError } from "./errors.ts";

import { calculatedMaxPurchase } from "../entities/product.ts";

export { calculatedMaxPurchase, DEFAULT_MAX_PURCHASE } from "../entities/product.ts";

export interface QuantityInformation {
  minPurchase: number;
  /** Shopware's `calculatedMaxPurchase`. */
  maxPurchase: number;
  purchaseSteps: number;
}

/**
 * The largest quantity on the purchase-step grid (min, min + steps, ...) that does not exceed `current`.
 * Below the minimum it falls under it (even to 0 or less): callers treat that as "not available".
 */
export function fixQuantity(min: number, current: number, steps: number): number {
  return Math.floor((current - min) / steps) * steps + min;
}

export function quantityInformation(product: ProductFixture): QuantityInformation {
  return {
    minPurchase: product.minPurchase || 1,
    maxPurchase: calculatedMaxPurchase(product),
    purchaseSteps: product.purchaseSteps || 1,
  };
}

export type StockCheck =
  { outcome: "keep"; quantity: number; error: CartError | null } | { outcome: "remove"; error: CartError };

/**
 * `ProductCartProcessor::validateStock`, in Shopware's order: too little available for the minimum →
 * removed (`product-out-of-stock`); more than available → lowered (`product-stock-reached`, also when
 * only the max purchase is exceeded); below the minimum → raised (`min-order-quantity`); off the
 * purchase-step grid → aligned down (`purchase-steps-quantity`).
 */
export function validateStock(product: ProductFixture, quantity: number, label: string): StockCheck {
  const { minPurchase, maxPurchase: available, purchaseSteps } = quantityInformation(product);
  if (available < minPurchase) {
    return { outcome: "remove", error: cartErrors.productOutOfStock(product.id, label) };
  }
  if (available < quantity) {
    const capped = fixQuantity(minPurchase, available, purchaseSteps);
    return {
      outcome: "keep",
      quantity: capped,
      error: cartErrors.productStockReached(product.id, label, capped),
    };
  }
  if (quantity < minPurchase) {
    return {
      outcome: "keep",
      quantity: minPurchase,
      error: cartErrors.minOrderQuantity(product.id, label, minPurchase),
    };
  }
  const aligned = fixQuantity(minPurchase, quantity, purchaseSteps);
  if (aligned !== quantity) {
    return {
      outcome: "keep",
      quantity: aligned,
      error: cartErrors.purchaseSteps(product.id, label, aligned),
    };
  }
  return { outcome: "keep", quantity, error: null };
}
