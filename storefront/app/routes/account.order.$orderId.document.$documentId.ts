import type { Route } from "./+types/account.order.$orderId.document.$documentId";
import { downloadOrderDocument } from "../lib/account-orders.server.ts";
import { toPageError } from "../lib/errors.server.ts";
import { storeApiContext, storeApiMiddleware } from "../lib/request-context.server.ts";
import { shop } from "../lib/shop.server.ts";

/**
 * `/account/order/{orderId}/document/{documentId}`: a document of the customer's order (the invoice PDF),
 * streamed from the Store API's `/document/download/{id}/{code}`; the tokens stay on the server.
 */
export const middleware: Route.MiddlewareFunction[] = [storeApiMiddleware];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  try {
    return await downloadOrderDocument(
      context.get(storeApiContext),
      params.orderId,
      params.documentId,
      url.pathname,
      shop,
    );
  } catch (error) {
    throw toPageError(error, url.pathname);
  }
}
