import type { EmulatorState } from "../state.ts";
import type { StoredCart } from "./types.ts";

/**
 * Where carts live: a per-instance store keyed by context token, emptied by `reset()`. Other domains (login,
 * logout, order) reach carts through these functions instead of the store's name.
 */
const CARTS = "carts";

/** Looked up on every use: `reset()` replaces the instance's stores. */
export function cartStore(state: EmulatorState): Map<string, StoredCart> {
  return state.store<StoredCart>(CARTS);
}

/** Keeps a cart, or forgets it when it holds nothing (Shopware does not persist empty carts). */
export function saveCart(state: EmulatorState, cart: StoredCart): void {
  const store = cartStore(state);
  if (cart.lineItems.length > 0 || cart.promotionCodes.length > 0) store.set(cart.token, cart);
  else store.delete(cart.token);
}

export function deleteCart(state: EmulatorState, token: string): void {
  cartStore(state).delete(token);
}

/** `CartPersister::replace`: the cart follows a rotated context token. */
export function moveCart(state: EmulatorState, fromToken: string, toToken: string): void {
  const store = cartStore(state);
  const cart = store.get(fromToken);
  store.delete(fromToken);
  if (cart) saveCart(state, { ...structuredClone(cart), token: toToken });
}

/**
 * `CartRestorer` on login: the guest cart's products join the customer's cart (same line item → quantities
 * add up), its codes join the customer's codes, and the guest cart is gone. The next calculation applies
 * the quantity rules to the merged quantities.
 */
export function mergeCarts(state: EmulatorState, guestToken: string, customerToken: string): void {
  const store = cartStore(state);
  const guest = store.get(guestToken);
  store.delete(guestToken);
  if (!guest) return;
  const customer = store.get(customerToken);
  if (!customer) {
    saveCart(state, { ...structuredClone(guest), token: customerToken });
    return;
  }
  const merged = structuredClone(customer);
  for (const item of guest.lineItems) {
    const existing = merged.lineItems.find((line) => line.id === item.id);
    if (existing) existing.quantity += item.quantity;
    else merged.lineItems.push({ ...item });
  }
  for (const code of guest.promotionCodes) {
    if (!merged.promotionCodes.some((known) => known.toLowerCase() === code.toLowerCase())) {
      merged.promotionCodes.push(code);
    }
  }
  saveCart(state, merged);
}
