/** Shopware search criteria (store-api-reference §2 "Criteria"), as sent in POST bodies. */

export type FilterValue = string | number | boolean | null;

export interface EqualsFilter {
  type: "equals";
  field: string;
  value: FilterValue;
}

export interface EqualsAnyFilter {
  type: "equalsAny";
  field: string;
  value: FilterValue[] | string;
}

export interface TextFilter {
  type: "contains" | "prefix" | "suffix";
  field: string;
  value: string;
}

export interface RangeFilter {
  type: "range";
  field: string;
  parameters: { gte?: number | string; gt?: number | string; lte?: number | string; lt?: number | string };
}

export interface MultiFilter {
  type: "multi" | "not";
  operator: "and" | "or" | "nor" | "nand" | "AND" | "OR" | "NOR" | "NAND";
  queries: Filter[];
}

export type Filter = EqualsFilter | EqualsAnyFilter | TextFilter | RangeFilter | MultiFilter;

export interface Sorting {
  field: string;
  order?: "ASC" | "DESC";
  naturalSorting?: boolean;
}

/** Association name → criteria for the associated entities (nested). */
export type Associations = Record<string, Criteria>;

/** The generic criteria fields (store-api-reference §2), without the index signature of {@link Criteria}. */
export interface CriteriaFields {
  page?: number;
  limit?: number;
  term?: string;
  ids?: string[];
  query?: { score: number; query: Filter }[];
  filter?: Filter[];
  "post-filter"?: Filter[];
  sort?: Sorting[];
  aggregations?: Record<string, unknown>[];
  associations?: Associations;
  grouping?: string[];
  fields?: string[];
  includes?: Record<string, string[]>;
  excludes?: Record<string, string[]>;
  "total-count-mode"?: "none" | "exact" | "next-pages";
}

/** Criteria as sent in POST bodies. Routes may take extra keys (e.g. `depth`, `onlyAvailable`). */
export interface Criteria extends CriteriaFields {
  [key: string]: unknown;
}

export const equalsFilter = (field: string, value: FilterValue): EqualsFilter => ({
  type: "equals",
  field,
  value,
});

/**
 * Merges criteria: `filter`/`post-filter`/`sort`/`ids` are concatenated, `associations` merged
 * recursively, any other key of `extra` wins.
 */
export function mergeCriteria(base: Criteria = {}, extra: Criteria = {}): Criteria {
  const merged: Criteria = { ...base, ...extra };
  for (const key of ["filter", "post-filter", "sort", "ids"] as const) {
    const a = base[key];
    const b = extra[key];
    if (Array.isArray(a) && Array.isArray(b)) merged[key] = [...a, ...b] as never;
  }
  if (base.associations && extra.associations) {
    const associations: Associations = { ...base.associations };
    for (const [name, criteria] of Object.entries(extra.associations)) {
      associations[name] = mergeCriteria(base.associations[name], criteria);
    }
    merged.associations = associations;
  }
  return merged;
}

/** The filters of a listing that `filters` can switch off (Shopware's `<name>-filter: false`). */
export type ListingFilterName = "manufacturer" | "price" | "rating" | "shipping-free" | "property";

/**
 * Listing criteria of `/product-listing/{id}`, `/search`, `/search-suggest`, `/category/{id}`,
 * `/landing-page/{id}` and `/cms/{id}`, typed. {@link toListingBody} and {@link toListingQuery} turn them into
 * Shopware's wire names (`p`, `min-price`, `|`-joined ids ...). The generic criteria fields (filter,
 * post-filter, associations, includes ...) are passed through as they are.
 */
export interface ListingCriteria extends Omit<CriteriaFields, "page" | "term"> {
  /** Page, 1-based. Wire `p` (Shopware's listing ignores `page`). */
  page?: number;
  /** Products per page. Wire `limit`. */
  limit?: number;
  /**
   * A key of `availableSortings` (`name-asc`, `name-desc`, `price-asc`, `price-desc`, `topseller`, `score` on
   * search). Wire `order`. Do not combine with `sort`.
   */
  order?: string;
  /** Manufacturer ids. Wire `manufacturer`, joined with `|`. */
  manufacturer?: readonly string[];
  /** Property option ids. Wire `properties`, joined with `|`. */
  properties?: readonly string[];
  /** Wire `min-price`. */
  minPrice?: number;
  /** Wire `max-price`. */
  maxPrice?: number;
  /** Minimum average rating. Wire `rating`. */
  rating?: number;
  /** Only products that ship free. Wire `shipping-free`. */
  shippingFree?: boolean;
  /** Search term (search routes). Wire `search`. */
  search?: string;
  /** Leave out aggregations (faster, e.g. for "load more"). Wire `no-aggregations`. */
  noAggregations?: boolean;
  /** Only aggregations, no products (e.g. refreshing filter counts). Wire `only-aggregations`. */
  onlyAggregations?: boolean;
  /** Aggregate only over products matching the other filters. Wire `reduce-aggregations`. */
  reduceAggregations?: boolean;
  /** Property group ids whose options are aggregated. Wire `property-whitelist`, joined with `|`. */
  propertyWhitelist?: readonly string[];
  /** `false` switches a filter (and its aggregation) off. Wire `<name>-filter`. */
  filters?: Partial<Record<ListingFilterName, boolean>>;
}

/** Shopware's names of the typed listing fields, in the order they are written. */
const LISTING_WIRE_NAMES = {
  page: "p",
  limit: "limit",
  order: "order",
  manufacturer: "manufacturer",
  properties: "properties",
  minPrice: "min-price",
  maxPrice: "max-price",
  rating: "rating",
  shippingFree: "shipping-free",
  search: "search",
  noAggregations: "no-aggregations",
  onlyAggregations: "only-aggregations",
  reduceAggregations: "reduce-aggregations",
  propertyWhitelist: "property-whitelist",
} as const satisfies Record<string, string>;

type ListingParamName = keyof typeof LISTING_WIRE_NAMES;
type ListingScalar = string | number | boolean;

/** Separator of id lists in listing parameters (`manufacturer=a|b`). */
export const LISTING_ID_SEPARATOR = "|";

/**
 * The typed listing fields in wire names, with ids joined by `|`. Empty id lists and `false` toggles are left
 * out: they mean the same as not sending the field, and Shopware reads some toggles (`reduce-aggregations`)
 * by presence.
 */
function listingParams(criteria: ListingCriteria): Record<string, ListingScalar> {
  const params: Record<string, ListingScalar> = {};
  for (const [name, wire] of Object.entries(LISTING_WIRE_NAMES) as [ListingParamName, string][]) {
    const value = criteria[name];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[wire] = value.join(LISTING_ID_SEPARATOR);
    } else if (typeof value === "boolean") {
      if (value) params[wire] = true;
    } else {
      params[wire] = value as string | number;
    }
  }
  for (const [name, enabled] of Object.entries(criteria.filters ?? {})) {
    if (enabled !== undefined) params[`${name}-filter`] = enabled;
  }
  return params;
}

/**
 * The POST body for listing criteria: the generic criteria fields as they are, plus the listing fields in
 * wire names (`{p: 2, manufacturer: "a|b", "min-price": 10, ...}`).
 */
export function toListingBody(criteria: ListingCriteria = {}): Criteria {
  const body: Criteria = {};
  for (const [key, value] of Object.entries(criteria)) {
    if (Object.hasOwn(LISTING_WIRE_NAMES, key) || key === "filters" || value === undefined) continue;
    body[key] = value;
  }
  return { ...body, ...listingParams(criteria) };
}

/**
 * The listing fields as URL query parameters, as GET routes and the storefront's own URLs use them
 * (`?p=2&manufacturer=a|b&min-price=10&shipping-free=true`). Generic criteria fields (filter,
 * associations ...) have no query form and are left out.
 */
export function toListingQuery(criteria: ListingCriteria = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(listingParams(criteria)).map(([key, value]) => [key, String(value)]),
  );
}

const positiveNumber = (value: string | null): number | undefined => {
  if (value === null || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};
const ids = (value: string | null): string[] | undefined => {
  const list = value?.split(LISTING_ID_SEPARATOR).filter(Boolean) ?? [];
  return list.length > 0 ? list : undefined;
};
const yes = (value: string | null): boolean | undefined =>
  value === null ? undefined : value === "" || value === "1" || value.toLowerCase() === "true";

/**
 * Reads listing criteria from URL query parameters in wire names (the inverse of {@link toListingQuery}).
 * Like Shopware Frontends: a repeated parameter keeps its first value, a number that is not one is dropped.
 */
export function parseListingQuery(query: URLSearchParams): ListingCriteria {
  const criteria: ListingCriteria = {};
  const page = positiveNumber(query.get("p"));
  if (page !== undefined && page >= 1) criteria.page = Math.floor(page);
  const limit = positiveNumber(query.get("limit"));
  if (limit !== undefined && limit >= 1) criteria.limit = Math.floor(limit);
  const order = query.get("order");
  if (order) criteria.order = order;
  const manufacturer = ids(query.get("manufacturer"));
  if (manufacturer) criteria.manufacturer = manufacturer;
  const properties = ids(query.get("properties"));
  if (properties) criteria.properties = properties;
  const minPrice = positiveNumber(query.get("min-price"));
  if (minPrice !== undefined) criteria.minPrice = minPrice;
  const maxPrice = positiveNumber(query.get("max-price"));
  if (maxPrice !== undefined) criteria.maxPrice = maxPrice;
  const rating = positiveNumber(query.get("rating"));
  if (rating !== undefined) criteria.rating = rating;
  const shippingFree = yes(query.get("shipping-free"));
  if (shippingFree) criteria.shippingFree = true;
  const search = query.get("search");
  if (search) criteria.search = search;
  return criteria;
}
