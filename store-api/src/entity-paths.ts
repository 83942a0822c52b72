/**
 * Route names of the pages a SEO URL can point to (store-api-reference §4). Here, not beside the SEO URL schema: the browser's
 * code builds paths with them, and importing a schema module would bring zod into its chunks.
 */
export const SEO_ROUTE_NAMES = {
  navigation: "frontend.navigation.page",
  detail: "frontend.detail.page",
  landing: "frontend.landing.page",
} as const;

/**
 * The one home of the paths of Shopware's entity pages (without the shop's locale prefix). Every entity
 * page has a technical path (`/navigation/{id}`, `/detail/{id}`, `/landingPage/{id}`) and usually SEO URLs;
 * a link uses the canonical SEO URL first, any SEO URL next, the technical path last.
 */

/** The entity kinds with a page of their own, named as Shopware's category `linkType` names them. */
export type EntityPageKind = "category" | "product" | "landing_page";

/** The technical paths of the entity pages, by kind (Shopware's storefront routes). */
export const technicalPaths = {
  category: (id: string) => `/navigation/${id}`,
  product: (id: string) => `/detail/${id}`,
  landing_page: (id: string) => `/landingPage/${id}`,
} as const satisfies Record<EntityPageKind, (id: string) => string>;

/** The technical paths as patterns, with the SEO route name each resolves to (the id in group 1). */
export const technicalRoutes = [
  { pattern: /^\/navigation\/([0-9a-f]{32})$/i, routeName: SEO_ROUTE_NAMES.navigation },
  { pattern: /^\/detail\/([0-9a-f]{32})$/i, routeName: SEO_ROUTE_NAMES.detail },
  { pattern: /^\/landingPage\/([0-9a-f]{32})$/i, routeName: SEO_ROUTE_NAMES.landing },
] as const;

type SeoUrlLike = { seoPathInfo: string; isCanonical?: boolean | null };

/** The canonical SEO path (else the first one) as a path with a leading slash; undefined without any. */
export function seoPath(seoUrls: readonly SeoUrlLike[] | null | undefined): string | undefined {
  const seo = seoUrls?.find((url) => url.isCanonical) ?? seoUrls?.[0];
  return seo?.seoPathInfo ? `/${seo.seoPathInfo.replace(/^\//, "")}` : undefined;
}

/** An entity's page: its canonical SEO path, else its technical path. */
export function entityPath(
  kind: EntityPageKind,
  entity: { id: string; seoUrls?: readonly SeoUrlLike[] | null },
): string {
  return seoPath(entity.seoUrls) ?? technicalPaths[kind](entity.id);
}

/** A product's page: the canonical SEO path, else `/detail/{id}`. */
export function productPath(product: { id: string; seoUrls?: readonly SeoUrlLike[] | null }): string {
  return entityPath("product", product);
}

/** A breadcrumb entry's page: its SEO path (`path`), else `/navigation/{categoryId}`. */
export function breadcrumbPath(entry: { categoryId: string; path?: string | null }): string {
  return entry.path ? `/${entry.path.replace(/^\//, "")}` : technicalPaths.category(entry.categoryId);
}
