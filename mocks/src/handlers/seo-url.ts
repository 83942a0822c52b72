import { searchResult } from "../entities/common.ts";
import { toSeoUrl } from "../entities/seo-url.ts";
import { seoUrls } from "../fixtures/seo-urls.ts";
import { filterEntities, paginate, readCriteria } from "../lib/criteria.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/**
 * `/seo-url`: the sales channel's SEO URLs in the request language, filtered by the criteria
 * (typically `equals` on `seoPathInfo` (no leading slash) or on `pathInfo` (`/navigation/<id>`)).
 */
async function searchSeoUrls({ request, scope }: RouteArgs) {
  const criteria = await readCriteria(request);
  const inLanguage = seoUrls.filter((url) => url.languageId === scope.languageId).map(toSeoUrl);
  const matching = filterEntities(inLanguage, criteria, "seo_url");
  const { items, page, limit } = paginate(matching, criteria);
  return jsonResponse(searchResult("seo_url", items, { total: matching.length, page, limit }), criteria);
}

export function seoUrlHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/seo-url", searchSeoUrls),
    storeApiRoute(runtime, "get", "/seo-url", searchSeoUrls),
  ];
}
