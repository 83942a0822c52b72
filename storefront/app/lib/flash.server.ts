import { readCookie } from "./cookies.server.ts";

/**
 * A one-time message across a redirect (a form posted without JavaScript): the action writes it, the next
 * page's layout loader reads it and clears it. It holds a message key and an optional product name, never
 * a text; the page translates the key.
 */
export const flashCookieName = "shop-flash";
const maxAgeSeconds = 60;
const maxNameLength = 200;

export const flashKeys = ["cart-added", "cart-adjusted", "cart-failed", "logged-out"] as const;
export type FlashKey = (typeof flashKeys)[number];

export interface Flash {
  key: FlashKey;
  /** What the message is about, e.g. a product name. */
  name?: string;
}

function isFlashKey(value: unknown): value is FlashKey {
  return typeof value === "string" && (flashKeys as readonly string[]).includes(value);
}

function cookieAttributes(requestUrl: URL, maxAge: number): string {
  const secure = requestUrl.protocol === "https:" ? "; Secure" : "";
  return `Max-Age=${maxAge}; Path=/; SameSite=Lax; HttpOnly${secure}`;
}

/** The Set-Cookie value carrying a flash to the next page (60 seconds, HttpOnly). */
export function serializeFlash(flash: Flash, requestUrl: URL): string {
  const value: Flash = { key: flash.key };
  if (flash.name) value.name = flash.name.slice(0, maxNameLength);
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
    const { key, name } = parsed as Record<string, unknown>;
    if (!isFlashKey(key)) return undefined;
    return typeof name === "string" && name ? { key, name: name.slice(0, maxNameLength) } : { key };
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
