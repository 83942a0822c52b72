import { toCategory } from "../entities/category.ts";
import { categoryById, rootCategoryIds } from "../fixtures/categories.ts";
import { readCriteria } from "../lib/criteria.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/**
 * `/category/{navigationId}`: the category translated, with its CMS page fully resolved
 * (sections → blocks → slots with config and data). `home` means the sales channel's root category;
 * `?slots=a|b` resolves only those slots.
 */
async function readCategory({ request, params, scope }: RouteArgs) {
  const criteria = await readCriteria(request);
  const requested = params.navigationId ?? "";
  const category = categoryById(requested === "home" ? rootCategoryIds.main : requested);
  if (!category) return errorResponse(errors.categoryNotFound(requested));
  const slots = new URL(request.url).searchParams.get("slots");
  const slotIds = slots ? slots.split("|").filter(Boolean) : undefined;
  return jsonResponse(toCategory(category, scope, { withCmsPage: slotIds ? { slotIds } : true }), criteria);
}

export function categoryHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/category/:navigationId", readCategory),
    storeApiRoute(runtime, "get", "/category/:navigationId", readCategory),
  ];
}
