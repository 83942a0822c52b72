import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { openTabChannel } from "./tab-channel.ts";

/** The BroadcastChannel the shop's tabs tell each other about cart changes on (spec §4). */
export const CART_CHANNEL = "shop-cart";

/** What a tab posts after it changed the cart or the session. */
export interface CartChange {
  type: "cart-changed";
  /** The cart's product count after the change, when the tab knows it (the header's badge). */
  cartCount?: number;
}

/**
 * Tells the shop's other tabs that the cart changed (add, quantity, remove, promotion, order placed), so that
 * their badge and open side cart reload (docs/storefront-rules.md, "Side cart"). A tab never hears its own
 * message; without a channel (lib/tab-channel.ts) tabs stay unsynced.
 */
export function broadcastCartChange(cartCount?: number): void {
  const channel = openTabChannel(CART_CHANNEL);
  if (!channel) return;
  // A BroadcastChannel reaches this origin's tabs only: it takes no target origin.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  channel.postMessage({ type: "cart-changed", cartCount } satisfies CartChange);
  channel.close();
}

/** Calls `onChange` whenever another tab changed the cart; returns the unsubscribe. */
export function subscribeCartChanges(onChange: (change: CartChange) => void): () => void {
  const channel = openTabChannel(CART_CHANNEL);
  if (!channel) return () => {};
  channel.addEventListener("message", (event: MessageEvent<Partial<CartChange> | null>) => {
    if (event.data?.type !== "cart-changed") return;
    const count = event.data.cartCount;
    onChange({ type: "cart-changed", cartCount: typeof count === "number" ? count : undefined });
  });
  return () => channel.close();
}

/**
 * Follows the other tabs' cart changes: reloads the page's data (the cart page, a loaded side cart) and
 * returns the cart count another tab reported, for the header's badge (the layout's data, which only
 * reloads after this tab's own actions), until `layoutCount` changes.
 */
export function useCartSync(layoutCount: number): number {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  const [synced, setSynced] = useState<{ count: number; over: number } | undefined>(undefined);
  useEffect(
    () =>
      subscribeCartChanges((change) => {
        if (change.cartCount !== undefined) setSynced({ count: change.cartCount, over: layoutCount });
        void revalidate.current();
      }),
    [layoutCount],
  );
  return synced && synced.over === layoutCount ? synced.count : layoutCount;
}
