import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { openTabChannel } from "./tab-channel.ts";

/**
 * Session sync across tabs (spec §4: "other browser tabs are synced for cart and session data"): a login,
 * a logout or another currency in one tab shows in the shop's other tabs without a reload. Each tab's
 * layout knows the session as a fingerprint (logged in or not, the currency); a tab that renders a
 * fingerprint other than the last one any tab saw stores it and posts `session-changed`, and the other
 * tabs reload their layout's and page's data (an account page of a tab logged out elsewhere then leads to
 * the login). The cart has its own message (cart-sync.ts).
 */
export const SESSION_CHANNEL = "shop-session";
const STORAGE_KEY = "shop-session";

/** What the tabs compare: nothing secret, the same on every page of the session. */
export function sessionFingerprint(isLoggedIn: boolean, currency: string | undefined): string {
  return `${isLoggedIn ? "customer" : "visitor"}:${currency ?? ""}`;
}

let reloading = false;

/**
 * For a layout's `shouldRevalidate`: whether the revalidation under way follows another tab's session
 * change (layouts keep their data on plain revalidations otherwise).
 */
export function isSessionReload(): boolean {
  return reloading;
}

function lastSeen(): string | null | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return undefined; // Storage blocked: this tab neither tells nor is told by a stored value.
  }
}

/**
 * Tells the other tabs when this tab's session differs from the last one seen (not on a first visit:
 * there is nothing to sync yet), and reloads this tab's data when another tab says so. `fingerprint`
 * undefined: listens only.
 */
export function useSessionSync(fingerprint: string | undefined): void {
  const { revalidate } = useRevalidator();
  const latest = useRef(revalidate);
  useEffect(() => {
    latest.current = revalidate;
  });
  useEffect(() => {
    if (fingerprint === undefined) return;
    const seen = lastSeen();
    if (seen === undefined || seen === fingerprint) return;
    try {
      localStorage.setItem(STORAGE_KEY, fingerprint);
    } catch {
      return;
    }
    if (seen === null) return;
    const channel = openTabChannel(SESSION_CHANNEL);
    // A BroadcastChannel reaches this origin's tabs only: it takes no target origin.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    channel?.postMessage({ type: "session-changed" });
    channel?.close();
  }, [fingerprint]);
  useEffect(() => {
    const channel = openTabChannel(SESSION_CHANNEL);
    if (!channel) return;
    channel.addEventListener("message", (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type !== "session-changed") return;
      reloading = true;
      void latest.current().finally(() => {
        reloading = false;
      });
    });
    return () => channel.close();
  }, []);
}
