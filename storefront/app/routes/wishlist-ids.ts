import type { Route } from "./+types/wishlist-ids";
import { createStoreApiMiddleware, storeApiContext } from "../lib/request-context.server.ts";
import { readCustomerWishlistIds } from "../lib/wishlist.server.ts";
import { PRIVATE_HEADERS } from "../lib/http-cache.server.ts";

/**
 * `GET /wishlist-ids`: the signed-in customer's wishlist as product ids, `{ids: null}` for anyone else
 * (lib/wishlist.ts asks it for the header's badge and the hearts). Private, never cached.
 */
export const middleware: Route.MiddlewareFunction[] = [createStoreApiMiddleware({ locale: () => "de-DE" })];

export async function loader({ context }: Route.LoaderArgs) {
  const ids = await readCustomerWishlistIds(context.get(storeApiContext));
  return Response.json({ ids }, { headers: PRIVATE_HEADERS });
}
