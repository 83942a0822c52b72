import { unitPrice } from "../../lib/pricing.ts";
import type { Criteria } from "../../lib/criteria.ts";
import type { CatalogIndex, ProductContext } from "../product.ts";
import { enabled, flag, idList, integer, numeric } from "./coercion.ts";
import type { ListingRow } from "./rows.ts";

/** One listing filter (Shopware's `Filter` of a ListingFilterHandler). */
export interface ListingFilter {
  name: "manufacturer" | "price" | "rating" | "shipping-free" | "properties";
  /** The shopper asked for it (a post-filter applies). */
  filtered: boolean;
  /** Excluded from its own aggregation under `reduce-aggregations` (all but the property filter). */
  exclude: boolean;
  matches(row: ListingRow): boolean;
  /** `currentFilters` entry. */
  values: unknown;
}

export function rowPrice(row: ListingRow, context: ProductContext): number {
  return unitPrice(row.cheapestGross, row.taxRate, context.prices);
}

export function buildFilters(
  criteria: Criteria,
  context: ProductContext,
  index: CatalogIndex,
): ListingFilter[] {
  const filters: ListingFilter[] = [];
  if (enabled(criteria["manufacturer-filter"])) {
    const ids = idList(criteria.manufacturer);
    const wanted = new Set(ids);
    filters.push({
      name: "manufacturer",
      filtered: ids.length > 0,
      exclude: true,
      matches: (row) => wanted.has(row.product.manufacturerId),
      values: ids,
    });
  }
  if (enabled(criteria["price-filter"])) {
    const min = numeric(criteria["min-price"]);
    const max = numeric(criteria["max-price"]);
    // Like PriceListingFilterHandler: no bound (or 0) means no price filter.
    const filtered = Boolean(min) || Boolean(max);
    filters.push({
      name: "price",
      filtered,
      exclude: true,
      matches: (row) => {
        const price = rowPrice(row, context);
        return (!min || price >= min) && (!max || price <= max);
      },
      values: { min: min ?? 0, max: max ?? 0 },
    });
  }
  if (enabled(criteria["rating-filter"])) {
    const min = integer(criteria.rating);
    filters.push({
      name: "rating",
      filtered: Boolean(min),
      exclude: true,
      matches: (row) => row.rating !== null && row.rating >= (min ?? 0),
      values: min ? min : null,
    });
  }
  if (enabled(criteria["shipping-free-filter"])) {
    const wanted = flag(criteria["shipping-free"]);
    filters.push({
      name: "shipping-free",
      filtered: wanted,
      exclude: true,
      matches: (row) => row.product.shippingFree,
      values: wanted,
    });
  }
  const whitelist = idList(criteria["property-whitelist"]);
  if (enabled(criteria["property-filter"]) || whitelist.length > 0) {
    const ids = idList(criteria.properties);
    // OR within a group, AND across groups (PropertyListingFilterHandler groups the ids by property group).
    const byGroup = new Map<string, Set<string>>();
    for (const id of ids) {
      const groupId = index.options.get(id)?.groupId ?? id;
      const set = byGroup.get(groupId) ?? new Set<string>();
      set.add(id);
      byGroup.set(groupId, set);
    }
    filters.push({
      name: "properties",
      filtered: ids.length > 0,
      exclude: false,
      matches: (row) =>
        [...byGroup.values()].every((wanted) => row.optionAndPropertyIds.some((id) => wanted.has(id))),
      values: ids,
    });
  }
  return filters;
}
