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
 * Which categories Shopware 6.7's NavigationRoute loads (`DefaultCategoryLevelLoader::loadLevels` and
 * `CategoryTreePathResolver::getAdditionalPathsToLoad`):
 * - the root and every category below it with `root.level < level <= root.level + depth + 1`, so `depth: 0`
 *   is the root's children, `depth: 1` its children and grandchildren (the `+ 1` since 6.4.11, NEXT-9461);
 * - for the active category and each of its ancestors that lies more than `depth` levels below the root,
 *   that category's children (the branch down to the active category and one level under it).
 * `visibleChildCount` is counted among the loaded levels only, as in Shopware: the deepest level
 * (`root.level + depth + 1`) and the categories of the active branch report 0 (Shopware's count query still
 * looks at `root.level + depth + 1`, the level it loads anyway). `childCount` is always the stored count.
 */
function navigationSelection(
  root: CategoryFixture,
  active: CategoryFixture,
  depth: number,
): { loaded: Set<string>; visibleChildCount: (category: CategoryFixture) => number } {
  const isBelowRoot = (category: CategoryFixture) => category.ancestorIds.includes(root.id);
  const levels = categories.filter(
    (category) =>
      category.id === root.id || (isBelowRoot(category) && category.level <= root.level + depth + 1),
  );
  const branch = [...active.ancestorIds, active.id]
    .map((id) => categoryById(id)!)
    .filter((category) => isBelowRoot(category) && category.level - root.level > depth);
  const loaded = new Set([
    ...levels.map((category) => category.id),
    ...branch.flatMap((category) => category.childIds),
  ]);
  const counts = new Map<string, number>();
  for (const category of levels) {
    if (category.visible && category.parentId) {
      counts.set(category.parentId, (counts.get(category.parentId) ?? 0) + 1);
    }
  }
  return { loaded, visibleChildCount: (category) => counts.get(category.id) ?? 0 };
}

/** Shopware's NavigationRoute (see `navigationSelection`), as a tree (`buildTree`, default) or a flat list. */
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

  const { loaded, visibleChildCount } = navigationSelection(root, active, depth);
  const serialize = (category: CategoryFixture, children: Json[]) =>
    toCategory(category, scope, { children, visibleChildCount: visibleChildCount(category) });

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
