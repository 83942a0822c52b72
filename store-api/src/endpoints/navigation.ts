import * as z from "zod";
import type { Criteria } from "../criteria.ts";
import { categorySchema, type Category } from "../schemas/category.ts";
import { segment, type SeoUrlRequestOptions, type StoreApiTransport } from "../transport.ts";

/** A category id, or one of the sales channel's navigation roots. */
export type NavigationId = "main-navigation" | "footer-navigation" | "service-navigation" | (string & {});

/** Navigation depth the storefront uses (spec §9). */
export const DEFAULT_NAVIGATION_DEPTH = 2;

export interface ReadNavigationParams {
  /** The category the shopper is on (or a navigation root). */
  activeId: NavigationId;
  /** The root of the tree to load. */
  rootId: NavigationId;
  /** Levels below the root; default {@link DEFAULT_NAVIGATION_DEPTH}. */
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
