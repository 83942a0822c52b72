/**
 * The one way the shop's tabs talk to each other (spec §4: "other browser tabs are synced for cart and
 * session data when broadcasting is configured"): a BroadcastChannel of this origin, unless the shop runs
 * with `BROADCAST_TABS=off` (lib/config.server.ts), which the server says on `<html>` (root.tsx). Browsers
 * without BroadcastChannel stay unsynced. Used by the cart (cart-sync.ts) and the wishlist (wishlist.ts).
 */
export const tabSyncOffAttribute = "data-tab-sync-off";

/** A channel to the shop's other tabs, or undefined when tabs are not to be synced. Close it after use. */
export function openTabChannel(name: string): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === "undefined" || typeof document === "undefined") return undefined;
  if (document.documentElement.hasAttribute(tabSyncOffAttribute)) return undefined;
  return new BroadcastChannel(name);
}
