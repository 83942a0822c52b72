import { data, type MiddlewareFunction } from "react-router";

/**
 * Cross-site request forgery: the one rule for every state-changing request (docs/storefront-rules.md,
 * "Security"). It is applied once, by the root route's middleware (root.tsx), so it runs before any action
 * or resource route (document POSTs, `.data` requests of actions, /checkout/line-item, /currency,
 * /language, /newsletter, /logout, /wishlist-ids, /store-api/* writes) and no action can forget it.
 *
 * A request that is not GET or HEAD is cross-site when
 * - the browser says so: `Sec-Fetch-Site: cross-site` (`same-origin`, `same-site` and `none`, a request the
 *   shopper typed or bookmarked, pass), or,
 * - without that header (old browsers, scripts): its `Origin` (or, without one, its `Referer`) names another
 *   host than the request's. `Origin: null` (a sandboxed frame, a privacy redirect) counts as another host.
 * A request with neither header (curl, server-to-server) passes: a browser always sends one of them on a
 * cross-site form post, and nothing else can carry the shopper's cookies.
 *
 * The request's own hosts are the `Host` of the request URL, the first `X-Forwarded-Host` (a reverse proxy
 * that rewrites `Host`; a browser cannot set that header on a cross-site form) and the public URL the shop
 * is configured with (`PUBLIC_URL`). Hosts are compared with their port, never the scheme: TLS may end at
 * the proxy.
 */
export function isCrossSiteRequest(request: Request, options: { publicUrl?: string } = {}): boolean {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD") return false;
  const site = request.headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (site) return site === "cross-site";
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (source === null || source.trim() === "") return false;
  const sourceHost = hostOf(source);
  if (sourceHost === undefined) return true;
  return !ownHosts(request, options.publicUrl).has(sourceHost);
}

function hostOf(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

function ownHosts(request: Request, publicUrl: string | undefined): Set<string> {
  const hosts = new Set([new URL(request.url).host.toLowerCase()]);
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) hosts.add(forwarded);
  const configured = publicUrl ? hostOf(publicUrl) : undefined;
  if (configured) hosts.add(configured);
  return hosts;
}

/**
 * Refuses a cross-site state-changing request with 403 before any action runs: a document gets the
 * translated error page (the root's error boundary), a `.data` request or a resource route the status.
 */
export function createCsrfMiddleware(options: { publicUrl?: string } = {}): MiddlewareFunction<Response> {
  return async ({ request }, next) => {
    if (isCrossSiteRequest(request, options)) {
      throw data(
        { message: "Forbidden: cross-site request" },
        { status: 403, headers: { "Cache-Control": "no-store" } },
      );
    }
    return next();
  };
}
