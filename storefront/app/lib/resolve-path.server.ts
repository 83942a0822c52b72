import { redirect } from "react-router";
import { seoPath, technicalRoutes, type StoreApiClient } from "@shop/store-api";
import { localizePath, type Locale } from "./locale.ts";
import { cachedShopRead } from "./shop-cache.server.ts";

type SeoUrlLookup = { seoPathInfo: string; pathInfo?: never } | { pathInfo: string; seoPathInfo?: never };

/**
 * The SEO URLs of one SEO path or one technical path in the client's language: public data, the same for
 * every shopper, so kept in the shop cache (every page view resolves its path, hreflang and canonical).
 */
export function readSeoUrlsShared(api: StoreApiClient, lookup: SeoUrlLookup) {
  const key = lookup.seoPathInfo !== undefined ? `seo:${lookup.seoPathInfo}` : `path:${lookup.pathInfo}`;
  return cachedShopRead(api, ["seo-url", key], () => api.readSeoUrls(lookup));
}

export type ResolvedPage = { routeName: string; foreignKey: string };

/**
 * Resolves a shop path (without locale prefix) to the entity behind it, as Shopware's storefront does:
 * technical paths answer 301 to their canonical SEO URL when one exists; SEO paths are looked up by
 * `seoPathInfo` (a missing trailing slash redirects to the stored form). Unknown: null (a 404). Redirects
 * keep `search` (the listing state of `/navigation/{id}?order=price-asc` survives the 301).
 */
export async function resolvePath(
  api: StoreApiClient,
  path: string,
  locale: Locale,
  search = "",
): Promise<ResolvedPage | null> {
  const technical = technicalRoutes.find((route) => route.pattern.test(path));
  if (technical) {
    const id = technical.pattern.exec(path)?.[1]?.toLowerCase() ?? "";
    const { elements } = await readSeoUrlsShared(api, { pathInfo: path });
    const canonical = seoPath(elements);
    if (canonical) throw redirect(`${localizePath(canonical, locale)}${search}`, 301);
    return { routeName: technical.routeName, foreignKey: id };
  }
  let seoPathInfo: string;
  try {
    seoPathInfo = decodeURI(path).replace(/^\//, "");
  } catch {
    return null;
  }
  if (!seoPathInfo) return null;
  const found = await readSeoUrlsShared(api, { seoPathInfo });
  const match = found.elements[0];
  if (match) return { routeName: match.routeName, foreignKey: match.foreignKey };
  if (!seoPathInfo.endsWith("/")) {
    const withSlash = await readSeoUrlsShared(api, { seoPathInfo: `${seoPathInfo}/` });
    if (withSlash.elements[0]) throw redirect(`${localizePath(`/${seoPathInfo}/`, locale)}${search}`, 301);
  }
  return null;
}
