import type { CartPageData } from "./cart.server.ts";

/**
 * The subtotal the side cart shows (spec §4): the products' total as is when the shop shows net prices,
 * else divided by one plus the tax rate / 100 (the cart's tax rate; the first when it has several).
 */
export function sideCartSubtotal(cart: Pick<CartPageData, "totals" | "taxState">): number {
  const { subtotal, taxes } = cart.totals;
  if (cart.taxState !== "gross") return subtotal;
  const rate = taxes[0]?.rate ?? 0;
  return Math.round((subtotal / (1 + rate / 100)) * 100) / 100;
}

const OPEN_EVENT = "shop:side-cart-open";

/** Opens the side cart (after an add to cart): the header's island listens (`onSideCartOpen`). */
export function openSideCart(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Calls `open` when something asks for the side cart; returns the unsubscribe. */
export function onSideCartOpen(open: () => void): () => void {
  window.addEventListener(OPEN_EVENT, open);
  return () => window.removeEventListener(OPEN_EVENT, open);
}
