import * as z from "zod";
import type { Criteria } from "../criteria.ts";
import { categorySchema, type Category } from "../schemas/category.ts";
import { segment, type SeoUrlRequestOptions, type StoreApiTransport } from "../transport.ts";

/** A category id, or one of the sales channel's navigation roots. */
export type NavigationId = "main-navigation" | "footer-navigation" | "service-navigation" | (string & {});

/** Shopware's default `depth`: three levels below the root (see {@link navigationDepth}). */
export const DEFAULT_NAVIGATION_DEPTH = 2;

/**
 * The `depth` that loads `levels` levels below the root. Shopware's NavigationRoute (since 6.4.11, NEXT-9461;
 * in 6.7 `DefaultCategoryLevelLoader::loadLevels`) loads the categories with
 * `root.level < level <= root.level + depth + 1`: one level (the root's children) is `depth: 0`, children and
 * grandchildren are `depth: 1`. Asking for one more than is shown sends a whole level nobody sees.
 */
export function navigationDepth(levels: number): number {
  if (!Number.isInteger(levels) || levels < 1) throw new RangeError(`levels must be 1 or more: ${levels}`);
  return levels - 1;
}

export interface ReadNavigationParams {
  /** The category the shopper is on (or a navigation root). */
  activeId: NavigationId;
  /** The root of the tree to load. */
  rootId: NavigationId;
  /**
   * Shopware's `depth`: `depth + 1` levels below the root (write it as {@link navigationDepth}`(levels)`);
   * default {@link DEFAULT_NAVIGATION_DEPTH}. The children of each category of the active branch beyond it
   * are added.
   */
  depth?: number;
  /** Nest the answer as a tree (`children`); Shopware's default is true. */
  buildTree?: boolean;
  criteria?: Criteria;
}

/** `POST /navigation/{activeId}/{rootId}`: the categories below the root, as a tree. */
export function readNavigation(
  api: StoreApiTransport,
  params: ReadNavigationParams,
  options?: SeoUrlRequestOptions,
): Promise<Category[]> {
  const { activeId, rootId, depth = DEFAULT_NAVIGATION_DEPTH, buildTree, criteria } = params;
  return api.request({
    ...options,
    method: "POST",
    path: `/navigation/${segment(activeId)}/${segment(rootId)}`,
    kind: "read",
    body: { ...criteria, depth, ...(buildTree === undefined ? {} : { buildTree }) },
    schema: z.array(categorySchema),
  });
}

export const navigationEndpoints = { readNavigation };
