import { redirect } from "react-router";
import {
  readListingState,
  toListingProduct,
  type CategoryLink,
  type ListingState,
  type PageListing,
} from "@shop/cms-blocks";
import { sanitizeCmsPage } from "@shop/cms-blocks/sanitize";
import {
  navigationDepth,
  translatedName,
  type Category,
  type CmsPage,
  type ProductListingResult,
  type StoreApiClient,
} from "@shop/store-api";
import { navigationHref } from "./navigation.ts";
import type { Locale } from "./locale.ts";
import { safeRedirectPath } from "./safe-redirect.ts";

/**
 * The listing state of a request. A URL that is not in canonical form (a no-JS filter form sends
 * `properties=a&properties=b` and empty price fields) answers a redirect to the canonical one, so every
 * listing state has one shareable URL. `url` is the loader's `url` argument: the page's URL, also when the
 * request is a client-side data request (`/path/_.data?_routes=…`).
 */
export function listingStateOf(url: URL): ListingState["criteria"] {
  const { criteria, canonicalSearch } = readListingState(url);
  if (canonicalSearch !== null) throw redirect(safeRedirectPath(`${url.pathname}${canonicalSearch}`));
  return criteria;
}

/**
 * "Load more" keeps its state in the URL: `p=3` shows pages 1 to 3, so a reload, a shared link or the
 * back button restore exactly what the shopper saw. This loads pages 1 to `p - 1` next to the page the
 * caller loads itself; `joinPages` joins them (duplicates dropped, should the catalog shift between
 * requests) and keeps of each product only what its card shows.
 */
export function earlierPages(
  criteria: ListingState["criteria"],
  readPage: (criteria: ListingState["criteria"]) => Promise<ProductListingResult>,
): Promise<ProductListingResult[]> {
  // Only their products are kept: the filters come from the last page's aggregations.
  return Promise.all(
    Array.from({ length: Math.max(0, criteria.page - 1) }, (_, index) =>
      readPage({ ...criteria, page: index + 1, noAggregations: true }),
    ),
  );
}

export function joinPages(earlier: ProductListingResult[], last: ProductListingResult): PageListing {
  const seen = new Set<string>();
  const elements = [...earlier, last]
    .flatMap((page) => page.elements)
    .filter((product) => !seen.has(product.id) && seen.add(product.id))
    .map(toListingProduct);
  const { total, page, limit, aggregations, currentFilters, sorting, availableSortings } = last;
  return { total, page, limit, aggregations, currentFilters, sorting, availableSortings, elements };
}

/** A layout made safe to render, its product listing (if it has one) taken out for the listing's state. */
export function layoutWithListing(cmsPage: CmsPage | null | undefined): {
  cmsPage: CmsPage | null;
  listing: ProductListingResult | null;
} {
  return cmsPage ? takeListing(sanitizeCmsPage(cmsPage)) : { cmsPage: null, listing: null };
}

/** The CMS page without the listing data of its product-listing slot, and that listing (null if none). */
export function takeListing(cmsPage: CmsPage): { cmsPage: CmsPage; listing: ProductListingResult | null } {
  let listing: ProductListingResult | null = null;
  const sections = cmsPage.sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block) => ({
      ...block,
      slots: block.slots.map((slot) => {
        const data = slot.data as { listing?: ProductListingResult | null } | null | undefined;
        if (slot.type !== "product-listing" || !data?.listing) return slot;
        listing ??= data.listing;
        return { ...slot, data: null };
      }),
    })),
  }));
  return { cmsPage: { ...cmsPage, sections }, listing };
}

/**
 * The links of the category-navigation filter: the category's children, or at a leaf its siblings (the
 * current one marked). A failure leaves the filter out; it never fails the page.
 */
export async function categoryLinks(
  api: StoreApiClient,
  category: Category,
  locale: Locale,
): Promise<CategoryLink[]> {
  // One level: the children (Shopware loads depth + 1 levels below the root).
  const read = (id: string) =>
    api.readNavigation({ activeId: id, rootId: id, depth: navigationDepth(1) }, { includeSeoUrls: true });
  try {
    let items = (category.childCount ?? 1) > 0 ? await read(category.id) : [];
    if (items.length === 0 && category.parentId) items = await read(category.parentId);
    return items.flatMap((item) => {
      const target = navigationHref(item, locale);
      if (!target || target.external || item.visible === false) return [];
      return [
        { id: item.id, name: translatedName(item), href: target.href, isCurrent: item.id === category.id },
      ];
    });
  } catch (error) {
    console.error("category navigation failed", error);
    return [];
  }
}
