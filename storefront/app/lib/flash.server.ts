import { createHash } from "node:crypto";
import { redirect } from "react-router";
import { cartMessageKeys, type CartMessageKey } from "./add-to-cart.ts";
import { readCookie } from "./cookies.server.ts";
import { newsletterMessageKeys, type NewsletterMessageKey } from "./newsletter.ts";
import { wishlistMessageKeys, type WishlistMessageKey } from "./wishlist.ts";

/**
 * A one-time message across a redirect (a form posted without JavaScript): the action writes it, the next
 * page's layout loader reads it and clears it. It holds a message key and an optional product name, never
 * a text; the page translates the key.
 *
 * Each message is addressed to the page the redirect goes to: its cookie is named after that page's path
 * (`shop-flash-<hash>`), so two tabs posting at the same moment (one adds to the cart on one product page,
 * the other on another) each get their own notice, never the other's.
 */
export const flashCookiePrefix = "shop-flash-";
const maxAgeSeconds = 60;
const maxNameLength = 200;

/**
 * The path a message is addressed by: the page's path as the browser requests it, without React Router's
 * data suffix (a client navigation loads `/x.data` for `/x`, `/_.data` for `/`) and without a trailing
 * slash, so `/fr-CH` and `/fr-CH/` are one page.
 */
export function flashPath(pathname: string): string {
  const page = pathname.endsWith("/_.data")
    ? pathname.slice(0, -"_.data".length)
    : pathname.replace(/\.data$/, "");
  return page.length > 1 && page.endsWith("/") ? page.slice(0, -1) : page;
}

/** The cookie carrying a message to the page at `pathname`. */
export function flashCookieName(pathname: string): string {
  return flashCookiePrefix + createHash("sha256").update(flashPath(pathname)).digest("hex").slice(0, 16);
}

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

/**
 * The Set-Cookie value carrying a flash to the page the answer redirects to (`target`, a path or URL;
 * 60 seconds, HttpOnly). Answers send it with {@link redirectWithFlash}.
 */
export function serializeFlash(flash: Flash, requestUrl: URL, target: string): string {
  const value: Flash = { key: flash.key };
  if (flash.name) value.name = flash.name.slice(0, maxNameLength);
  if (isQuantity(flash.quantity)) value.quantity = flash.quantity;
  const name = flashCookieName(new URL(target, requestUrl).pathname);
  return `${name}=${encodeURIComponent(JSON.stringify(value))}; ${cookieAttributes(requestUrl, maxAgeSeconds)}`;
}

/**
 * The 303 to `target` with `flash` addressed to that page (none: a plain 303), and any other `headers` (a
 * session cookie, cache headers). Every answer that leaves a message uses it, so the message always goes
 * to the page the shopper lands on.
 */
export function redirectWithFlash(
  request: Request,
  target: string,
  flash: Flash | undefined,
  headers?: HeadersInit,
): Response {
  const answer = new Headers(headers);
  if (flash) answer.append("Set-Cookie", serializeFlash(flash, new URL(request.url), target));
  return redirect(target, { status: 303, headers: answer });
}

/** The Set-Cookie value deleting the flash of the requested page once shown. */
export function clearFlash(requestUrl: URL): string {
  return `${flashCookieName(requestUrl.pathname)}=; ${cookieAttributes(requestUrl, 0)}`;
}

/** The raw flash cookie addressed to the requested page. */
const flashCookieOf = (request: Request) =>
  readCookie(request.headers.get("cookie"), flashCookieName(new URL(request.url).pathname));

/** The flash addressed to the requested page, or undefined (also for anything malformed). */
export const readFlash = (request: Request): Flash | undefined => parseFlash(flashCookieOf(request));

function parseFlash(raw: string | undefined): Flash | undefined {
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
  const raw = flashCookieOf(request);
  if (!raw) return {};
  // Cleared even when malformed, so a broken cookie does not linger.
  return { flash: parseFlash(raw), headers: { "Set-Cookie": clearFlash(new URL(request.url)) } };
}
