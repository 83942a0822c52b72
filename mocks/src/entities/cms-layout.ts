import type { CategoryFixture } from "../fixtures/categories.ts";
import { allCmsLayouts, cmsLayouts, type CmsPageFixture } from "../fixtures/cms/index.ts";
import { fixtureId } from "../fixtures/ids.ts";

/**
 * Which layout an entity shows and the layout's id: plain lookups over the CMS fixtures, kept apart from the
 * resolver in `cms.ts` so that entities naming their layout (category, product, landing page) need not import
 * the resolver, which itself builds products and listings.
 */

export const cmsPageId = (page: CmsPageFixture) => fixtureId(`cms-page:${page.key}`);

/** A layout by its fixture key (landing pages name theirs). */
export function cmsLayoutByKey(key: string): CmsPageFixture | undefined {
  return allCmsLayouts[key];
}

/** The layout of product pages: Shopware's default product detail layout. */
export function productDetailLayout(): CmsPageFixture | undefined {
  return Object.values(allCmsLayouts).find((layout) => layout.type === "product_detail");
}

/** The layout assigned to a category, if any. */
export function layoutOfCategory(category: CategoryFixture): CmsPageFixture | undefined {
  return category.cms ? cmsLayouts[category.cms] : undefined;
}
