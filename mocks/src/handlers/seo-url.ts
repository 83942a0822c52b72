import { searchResult } from "../entities/common.ts";
import { toSeoUrl } from "../entities/seo-url.ts";
import { seoUrlByPath, seoUrlByPathInfo, seoUrls, type SeoUrlFixture } from "../fixtures/seo-urls.ts";
import { filterEntities, paginate, readCriteria, type Criteria } from "../lib/criteria.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/**
 * `/seo-url`: the sales channel's SEO URLs in the request language, filtered by the criteria
 * (typically `equals` on `seoPathInfo` (no leading slash) or on `pathInfo` (`/navigation/<id>`)).
 */
async function searchSeoUrls({ request, scope }: RouteArgs) {
  const criteria = await readCriteria(request);
  const inLanguage = candidates(criteria, scope.locale, scope.languageId).map(toSeoUrl);
  const matching = filterEntities(inLanguage, criteria, "seo_url");
  const { items, page, limit } = paginate(matching, criteria);
  return jsonResponse(searchResult("seo_url", items, { total: matching.length, page, limit }), criteria);
}

/** Criteria fields may name the entity (`seo_url.seoPathInfo`). */
const normalize = (field: string | undefined) => field?.replace(/^seo_url\./, "");

/**
 * The rows the criteria can match. The storefront resolves every page with an `equals` on `seoPathInfo`
 * or `pathInfo`; answering those from the index keeps page resolution fast at 10,000 products (50,000
 * rows). The full criteria still run on the candidates, so the answer is the same as a scan.
 */
function candidates(criteria: Criteria, locale: RouteArgs["scope"]["locale"], languageId: string) {
  for (const filter of criteria.filter ?? []) {
    if (filter.type !== "equals" || typeof filter.value !== "string") continue;
    const field = normalize(filter.field);
    const hit: SeoUrlFixture | undefined =
      field === "seoPathInfo"
        ? seoUrlByPath(locale, filter.value)
        : field === "pathInfo"
          ? seoUrlByPathInfo(locale, filter.value)
          : undefined;
    if (field === "seoPathInfo" || field === "pathInfo") return hit ? [hit] : [];
  }
  return seoUrls.filter((url) => url.languageId === languageId);
}

export function seoUrlHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/seo-url", searchSeoUrls),
    storeApiRoute(runtime, "get", "/seo-url", searchSeoUrls),
  ];
}
