import type { Route } from "./+types/account.order.$orderId.download.$downloadId";
import { downloadOrderFile } from "../lib/account-orders.server.ts";
import { toPageError } from "../lib/errors.server.ts";
import { storeApiContext, storeApiMiddleware } from "../lib/request-context.server.ts";
import { shop } from "../lib/shop.server.ts";

/**
 * `/account/order/{orderId}/download/{downloadId}`: a purchased file of the shopper's order (a download
 * product), streamed from the Store API's `/order/download/{orderId}/{downloadId}` once the order is paid;
 * the tokens stay on the server. 404 before (and for anyone else's order). The checkout's order pages link
 * here too: a guest's session reads its own order the same way.
 */
export const middleware: Route.MiddlewareFunction[] = [storeApiMiddleware];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  try {
    return await downloadOrderFile(
      context.get(storeApiContext),
      params.orderId,
      params.downloadId,
      url.pathname,
      shop,
    );
  } catch (error) {
    throw toPageError(error, url.pathname);
  }
}
