import type { ProductLookup } from "../cart/types.ts";
import { productById, variantsOf } from "../fixtures/catalog/index.ts";
import type { EmulatorState } from "../state.ts";

/**
 * Stock sold by the instance's orders, by product id: orders reduce it (Shopware's StockUpdater on order
 * placement), a cancelled order gives it back. The catalog fixtures stay untouched; the cart sees the
 * remaining stock, so a closeout sells out for the next shopper of the same instance.
 */
const SOLD = "stock-sold";

export function soldStock(state: EmulatorState, productId: string): number {
  return state.store<number>(SOLD).get(productId) ?? 0;
}

/** Adds (or, negative, gives back) sold pieces of a product. */
export function changeSoldStock(state: EmulatorState, productId: string, quantity: number): void {
  const sold = state.store<number>(SOLD);
  const next = (sold.get(productId) ?? 0) + quantity;
  if (next === 0) sold.delete(productId);
  else sold.set(productId, next);
}

/** The catalog as this instance's cart sees it: each product with its stock minus what orders sold. */
export function instanceProducts(state: EmulatorState): ProductLookup {
  return {
    byId(id) {
      const product = productById(id);
      const sold = product ? soldStock(state, product.id) : 0;
      return product && sold ? { ...product, stock: product.stock - sold } : product;
    },
    hasVariants: (id) => variantsOf(id).length > 0,
  };
}
