import { crossSellingsOfProduct } from "../entities/cross-selling.ts";
import { catalogIndex, productContextOf } from "../entities/product.ts";
import { readCriteria } from "../lib/criteria.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/**
 * `/product/{productId}/cross-selling`: Shopware's ProductCrossSellingRoute, the product's active
 * cross-sellings by position, each with its products (sorted and limited as the cross-selling says).
 * An unknown product simply has none.
 */
async function readCrossSellings({ request, params, scope, session, runtime }: RouteArgs) {
  const criteria = await readCriteria(request);
  const context = productContextOf(scope, session, runtime.state);
  const product = catalogIndex(context.catalog).products.get(params.productId ?? "");
  return jsonResponse(product ? crossSellingsOfProduct(product, context) : [], criteria);
}

export function crossSellingHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/product/:productId/cross-selling", readCrossSellings),
    storeApiRoute(runtime, "get", "/product/:productId/cross-selling", readCrossSellings),
  ];
}
