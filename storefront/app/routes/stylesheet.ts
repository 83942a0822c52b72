import type { Route } from "./+types/stylesheet";
import { cacheHeaders, sessionlessCacheHeaders } from "../lib/http-cache.server.ts";
import { shopStylesheet } from "../lib/stylesheet.server.ts";

/**
 * `/stylesheet/<version>/<classes>.css`: the rules of the shop's stylesheet that a page's inline CSS left
 * out (ADR 6), for the class set the page's HTML had. The URL names the stylesheet's version and the
 * classes, so the answer never changes, and it is the same with a session (a signed-in shopper caches it
 * too); a key of another version (a page from before a deploy) is not found.
 */
export function loader({ params }: Route.LoaderArgs) {
  const key = /^([\w-]*)\.css$/.exec(params.file)?.[1];
  const css =
    params.version === shopStylesheet.version && key !== undefined ? shopStylesheet.rest(key) : undefined;
  if (css === undefined) return new Response("Not Found", { status: 404, headers: cacheHeaders("noStore") });
  return new Response(css, {
    headers: { "Content-Type": "text/css; charset=utf-8", ...sessionlessCacheHeaders("immutable") },
  });
}
