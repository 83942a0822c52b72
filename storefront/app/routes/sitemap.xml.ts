import type { Route } from "./+types/sitemap.xml";
import { toPageError } from "../lib/errors.server.ts";
import { anonymousStoreApiMiddleware, storeApiContext } from "../lib/request-context.server.ts";
import { shop } from "../lib/shop.server.ts";
import { readAllSitemaps, SITEMAP_CACHE, sitemapIndexXml } from "../lib/sitemap.server.ts";

/** `/sitemap.xml`: the sitemap index over Shopware's sitemap files of every language (`GET /sitemap`). */
export const middleware: Route.MiddlewareFunction[] = [anonymousStoreApiMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  try {
    const files = await readAllSitemaps(context.get(storeApiContext), (locale) => shop.languageId(locale));
    return new Response(sitemapIndexXml(url.origin, files), {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE },
    });
  } catch (error) {
    throw toPageError(error, url.pathname);
  }
}
