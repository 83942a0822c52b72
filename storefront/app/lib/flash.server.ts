import { cartMessageKeys, type CartMessageKey } from "./add-to-cart.ts";
import { readCookie } from "./cookies.server.ts";
import { newsletterMessageKeys, type NewsletterMessageKey } from "./newsletter.ts";
import { wishlistMessageKeys, type WishlistMessageKey } from "./wishlist.ts";

/**
 * A one-time message across a redirect (a form posted without JavaScript): the action writes it, the next
 * page's layout loader reads it and clears it. It holds a message key and an optional product name, never
 * a text; the page translates the key.
 */
export const flashCookieName = "shop-flash";
const maxAgeSeconds = 60;
const maxNameLength = 200;

/**
/**
 * The one-time messages: the cart's (add to cart, the cart page's forms), the account's (logout; the
 * registration's opt-in notice, its `name` the address, shown by `/register` itself; the account activated
 * or confirmed before), the wishlist page's removal and the footer's newsletter signup (lib/newsletter.ts).
 */
export const accountFlashKeys = [
  "logged-out",
  "registered",
  "account-activated",
  "already-confirmed",
] as const;
export const flashKeys: readonly FlashKey[] = [
  ...cartMessageKeys,
  ...accountFlashKeys,
  ...wishlistMessageKeys,
  ...newsletterMessageKeys,
];
export type FlashKey =
  CartMessageKey | (typeof accountFlashKeys)[number] | WishlistMessageKey | NewsletterMessageKey;

export interface Flash {
  key: FlashKey;
  /** What the message is about, e.g. a product name. */
  name?: string;
  /** A number the message names (e.g. the quantity Shopware allowed). */
  quantity?: number;
}

function isFlashKey(value: unknown): value is FlashKey {
  return typeof value === "string" && (flashKeys as readonly string[]).includes(value);
}

const isQuantity = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 1_000_000;

function cookieAttributes(requestUrl: URL, maxAge: number): string {
  const secure = requestUrl.protocol === "https:" ? "; Secure" : "";
  return `Max-Age=${maxAge}; Path=/; SameSite=Lax; HttpOnly${secure}`;
}

/** The Set-Cookie value carrying a flash to the next page (60 seconds, HttpOnly). */
export function serializeFlash(flash: Flash, requestUrl: URL): string {
  const value: Flash = { key: flash.key };
  if (flash.name) value.name = flash.name.slice(0, maxNameLength);
  if (isQuantity(flash.quantity)) value.quantity = flash.quantity;
  return `${flashCookieName}=${encodeURIComponent(JSON.stringify(value))}; ${cookieAttributes(requestUrl, maxAgeSeconds)}`;
}

/** The Set-Cookie value deleting the flash once shown. */
export function clearFlash(requestUrl: URL): string {
  return `${flashCookieName}=; ${cookieAttributes(requestUrl, 0)}`;
}

/** The flash a request carries, or undefined (also for anything malformed). */
export function readFlash(request: Request): Flash | undefined {
  const raw = readCookie(request.headers.get("cookie"), flashCookieName);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { key, name, quantity } = parsed as Record<string, unknown>;
    if (!isFlashKey(key)) return undefined;
    const flash: Flash = { key };
    if (typeof name === "string" && name) flash.name = name.slice(0, maxNameLength);
    if (isQuantity(quantity)) flash.quantity = quantity;
    return flash;
  } catch {
    return undefined;
  }
}

/**
 * Reads the request's flash and, when there is one, the header that clears it: a layout loader returns
 * `data(value, { headers })` with these so the message shows once.
 */
export function takeFlash(request: Request): { flash?: Flash; headers?: HeadersInit } {
  if (!readCookie(request.headers.get("cookie"), flashCookieName)) return {};
  // Cleared even when malformed, so a broken cookie does not linger.
  return { flash: readFlash(request), headers: { "Set-Cookie": clearFlash(new URL(request.url)) } };
}
