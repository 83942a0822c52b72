import { productListing, type ListingKind } from "../entities/listing/index.ts";
import { productContextOf } from "../entities/product.ts";
import { rootCategoryIds } from "../fixtures/categories.ts";
import { readCriteria } from "../lib/criteria.ts";
import { errorResponse } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/**
 * `/search` and `/search-suggest`: Shopware's ProductSearchRoute and ProductSuggestRoute, the listing over the
 * whole catalog narrowed to the products matching `search` (400 without one), best match first by default.
 * The suggestion carries no aggregations.
 */
function search(kind: ListingKind) {
  return async ({ request, scope, session, runtime }: RouteArgs) => {
    const criteria = await readCriteria(request);
    const answer = productListing({
      kind,
      // The search runs in the sales channel's navigation (its root category).
      navigationId: rootCategoryIds.main,
      criteria,
      context: productContextOf(scope, session, runtime.state),
    });
    if ("error" in answer) return errorResponse(answer.error);
    return jsonResponse(answer.listing, criteria);
  };
}

export function searchHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/search", search("search")),
    storeApiRoute(runtime, "get", "/search", search("search")),
    storeApiRoute(runtime, "post", "/search-suggest", search("suggest")),
    storeApiRoute(runtime, "get", "/search-suggest", search("suggest")),
  ];
}
