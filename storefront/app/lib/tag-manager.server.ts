import { expiredCookie, readCookie } from "./cookies.server.ts";
import { shop } from "./shop.server.ts";
import { isTrackingConsent, trackingConsentCookieName, type TagManagerState } from "./tag-manager.ts";

/** The page's tracking state (the root loader): undefined without a configured `TAG_MANAGER_ID`. */
export function tagManagerState(
  request: Request,
  id: string | undefined = shop.tagManagerId,
): TagManagerState | undefined {
  if (id === undefined) return undefined;
  const consent = readCookie(request.headers.get("cookie"), trackingConsentCookieName);
  return isTrackingConsent(consent) ? { id, consent } : { id };
}

/** The cookies Google Analytics sets (`_ga`, `_ga_<stream>`, `_gid`, `_gat…`, `_gcl_…`), by name. */
const googleCookie = /^(_ga(_[A-Za-z0-9]+)?|_gid|_gat(_[A-Za-z0-9]+)?|_gcl_[a-z]+)$/;

/**
 * Set-Cookie headers that delete the request's Google Analytics cookies. The tag writes them for the
 * widest domain the browser accepts ("auto": `example.ch` for `www.example.ch`), so each is deleted for
 * the host itself and for every parent domain of two labels or more; a browser ignores the ones that do
 * not match what it stored.
 */
export function expiredTrackingCookies(request: Request): string[] {
  const names = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter((name) => googleCookie.test(name));
  const labels = new URL(request.url).hostname.split(".");
  const domains =
    labels.length >= 2 && !/^\d+$/.test(labels.at(-1)!)
      ? labels.slice(0, -1).map((_, index) => labels.slice(index).join("."))
      : [];
  return [...new Set(names)].flatMap((name) => [
    expiredCookie(name),
    ...domains.map((domain) => expiredCookie(name, domain)),
  ]);
}
