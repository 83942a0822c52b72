import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useRevalidator } from "react-router";
import { openTabChannel } from "./tab-channel.ts";

/**
 * The wishlist in the browser (spec §4, docs/storefront-rules.md "Wishlist"): one list shared by the header
 * badge and every wishlist toggle, which lives
 * - for logged-out shoppers and guests in localStorage (product ids, no duplicates), synced across tabs by
 *   the storage event;
 * - for a signed-in customer on the server (Store API `/customer/wishlist`, through the `/store-api`
 *   proxy): the header loads its ids, a toggle adds or removes there at once (optimistic, undone on a
 *   failure), and the other tabs hear it on the `shop-wishlist` BroadcastChannel.
 * When a shopper signs in (login page, header modal, after the registration's confirmation) the header's
 * `useWishlistSession` sends the local ids to `/customer/wishlist/merge` and then clears the local list.
 * The server renders the list empty: the badge and pressed states appear after hydration without moving
 * anything (the badge sits over its icon).
 */
export const WISHLIST_STORAGE_KEY = "shop-wishlist";
/** The BroadcastChannel on which tabs tell each other about a customer's (server) wishlist. */
export const WISHLIST_CHANNEL = "shop-wishlist";

/** The wishlist's one-time messages (flash keys of the wishlist page's form). */
export const wishlistMessageKeys = ["wishlist-removed", "wishlist-failed"] as const;
export type WishlistMessageKey = (typeof wishlistMessageKeys)[number];

export function wishlistMessageText(key: WishlistMessageKey, name = ""): MessageDescriptor {
  if (key === "wishlist-failed") return msg`The wishlist could not be changed. Please try again.`;
  return name ? msg`${name} has been removed from your wishlist.` : msg`Removed from your wishlist.`;
}

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
/** The signed-in customer's ids (the server's list), or null while the local list applies. */
let serverIds: readonly string[] | null = null;

const notify = () => {
  for (const listener of listeners) listener();
};

/** The ids in the browser's own list (a guest's), oldest first; the same array until it changes. */
export function readLocalWishlist(): readonly string[] {
  const store = storage();
  if (!store) return memory;
  const raw = store.getItem(WISHLIST_STORAGE_KEY);
  if (raw === cache.raw) return cache.ids;
  cache = { raw, ids: parseIds(raw) };
  return cache.ids;
}

/** The ids on the wishlist: the customer's server list when signed in, else the local one. */
export function readWishlist(): readonly string[] {
  return serverIds ?? readLocalWishlist();
}

function parseIds(raw: string | null): readonly string[] {
  if (!raw) return empty;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? validIds(value) : empty;
  } catch {
    return empty;
  }
}

/** A product id as the list keeps it (the guest wishlist page's inline script tests the same). */
export const WISHLIST_ID_PATTERN = /^[0-9a-f]{32}$/;

const validIds = (value: unknown[]): readonly string[] => [
  ...new Set(value.filter((id): id is string => typeof id === "string" && WISHLIST_ID_PATTERN.test(id))),
];

function writeLocal(ids: readonly string[]) {
  const store = storage();
  memory = ids;
  try {
    if (ids.length === 0) store?.removeItem(WISHLIST_STORAGE_KEY);
    else store?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // quota exceeded: keep the in-memory list
  }
  notify();
}

function setServerIds(ids: readonly string[] | null, broadcast = false) {
  serverIds = ids;
  notify();
  if (broadcast && ids) broadcastWishlist(ids);
}

function broadcastWishlist(ids: readonly string[]) {
  const channel = openTabChannel(WISHLIST_CHANNEL);
  if (!channel) return;
  // A BroadcastChannel reaches this origin's tabs only: it takes no target origin.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  channel.postMessage({ type: "wishlist-changed", ids: [...ids] });
  channel.close();
}

/** Calls `onChange` with the ids another tab reports for the customer's list; returns the unsubscribe. */
export function subscribeWishlistChanges(onChange: (ids: readonly string[]) => void): () => void {
  const channel = openTabChannel(WISHLIST_CHANNEL);
  if (!channel) return () => {};
  channel.addEventListener("message", (event: MessageEvent<{ type?: unknown; ids?: unknown } | null>) => {
    if (event.data?.type !== "wishlist-changed" || !Array.isArray(event.data.ids)) return;
    onChange(validIds(event.data.ids));
  });
  return () => channel.close();
}

/**
 * A Store API call through the shop's same-origin proxy (it adds the access key and the session): its
 * status and JSON body, always read to the end (an unread body keeps the request open).
 */
async function storeApi(
  path: string,
  method: "POST" | "DELETE",
  body?: unknown,
): Promise<{ ok: boolean; status: number; json: unknown }> {
  const response = await fetch(`/store-api${path}`, {
    method,
    headers: { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  const json: unknown = await response.json().catch(() => undefined);
  return { ok: response.ok, status: response.status, json };
}

/** The customer's product ids on the server (routes/wishlist-ids.ts; none without a wishlist yet). */
export async function fetchServerWishlist(): Promise<string[]> {
  const response = await fetch("/wishlist-ids", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  const body = (await response.json().catch(() => undefined)) as { ids?: string[] | null } | undefined;
  if (!response.ok || !body) throw new Error(`wishlist read failed: ${response.status}`);
  return body.ids ?? [];
}

/**
 * A guest became a customer: the local ids go to `/customer/wishlist/merge` (the server keeps each product
 * once), then the local list is cleared; returns the customer's ids. The local list stays when the merge
 * fails, so nothing is lost.
 */
export async function mergeLocalWishlist(): Promise<string[]> {
  const local = readLocalWishlist();
  if (local.length > 0) {
    const response = await storeApi("/customer/wishlist/merge", "POST", { productIds: local });
    if (!response.ok) throw new Error(`wishlist merge failed: ${response.status}`);
    writeLocal(empty);
  }
  return fetchServerWishlist();
}

/** Adds or removes a product; adding twice keeps one entry. A customer's change goes to the server. */
export function setOnWishlist(productId: string, isOn: boolean) {
  const ids = readWishlist();
  if (isOn === ids.includes(productId)) return;
  const next = isOn ? [...ids, productId] : ids.filter((id) => id !== productId);
  if (serverIds === null) {
    writeLocal(next);
    return;
  }
  setServerIds(next);
  const request = isOn
    ? storeApi(`/customer/wishlist/add/${productId}`, "POST", {})
    : storeApi(`/customer/wishlist/delete/${productId}`, "DELETE");
  void request
    .then((response) => {
      // Listed already (400 duplicate) or gone already (404): the server agrees with the change.
      if (!response.ok && response.status !== 400 && response.status !== 404)
        throw new Error(`${response.status}`);
      broadcastWishlist(readWishlist());
    })
    .catch((error: unknown) => {
      console.error("wishlist change failed", error);
      setServerIds(isOn ? readWishlist().filter((id) => id !== productId) : [...readWishlist(), productId]);
    });
}

/** The wishlist page removed a product on the server (its form): the badge and the other tabs follow. */
export function noteServerRemoval(productId: string) {
  if (serverIds === null) return;
  setServerIds(
    serverIds.filter((id) => id !== productId),
    true,
  );
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
  return { ids, count: ids.length, has, set: setOnWishlist, isServer: serverIds !== null };
}

/**
 * The header's side of the session: for a signed-in customer, merges a local list into the server's (once
 * per sign-in), then follows the server list and the other tabs' changes, reloading the page's data after a
 * merge or another tab's change (the wishlist page); for a logged-out shopper, the local list.
 */
export function useWishlistSession(isLoggedIn: boolean) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  useEffect(() => {
    if (!isLoggedIn) {
      setServerIds(null);
      return;
    }
    let isCurrent = true;
    const hadLocal = readLocalWishlist().length > 0;
    mergeLocalWishlist().then(
      (ids) => {
        if (!isCurrent) return;
        setServerIds(ids, hadLocal);
        if (hadLocal) void revalidate.current();
      },
      (error: unknown) => console.error("wishlist sync failed", error),
    );
    const stop = subscribeWishlistChanges((ids) => {
      setServerIds(ids);
      void revalidate.current();
    });
    return () => {
      isCurrent = false;
      stop();
    };
  }, [isLoggedIn]);
}
