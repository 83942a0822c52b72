import { useCallback, useSyncExternalStore } from "react";

/**
 * The local wishlist (for logged-out shoppers and guests: browser storage, no duplicates). It holds
 * product ids in localStorage, shared by the header badge and every wishlist toggle, and synced across tabs
 * through the storage event. The server renders it empty: the badge and pressed states appear after
 * hydration without moving anything (the badge sits over its icon).
 */
export const WISHLIST_STORAGE_KEY = "shop-wishlist";

const listeners = new Set<() => void>();
const empty: readonly string[] = Object.freeze([]);
let cache: { raw: string | null; ids: readonly string[] } = { raw: null, ids: empty };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the wishlist lives for this page only
  }
}

let memory: readonly string[] = empty;

/** The ids on the wishlist, oldest first; the same array until it changes. */
export function readWishlist(): readonly string[] {
  const store = storage();
  if (!store) return memory;
  const raw = store.getItem(WISHLIST_STORAGE_KEY);
  if (raw === cache.raw) return cache.ids;
  cache = { raw, ids: parseIds(raw) };
  return cache.ids;
}

function parseIds(raw: string | null): readonly string[] {
  if (!raw) return empty;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return empty;
    return [
      ...new Set(value.filter((id): id is string => typeof id === "string" && /^[0-9a-f]{32}$/.test(id))),
    ];
  } catch {
    return empty;
  }
}

function write(ids: readonly string[]) {
  const store = storage();
  memory = ids;
  try {
    store?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // quota exceeded: keep the in-memory list
  }
  for (const listener of listeners) listener();
}

/** Adds or removes a product; adding twice keeps one entry. */
export function setOnWishlist(productId: string, isOn: boolean) {
  const ids = readWishlist();
  if (isOn === ids.includes(productId)) return;
  write(isOn ? [...ids, productId] : ids.filter((id) => id !== productId));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === WISHLIST_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The wishlist in a component: re-renders on changes, here or in another tab. */
export function useWishlist() {
  const ids = useSyncExternalStore(subscribe, readWishlist, () => empty);
  const has = useCallback((productId: string) => ids.includes(productId), [ids]);
  return { ids, count: ids.length, has, set: setOnWishlist };
}
