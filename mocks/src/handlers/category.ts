import { toCategory } from "../entities/category.ts";
import { toCmsPage } from "../entities/cms.ts";
import { layoutOfCategory } from "../entities/cms-layout.ts";
import { searchResult } from "../entities/common.ts";
import { productContextOf } from "../entities/product.ts";
import { categories, categoryById, rootCategoryIds } from "../fixtures/categories.ts";
import {
  filterEntities,
  paginateCounted,
  readCriteria,
  readSortings,
  sortEntities,
} from "../lib/criteria.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/**
 * `/category/{navigationId}`: the category translated, with its CMS page fully resolved
 * (sections → blocks → slots with config and data). `home` means the sales channel's root category;
 * `?slots=a|b` resolves only those slots. The body's listing parameters (`p`, `limit`, `order`, filters)
 * reach the page's product-listing element, as in Shopware.
 */
async function readCategory({ request, params, scope, session, runtime }: RouteArgs) {
  const criteria = await readCriteria(request);
  const requested = params.navigationId ?? "";
  const category = categoryById(requested === "home" ? rootCategoryIds.main : requested);
  if (!category) return errorResponse(errors.categoryNotFound(requested));
  const slots = new URL(request.url).searchParams.get("slots");
  const slotIds = slots ? slots.split("|").filter(Boolean) : undefined;
  const { prices } = productContextOf(scope, session, runtime.state);
  const layout = layoutOfCategory(category);
  const cmsPage = layout ? toCmsPage(layout, scope, { category }, { slotIds, criteria, prices }) : null;
  return jsonResponse(toCategory(category, scope, { cmsPage }), criteria);
}

/** `/category`: Shopware's CategoryListRoute, the categories matching the criteria (without their layouts). */
async function listCategories({ request, scope }: RouteArgs) {
  const criteria = await readCriteria(request);
  const all = categories.map((category) => toCategory(category, scope));
  const sorted = sortEntities(filterEntities(all, criteria, "category"), readSortings(criteria), "category");
  const { items, page, limit, total } = paginateCounted(sorted, criteria, "none");
  return jsonResponse(searchResult("category", items, { total, page, limit }), criteria);
}

export function categoryHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/category", listCategories),
    storeApiRoute(runtime, "get", "/category", listCategories),
    storeApiRoute(runtime, "post", "/category/:navigationId", readCategory),
    storeApiRoute(runtime, "get", "/category/:navigationId", readCategory),
  ];
}
