import { categoryBreadcrumb, productBreadcrumbCategory } from "../entities/breadcrumb.ts";
import { catalogIndex } from "../entities/product.ts";
import { categoryById } from "../fixtures/categories.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/**
 * `GET /breadcrumb/{id}?type=product|category&referrerCategoryId=`: Shopware 6.7's BreadcrumbRoute. For a
 * product (the default type) the path to its SEO category (the referrer category when the product is in
 * it); an id that is no product is tried as a category. Unknown ids answer an empty list.
 */
function readBreadcrumb({ request, params, scope }: RouteArgs) {
  const url = new URL(request.url);
  const id = params.id ?? "";
  // The route only matches 32-hex ids (`requirements: ['id' => '[0-9a-f]{32}']`).
  if (!/^[0-9a-f]{32}$/.test(id)) return errorResponse(errors.routeNotFound(request.method, url.pathname));
  const type = url.searchParams.get("type") ?? "product";
  const referrer = url.searchParams.get("referrerCategoryId");
  const index = catalogIndex();
  const product = type === "category" ? undefined : index.products.get(id);
  const category = product
    ? productBreadcrumbCategory(product, index.categoryTree(product), referrer)
    : categoryById(id);
  return jsonResponse(category ? categoryBreadcrumb(category, scope) : []);
}

export function breadcrumbHandlers(runtime: EmulatorRuntime) {
  return [storeApiRoute(runtime, "get", "/breadcrumb/:id", readBreadcrumb)];
}
