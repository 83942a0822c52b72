import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * False on the server and while hydrating, true once React runs in the browser: what only works with
 * JavaScript renders after hydration, and the no-JavaScript fallback is what the server HTML holds.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, isClient, isServer);
}
