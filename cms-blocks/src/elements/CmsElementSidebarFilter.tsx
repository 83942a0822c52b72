import { ListingFilters } from "../listing/islands.ts";

/**
 * `sidebar-filter`: the filters of the page's product listing. Like Shopware's Storefront it has no data
 * of its own; the aggregations come from the page's `ListingContext` (the first product-listing).
 */
export function CmsElementSidebarFilter() {
  return <ListingFilters />;
}
