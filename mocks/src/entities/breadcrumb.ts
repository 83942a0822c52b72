import { categoryById, rootCategoryIds, type CategoryFixture } from "../fixtures/categories.ts";
import type { ProductFixture } from "../fixtures/catalog/index.ts";
import { seoUrlsFor } from "../fixtures/seo-urls.ts";
import { toCategory } from "./category.ts";
import type { Json } from "./common.ts";
import type { RequestScope } from "./scope.ts";

const entryPoints = new Set<string>(Object.values(rootCategoryIds));

/** Visible below one of the sales channel's entry points (CategoryBreadcrumbBuilder::isCategoryVisibleForCustomer). */
const reachable = (category: CategoryFixture) =>
  category.visible && category.ancestorIds.some((id) => entryPoints.has(id));

/**
 * Shopware 6.7's breadcrumb (BreadcrumbRoute): the categories from below the sales channel's entry point down
 * to the category, each with its translated fields, its SEO path (`navigation/<id>` without one; empty for
 * folders) and its canonical SEO URLs in the request language.
 */
export function categoryBreadcrumb(category: CategoryFixture, scope: RequestScope): Json[] {
  const chain = [...category.ancestorIds.map((id) => categoryById(id)!), category];
  const start = chain.findIndex((item) => entryPoints.has(item.id));
  if (start < 0) return [];
  return chain.slice(start + 1).map((item) => {
    const json = toCategory(item, scope);
    const {
      breadcrumb: _breadcrumb,
      name: _name,
      ...translated
    } = json.translated as Record<string, unknown>;
    const seoUrls = seoUrlsFor(item.id, scope.locale)
      .filter((url) => url.isCanonical && url.routeName === "frontend.navigation.page")
      .map((url) => ({ id: url.id, pathInfo: url.pathInfo, seoPathInfo: url.seoPathInfo }));
    const path = seoUrls[0]?.seoPathInfo || (item.type === "folder" ? "" : `navigation/${item.id}`);
    return {
      name: json.name,
      categoryId: item.id,
      type: item.type,
      translated,
      path,
      seoUrls,
      apiAlias: "breadcrumb",
    };
  });
}

/**
 * The category a product's breadcrumb runs through: the referrer category when the product is in it, else
 * the deepest reachable category the product is assigned to (CategoryBreadcrumbBuilder::getProductSeoCategory).
 */
export function productBreadcrumbCategory(
  product: ProductFixture,
  categoryTree: string[],
  referrerCategoryId: string | null,
): CategoryFixture | undefined {
  if (referrerCategoryId && categoryTree.includes(referrerCategoryId)) {
    const referrer = categoryById(referrerCategoryId);
    if (referrer && reachable(referrer)) return referrer;
  }
  return product.categoryIds
    .map((id) => categoryById(id))
    .filter((category): category is CategoryFixture => category !== undefined && reachable(category))
    .toSorted((a, b) => b.level - a.level)[0];
}
