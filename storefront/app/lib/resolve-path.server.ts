import { redirect } from "react-router";
import { seoPath, technicalRoutes, type StoreApiClient } from "@shop/store-api";
import { localizePath, type Locale } from "./locale.ts";

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
    const { elements } = await api.readSeoUrls({ pathInfo: path });
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
  const found = await api.readSeoUrls({ seoPathInfo });
  const match = found.elements[0];
  if (match) return { routeName: match.routeName, foreignKey: match.foreignKey };
  if (!seoPathInfo.endsWith("/")) {
    const withSlash = await api.readSeoUrls({ seoPathInfo: `${seoPathInfo}/` });
    if (withSlash.elements[0]) throw redirect(`${localizePath(`/${seoPathInfo}/`, locale)}${search}`, 301);
  }
  return null;
}
