import { parseListingQuery, toListingQuery, type ListingCriteria } from "@shop/store-api";

/**
 * Listing state lives in the URL, with Shopware's parameter names (`order`, `p`, `limit`, `manufacturer`,
 * `properties`, `min-price`, `max-price`, `rating`, `shipping-free`, and `search` on the search page), so a
 * listing is shareable, survives a reload, and back/forward restore it. This module is the one place that
 * reads and writes that state.
 */

/** Products per page when the URL names no `limit` (docs/cms.md). */
export const DEFAULT_LISTING_LIMIT = 10;

/** The largest page a shopper can ask for (Shopware's own cap on `limit`). */
export const MAX_LISTING_LIMIT = 100;

/** Parameters that hold a list of ids (`a|b`); a plain GET form sends them repeated instead. */
const ID_LIST_PARAMS = ["manufacturer", "properties"] as const;

/** Every parameter the listing understands; others (tracking, ...) are left alone. */
const LISTING_PARAMS = new Set([
  "p",
  "limit",
  "order",
  "manufacturer",
  "properties",
  "min-price",
  "max-price",
  "rating",
  "shipping-free",
  "search",
]);

export interface ListingState {
  /** What to ask the Store API for (page and limit resolved, defaults applied). */
  criteria: ListingCriteria & { page: number; limit: number };
  /**
   * The canonical query of this state (ids joined by `|`, empty and invalid fields dropped, parameters in a
   * fixed order), or null when the URL already is canonical. A no-JS filter form (repeated checkboxes,
   * empty price inputs) lands on a non-canonical URL; the loader redirects to this one.
   */
  canonicalSearch: string | null;
}

/** Reads the listing state of a URL. */
export function readListingState(url: URL): ListingState {
  const query = new URLSearchParams(url.search);
  // A GET form sends `properties=a&properties=b`; the URL form is `properties=a|b`.
  for (const name of ID_LIST_PARAMS) {
    const values = query
      .getAll(name)
      .flatMap((value) => value.split("|"))
      .filter(Boolean);
    query.delete(name);
    if (values.length > 0) query.set(name, [...new Set(values)].join("|"));
  }
  const parsed = parseListingQuery(query);
  const limit = Math.min(parsed.limit ?? DEFAULT_LISTING_LIMIT, MAX_LISTING_LIMIT);
  const criteria = { ...parsed, page: parsed.page ?? 1, limit };
  const canonical = listingSearch(url, criteria);
  return { criteria, canonicalSearch: canonical === url.search ? null : canonical };
}

/**
 * The query string (`?…` or "") of a listing state on this URL: the listing parameters in wire names, the
 * defaults left out (page 1, the default limit), other parameters of the URL kept.
 */
export function listingSearch(url: URL, criteria: ListingCriteria): string {
  const query = new URLSearchParams();
  const wire = toListingQuery({
    ...criteria,
    page: criteria.page && criteria.page > 1 ? criteria.page : undefined,
    limit: criteria.limit && criteria.limit !== DEFAULT_LISTING_LIMIT ? criteria.limit : undefined,
  });
  for (const name of ["search", "order", "manufacturer", "properties", "min-price", "max-price", "rating"]) {
    if (wire[name] !== undefined) query.set(name, wire[name]);
  }
  if (wire["shipping-free"] !== undefined) query.set("shipping-free", "true");
  if (wire.limit !== undefined) query.set("limit", wire.limit);
  if (wire.p !== undefined) query.set("p", wire.p);
  for (const [name, value] of new URLSearchParams(url.search)) {
    if (!LISTING_PARAMS.has(name)) query.append(name, value);
  }
  const search = query.toString().replaceAll("%7C", "|");
  return search ? `?${search}` : "";
}

export type ListingChange =
  | { kind: "filter"; changes: Partial<ListingCriteria> }
  | { kind: "order"; order: string }
  /** The page after the listing's current one ("load more"). */
  | { kind: "next-page" }
  | { kind: "limit"; limit: number }
  | { kind: "reset" };

/**
 * The href after a shopper's change, like Shopware Frontends: a filter or sorting change goes back to page 1
 * and keeps `limit` and `search`; the next page only sets `p`; a limit change resets `p` to 1; reset keeps
 * only `search`, the order and the limit.
 */
export function listingHref(url: URL, current: ListingCriteria, change: ListingChange): string {
  let next: ListingCriteria;
  switch (change.kind) {
    case "filter":
      next = { ...current, ...change.changes, page: 1 };
      break;
    case "order":
      next = { ...current, order: change.order, page: 1 };
      break;
    case "next-page":
      next = { ...current, page: (current.page ?? 1) + 1 };
      break;
    case "limit":
      next = { ...current, limit: change.limit, page: 1 };
      break;
    case "reset":
      next = { search: current.search, order: current.order, limit: current.limit };
      break;
  }
  return `${url.pathname}${listingSearch(url, next)}`;
}

/**
 * A change built on the listing's latest state when it is made, not on the URL of the last render (a
 * `ListingTarget` of ListingContext.ts): a sort chosen while a filter loads keeps the filter.
 */
export function listingChange(change: ListingChange): (current: URL) => string {
  return (current) => listingHref(current, readListingState(current).criteria, change);
}

/** Toggles one id in an id list (a filter checkbox). */
export function toggleId(list: readonly string[] | undefined, id: string): string[] {
  const current = list ?? [];
  return current.includes(id) ? current.filter((item) => item !== id) : [...current, id];
}

/** How many filters (not sorting, paging or the search term) narrow the listing; a price range counts once. */
export function activeFilterCount(criteria: ListingCriteria): number {
  return (
    (criteria.manufacturer?.length ?? 0) +
    (criteria.properties?.length ?? 0) +
    (criteria.minPrice !== undefined || criteria.maxPrice !== undefined ? 1 : 0) +
    (criteria.rating !== undefined ? 1 : 0) +
    (criteria.shippingFree ? 1 : 0)
  );
}
