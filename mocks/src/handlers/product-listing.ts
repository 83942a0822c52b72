import { productListing } from "../entities/listing/index.ts";
import { productContextOf } from "../entities/product.ts";
import { categoryById, rootCategoryIds } from "../fixtures/categories.ts";
import { readCriteria } from "../lib/criteria.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/**
 * `/product-listing/{categoryId}`: Shopware's ProductListingRoute. The category's products (its descendants'
 * included) with the listing parameters of the body or query: `p`, `limit`, `order`, the filters and the
 * aggregation flags (rules: docs/emulator.md).
 */
async function readListing({ request, params, scope, session, runtime }: RouteArgs) {
  const criteria = await readCriteria(request);
  const requested = params.categoryId ?? "";
  const category = categoryById(requested === "home" ? rootCategoryIds.main : requested);
  if (!category) return errorResponse(errors.categoryNotFound(requested));
  const answer = productListing({
    kind: "listing",
    categoryId: category.id,
    navigationId: category.id,
    criteria,
    context: productContextOf(scope, session, runtime.state),
  });
  if ("error" in answer) return errorResponse(answer.error);
  return jsonResponse(answer.listing, criteria);
}

export function productListingHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/product-listing/:categoryId", readListing),
    storeApiRoute(runtime, "get", "/product-listing/:categoryId", readListing),
  ];
}
