import { createContext, useContext, type MouseEvent } from "react";
import type { ProductListingResult } from "@shop/store-api";
import type { ListingProduct } from "../product/listingProduct.ts";

/** A listing as the page holds it: its products cut down to what a card shows (`toListingProduct`). */
export type PageListing = Pick<
  ProductListingResult,
  "total" | "page" | "limit" | "aggregations" | "currentFilters" | "sorting" | "availableSortings"
> & { elements: ListingProduct[] };

/** A link of the category-navigation filter (the current category's children, or its siblings at a leaf). */
export interface CategoryLink {
  id: string;
  name: string;
  href: string;
  isCurrent: boolean;
}

/**
 * Where a listing change leads: an href, or a function that builds it on the listing's latest state (the
 * URL shown, or the one a change still loading asked for). A change made while another loads must build on
 * that one: a sort chosen while a filter loads keeps the filter, even before the page has re-rendered with
 * the filter (a slow phone, a quick second tap).
 */
export type ListingTarget = string | ((current: URL) => string);

/**
 * What a product listing (a category's `product-listing` and `sidebar-filter` elements, or the search page)
 * needs from the app. All listing state is in `url`; the components build hrefs and GET forms on it, so
 * everything works without JavaScript, and `navigate` only makes it faster.
 */
export interface ListingContextValue {
  /** The products shown (for "load more", pages 1 to `p` joined), their aggregations and sortings. */
  listing: PageListing;
  /** The page's URL (path and query). */
  url: URL;
  /** Client-side navigation to a listing state (history entry, scroll kept); full page loads without it. */
  navigate?: (to: ListingTarget) => void;
  /** A navigation to another listing state is under way (the grid is marked busy). */
  isPending?: boolean;
  /** The category-navigation filter's links; no such filter without them. */
  categories?: { label: string; items: readonly CategoryLink[] };
}

export const ListingContext = createContext<ListingContextValue | null>(null);

/** The listing around a component; null outside a listing page (e.g. an element rendered alone in a story). */
export const useListing = () => useContext(ListingContext);

/**
 * A click handler for listing links (load more, reset): a plain click navigates in place through
 * `navigate` to `target`, built on the listing's latest state when clicked (`listingChange`): "load more"
 * tapped again while page 2 loads asks for page 3, not page 2 again. Modified clicks (new tab, ...) and
 * pages without `navigate` follow the link's href natively.
 */
export function followInPlace(navigate: ((to: ListingTarget) => void) | undefined, target: ListingTarget) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    navigate(target);
  };
}
