import { isStoreApiError, navigationDepth } from "@shop/store-api";
import type { Route } from "./+types/navigation-menu";
import { toNavItems, type NavigationMenuResult } from "../lib/navigation.ts";
import {
  anonymousStoreApiMiddleware,
  localeContext,
  storeApiContext,
} from "../lib/request-context.server.ts";
import { cacheHeaders, sessionlessCacheHeaders } from "../lib/http-cache.server.ts";

export const middleware: Route.MiddlewareFunction[] = [anonymousStoreApiMiddleware];

/**
 * `GET /navigation-menu/{categoryId}` (and `/fr-CH/navigation-menu/{categoryId}`): a category's children with
 * their children, as menu items in the page's language, for the mega menu panel and the mobile menu's
 * submenu (the page itself carries only the top level). Images only for the first level (the panel's
 * columns). Unknown ids answer 404, a failing upstream 502; neither is cached.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { categoryId } = params;
  if (!/^[0-9a-f]{32}$/.test(categoryId)) return notFound();
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  try {
    const categories = await api.readNavigation(
      // Shopware loads depth + 1 levels below the root: the children and the grandchildren.
      { activeId: categoryId, rootId: categoryId, depth: navigationDepth(2) },
      { includeSeoUrls: true },
    );
    const body: NavigationMenuResult = { items: toNavItems(categories, locale, { imageLevels: 1 }) };
    return Response.json(body, { headers: sessionlessCacheHeaders("publicFragment") });
  } catch (error) {
    if (isStoreApiError(error) && error.status === 404) return notFound();
    console.error(`navigation menu ${categoryId} failed`, error);
    return Response.json({ items: [] }, { status: 502, headers: cacheHeaders("noStore") });
  }
}

function notFound() {
  return Response.json({ items: [] }, { status: 404, headers: cacheHeaders("noStore") });
}
