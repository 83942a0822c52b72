import { toCategory } from "../entities/category.ts";
import type { Json } from "../entities/common.ts";
import type { RequestScope } from "../entities/scope.ts";
import { categories, categoryById, rootCategoryIds, type CategoryFixture } from "../fixtures/categories.ts";
import { readCriteria } from "../lib/criteria.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/** The aliases `/navigation/{activeId}/{rootId}` accepts instead of category ids. */
export const navigationAliases: Record<string, string> = {
  "main-navigation": rootCategoryIds.main,
  "footer-navigation": rootCategoryIds.footer,
  "service-navigation": rootCategoryIds.service,
};

const toInt = (value: unknown, fallback: number) => {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) ? number : fallback;
};

const toBool = (value: unknown, fallback: boolean) => {
  if (value === undefined || value === null) return fallback;
  if (typeof value === "string") return !["false", "0", ""].includes(value);
  return Boolean(value);
};

const isInside = (category: CategoryFixture, rootId: string) =>
  category.id === rootId || category.ancestorIds.includes(rootId);

/**
 * Shopware's NavigationRoute: the levels below the root down to `depth`, plus the active category's
 * parents and children; as a tree (`buildTree`, default) or a flat list.
 */
async function readNavigation({ request, params, scope }: RouteArgs) {
  const criteria = await readCriteria(request);
  const depth = toInt(criteria.depth, 2);
  const buildTree = toBool(criteria.buildTree, true);
  const requestedActive = params.activeId ?? "";
  const requestedRoot = params.rootId ?? "";
  const root = categoryById(navigationAliases[requestedRoot] ?? requestedRoot);
  if (!root) return errorResponse(errors.categoryNotFound(requestedRoot));
  const requestedActiveCategory = categoryById(navigationAliases[requestedActive] ?? requestedActive);
  if (!requestedActiveCategory) return errorResponse(errors.categoryNotFound(requestedActive));
  // An active category from another navigation falls back to the root, as in Shopware.
  const active = isInside(requestedActiveCategory, root.id) ? requestedActiveCategory : root;

  const loaded = new Set<string>();
  for (const category of categories) {
    if (category.ancestorIds.includes(root.id) && category.level <= root.level + depth)
      loaded.add(category.id);
  }
  for (const id of [...active.ancestorIds, active.id, ...active.childIds]) loaded.add(id);

  const serialize = (category: CategoryFixture, children: Json[]) =>
    toCategory(category, scope, { children });

  if (!buildTree) {
    const flat = categories
      .filter((category) => loaded.has(category.id))
      .map((category) => serialize(category, []));
    return jsonResponse(flat, criteria);
  }
  return jsonResponse(tree(root, loaded, scope, serialize), criteria);
}

function tree(
  parent: CategoryFixture,
  loaded: Set<string>,
  scope: RequestScope,
  serialize: (category: CategoryFixture, children: Json[]) => Json,
): Json[] {
  return parent.childIds
    .filter((id) => loaded.has(id))
    .map((id) => categoryById(id)!)
    .filter((child) => child.visible)
    .map((child) => serialize(child, tree(child, loaded, scope, serialize)));
}

export function navigationHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/navigation/:activeId/:rootId", readNavigation),
    storeApiRoute(runtime, "get", "/navigation/:activeId/:rootId", readNavigation),
  ];
}
