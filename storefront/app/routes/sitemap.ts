import type { Route } from "./+types/sitemap";
import { toPageError } from "../lib/errors.server.ts";
import {
  anonymousStoreApiMiddleware,
  forwardedHeaders,
  storeApiContext,
} from "../lib/request-context.server.ts";
import { shop } from "../lib/shop.server.ts";
import { fetchSitemapFile } from "../lib/sitemap.server.ts";

/** `/sitemap/*`: one of the files the sitemap index names, streamed from the Store API (`GET /sitemap/{filePath}`). */
export const middleware: Route.MiddlewareFunction[] = [anonymousStoreApiMiddleware];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  try {
    return await fetchSitemapFile(
      context.get(storeApiContext),
      `sitemap/${params["*"] ?? ""}`,
      shop,
      forwardedHeaders(url),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    throw toPageError(error, url.pathname);
  }
}
