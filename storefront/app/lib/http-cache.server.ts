import { createHash } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import { contextTokenCookieName, readCookie } from "./cookies.server.ts";
import { trackingConsentCookieName } from "./tag-manager.ts";

/**
 * Every HTTP caching rule of the storefront, in one place (docs/adr/0007-http-caching.md).
 *
 * Routes only name a policy (`cacheHeaders("private")`, `cacheHeaders("publicFragment")`) or say nothing:
 * every answer (documents, `.data` requests, resource routes) passes through {@link httpCacheMiddleware}
 * (root.tsx), which applies {@link finalCacheControl}: a session, a Set-Cookie, a write or a private route
 * always wins over a public policy, so no route can make a shopper's answer cacheable by forgetting a header.
 * Anonymous cacheable pages get a strong ETag (a hash of the body) and answer `If-None-Match` with 304.
 */

/** How long a shared cache (nginx, a CDN) keeps an anonymous page fresh, and may serve it stale while refreshing. */
export const PAGE_S_MAXAGE = 60;
export const PAGE_STALE_WHILE_REVALIDATE = 600;
/** Not-found pages: a crawler's typo should not reach the Store API on every hit, but a new page appears soon. */
export const MISSING_S_MAXAGE = 30;

export const cachePolicies = {
  /** Anonymous pages (home, categories, products, landing and service pages): browsers revalidate (ETag), shared caches keep them. */
  publicPage: `public, max-age=0, s-maxage=${PAGE_S_MAXAGE}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE}`,
  /** A not-found answer (404/410) without a session. */
  publicMissing: `public, max-age=0, s-maxage=${MISSING_S_MAXAGE}`,
  /** Small JSON the pages fetch that is the same for every shopper (navigation menu, suggestions without a session). */
  publicFragment: "public, max-age=60, s-maxage=300, stale-while-revalidate=3600",
  /**
   * An answer whose URL changes with its content: Shopware's media paths carry the file's hash and upload
   * time; the rest of the stylesheet's URL names the build and the page's classes.
   */
  immutable: "public, max-age=31536000, immutable",
  /** Media under a URL that may be reused for new content. */
  media: "public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400",
  /** Anything that sets or depends on a session: cart, account, checkout, login, wishlist, flash, writes. */
  private: "private, no-store",
  /** Errors and answers that must not be reused at all (upstream failures, redirects that depend on the request). */
  noStore: "no-store",
} as const;

export type CachePolicy = keyof typeof cachePolicies;

/** The headers a route returns to name its policy (`data(x, { headers: cacheHeaders("private") })`, `headers()`). */
export function cacheHeaders(policy: CachePolicy): Record<string, string> {
  return { "Cache-Control": cachePolicies[policy] };
}

/**
 * Internal marker (removed before the answer leaves): the route never reads the session (its Store API
 * client is anonymous, e.g. the navigation menu), so its public policy holds even when the request carries
 * the session cookie.
 */
export const SESSIONLESS_HEADER = "X-Shop-Sessionless";

/** The headers of a public answer that ignores the session cookie (`anonymousStoreApiMiddleware` routes, the stylesheet). */
export function sessionlessCacheHeaders(
  policy: "publicFragment" | "publicPage" | "immutable",
): Record<string, string> {
  return { ...cacheHeaders(policy), [SESSIONLESS_HEADER]: "1" };
}

/** Shorthands of the most common one: every personal page and answer. */
export const PRIVATE_CACHE_CONTROL = cachePolicies.private;
export const PRIVATE_HEADERS = cacheHeaders("private");

/**
 * Shopware's media paths carry the upload time (`/media/<2 hex>/<2 hex>/<2 hex>/<unix time>/<file>`, thumbnails
 * under `/thumbnail/` likewise): a new upload gets a new URL, so such a file never changes under its URL.
 */
const contentAddressedMedia = /^\/(media|thumbnail)\/(?:[0-9a-f]{2}\/){2,3}\d{9,}\//i;

/** The policy of a media file by its URL path. */
export function mediaPolicy(pathname: string): CachePolicy {
  return contentAddressedMedia.test(pathname) ? "immutable" : "media";
}

/** Whether the shopper has accepted or refused tracking (the cookie exists only when a tag manager is configured). */
export function hasTrackingDecision(request: Request): boolean {
  return Boolean(readCookie(request.headers.get("cookie"), trackingConsentCookieName));
}

/** Whether the request carries the shopper's session (the Store API context token cookie). */
export function hasSession(request: Request): boolean {
  return Boolean(readCookie(request.headers.get("cookie"), contextTokenCookieName));
}

const isPrivateValue = (value: string) => /\b(private|no-store|no-cache)\b/i.test(value);
const isReadMethod = (method: string) => method === "GET" || method === "HEAD";

export interface CacheDecision {
  cacheControl: string;
  /** Whether the answer is the same for every shopper (a shared cache may keep it; it gets an ETag). */
  shared: boolean;
}

/**
 * The one rule (ADR 7), in this order:
 * 1. a write (not GET/HEAD), a request with the session cookie (unless the route never reads it:
 *    {@link sessionlessCacheHeaders}), or an answer that sets a cookie → `private, no-store`;
 * 2. a route that said private or no-store → `private, no-store` (no-store: `no-store`, kept for errors);
 * 3. a route that named a public policy (fragment, media) → that policy;
 * 4. otherwise by status: 200/203/204/301/308 → public page; 404/410 → short public; anything else → `no-store`
 *    (302/303/307 redirects depend on the request, 5xx must not be stored).
 */
export function finalCacheControl(request: Request, response: Response): CacheDecision {
  const current = response.headers.get("Cache-Control")?.trim() ?? "";
  const setsCookie = response.headers.has("Set-Cookie");
  const sessionless = response.headers.get(SESSIONLESS_HEADER) === "1";
  // A tracking decision changes the page (no consent banner; the tag after "Accept": lib/tag-manager.ts).
  const personal = hasSession(request) || hasTrackingDecision(request);
  if (!isReadMethod(request.method) || (personal && !sessionless) || setsCookie)
    return { cacheControl: cachePolicies.private, shared: false };
  if (/\bprivate\b/i.test(current)) return { cacheControl: cachePolicies.private, shared: false };
  if (isPrivateValue(current)) return { cacheControl: cachePolicies.noStore, shared: false };
  if (current) return { cacheControl: current, shared: /\bpublic\b/i.test(current) };
  const status = response.status;
  if ([200, 203, 204, 301, 308].includes(status))
    return { cacheControl: cachePolicies.publicPage, shared: true };
  if (status === 404 || status === 410) return { cacheControl: cachePolicies.publicMissing, shared: true };
  return { cacheControl: cachePolicies.noStore, shared: false };
}

/** Adds names to a Vary header once (case-insensitive); `*` stays alone. */
export function mergeVary(current: string | null, ...names: string[]): string {
  const values = (current ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.includes("*")) return "*";
  for (const name of names)
    if (!values.some((value) => value.toLowerCase() === name.toLowerCase())) values.push(name);
  return values.join(", ");
}

/** The nonce of the page's Content-Security-Policy (`'nonce-…'`), if any. */
function cspNonce(headers: Headers): string | undefined {
  return /'nonce-([^']+)'/.exec(headers.get("Content-Security-Policy") ?? "")?.[1];
}

/**
 * A strong validator of a body: its SHA-256 (base64url, 22 characters). The per-response CSP nonce is left
 * out of the hash: two renders of the same page differ only in it, and a 304 keeps the body and the CSP
 * header the browser stored together (see {@link notModified}).
 */
export function bodyETag(body: Uint8Array | string, nonce?: string): string {
  const text = typeof body === "string" ? body : Buffer.from(body).toString("utf8");
  const normalised = nonce ? text.replaceAll(nonce, "") : text;
  return `"${createHash("sha256").update(normalised).digest("base64url").slice(0, 22)}"`;
}

/** Whether an `If-None-Match` header matches the ETag (`*`, a list, weak comparison as RFC 9110 asks for GET). */
const bare = (value: string) => value.trim().replace(/^W\//, "");

export function matchesETag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => bare(candidate) === bare(etag));
}

/** Headers a 304 repeats (RFC 9110 §15.4.5); never the CSP (its nonce must stay the stored body's). */
const notModifiedHeaders = ["Cache-Control", "ETag", "Vary", "Content-Location", "Expires", "Date"];

function notModified(headers: Headers): Response {
  const kept = new Headers();
  for (const name of notModifiedHeaders) {
    const value = headers.get(name);
    if (value) kept.set(name, value);
  }
  return new Response(null, { status: 304, headers: kept });
}

const hashable = (contentType: string | null) =>
  /^(text\/html|application\/json|text\/x-script|text\/plain)/i.test(contentType ?? "");

/**
 * Applies the rules to a finished answer: Cache-Control, Vary (every page and `.data` answer varies on the
 * cookie: a cache that ignores our nginx bypass still never serves an anonymous page to a session), no
 * Set-Cookie on a shared answer, and a strong ETag with 304 for shared HTML/JSON answers of status 200.
 */
export async function applyHttpCaching(request: Request, answer: Response): Promise<Response> {
  const decision = finalCacheControl(request, answer);
  // A copy: some answers (Response.redirect, fetch) have immutable headers.
  const headers = new Headers(answer.headers);
  const rebuilt = (body: BodyInit | null) =>
    new Response(body, { status: answer.status, statusText: answer.statusText, headers });
  headers.set("Cache-Control", decision.cacheControl);
  headers.delete(SESSIONLESS_HEADER);
  const { pathname } = new URL(request.url);
  const isMedia = /^\/(media|thumbnail)\//.test(pathname);
  if (!isMedia) headers.set("Vary", mergeVary(headers.get("Vary"), "Cookie"));
  // The unprefixed home page redirects by the browser's languages (and the locale cookie): its answer varies on them.
  if (pathname === "/") headers.set("Vary", mergeVary(headers.get("Vary"), "Accept-Language"));
  if (!decision.shared) return rebuilt(answer.body);
  // Defence in depth: rule 1 made any cookie-setting answer private, so this never removes a session cookie.
  headers.delete("Set-Cookie");
  if (answer.status !== 200 || !answer.body || !hashable(headers.get("Content-Type")))
    return rebuilt(answer.body);
  const ifNoneMatch = request.headers.get("If-None-Match");
  const upstreamETag = headers.get("ETag");
  if (upstreamETag)
    return matchesETag(ifNoneMatch, upstreamETag) ? notModified(headers) : rebuilt(answer.body);
  const body = new Uint8Array(await answer.arrayBuffer());
  headers.set("ETag", bodyETag(body, cspNonce(headers)));
  if (matchesETag(ifNoneMatch, headers.get("ETag") as string)) return notModified(headers);
  headers.delete("Content-Length");
  return rebuilt(request.method === "HEAD" ? null : body);
}

/** The root route's middleware: every document, `.data` and resource answer passes through the rules. */
export const httpCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) =>
  applyHttpCaching(request, await next());
