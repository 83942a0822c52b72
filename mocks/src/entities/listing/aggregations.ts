import { categoryById } from "../../fixtures/categories.ts";
import type { PropertyGroupFixture } from "../../fixtures/catalog/index.ts";
import { toCategory } from "../category.ts";
import type { Json } from "../common.ts";
import { toManufacturer } from "../manufacturer.ts";
import type { CatalogIndex } from "../product.ts";
import { sortGroups, sortOptions, toPropertyGroup, toPropertyOption } from "../property.ts";
import type { RequestScope } from "../scope.ts";
import { rowPrice, type ListingFilter } from "./filters.ts";
import type { ListingInput } from "./input.ts";
import type { ListingRow } from "./rows.ts";

function propertyAggregation(
  rows: ListingRow[],
  whitelist: Set<string>,
  index: CatalogIndex,
  scope: RequestScope,
): Record<string, Json> {
  const optionIds = new Set<string>();
  for (const row of rows) {
    for (const id of row.optionAndPropertyIds) {
      if (whitelist.size === 0 || whitelist.has(index.options.get(id)?.groupId ?? "")) optionIds.add(id);
    }
  }
  if (optionIds.size === 0) {
    // Without any option Shopware keeps the raw term results (and never turns them into groups).
    return {
      properties: { buckets: [], extensions: [], apiAlias: "properties_aggregation" },
      options: { buckets: [], extensions: [], apiAlias: "options_aggregation" },
    };
  }
  const groups = new Map<string, PropertyGroupFixture>();
  for (const id of optionIds) {
    const group = index.groups.get(index.options.get(id)?.groupId ?? "");
    if (group?.filterable) groups.set(group.id, group);
  }
  const entities = sortGroups([...groups.values()], scope).map((group) =>
    toPropertyGroup(
      group,
      scope,
      sortOptions(
        group,
        group.options.filter((option) => optionIds.has(option.id)),
        scope,
      ).map((option) => toPropertyOption(option, scope)),
    ),
  );
  return { properties: { entities, extensions: [], apiAlias: "properties_aggregation" } };
}

export function listingAggregations(
  filters: ListingFilter[],
  base: ListingRow[],
  reduce: boolean,
  whitelist: Set<string>,
  input: ListingInput,
  index: CatalogIndex,
): Record<string, Json> {
  const { scope } = input.context;
  const aggregations: Record<string, Json> = {};
  const active = filters.filter((filter) => filter.filtered);
  // Without `reduce-aggregations` the facets describe the whole listing; with it, every other chosen filter
  // narrows them (and the property filter even narrows its own), so only values that still lead somewhere stay.
  const rowsFor = (filter: ListingFilter) => {
    if (!reduce) return base;
    const applied = active.filter((other) => other !== filter || !filter.exclude);
    return applied.length ? base.filter((row) => applied.every((other) => other.matches(row))) : base;
  };
  for (const filter of filters) {
    const rows = rowsFor(filter);
    switch (filter.name) {
      case "manufacturer": {
        const ids = new Set(rows.map((row) => row.product.manufacturerId));
        const entities = [...ids]
          .map((id) => index.manufacturers.get(id))
          .filter((manufacturer) => manufacturer !== undefined)
          .toSorted((a, b) => a.name.localeCompare(b.name, scope.locale))
          .map((manufacturer) => toManufacturer(manufacturer, scope, { withMedia: false }));
        aggregations.manufacturer = { entities, extensions: [], apiAlias: "manufacturer_aggregation" };
        break;
      }
      case "price": {
        const prices = rows.map((row) => rowPrice(row, input.context));
        const sum = prices.reduce((total, price) => total + price, 0);
        aggregations.price = {
          min: prices.length ? Math.min(...prices) : null,
          max: prices.length ? Math.max(...prices) : null,
          avg: prices.length ? sum / prices.length : null,
          sum,
          extensions: [],
          apiAlias: "price_aggregation",
        };
        break;
      }
      case "rating": {
        const ratings = rows.map((row) => row.rating).filter((rating) => rating !== null);
        aggregations.rating = {
          max: ratings.length ? Math.max(...ratings) : null,
          extensions: [],
          apiAlias: "rating_aggregation",
        };
        break;
      }
      case "shipping-free":
        aggregations["shipping-free"] = {
          max: rows.some((row) => row.product.shippingFree) ? 1 : null,
          extensions: [],
          apiAlias: "shipping-free_aggregation",
        };
        break;
      case "properties":
        Object.assign(aggregations, propertyAggregation(rows, whitelist, index, scope));
        break;
    }
  }
  return aggregations;
}

/** Entities for `entity` aggregations of the criteria (the search page's `categories`, ...). */
export function resolveAggregationEntities(index: CatalogIndex, scope: RequestScope) {
  return (definition: string, ids: string[]): Json[] => {
    switch (definition) {
      case "category":
        return ids
          .map((id) => categoryById(id))
          .filter((category) => category !== undefined)
          .map((category) => toCategory(category, scope));
      case "product_manufacturer":
        return ids
          .map((id) => index.manufacturers.get(id))
          .filter((manufacturer) => manufacturer !== undefined)
          .map((manufacturer) => toManufacturer(manufacturer, scope, { withMedia: false }));
      case "property_group_option":
        return ids
          .map((id) => index.options.get(id))
          .filter((option) => option !== undefined)
          .map((option) => toPropertyOption(option, scope));
      default:
        return [];
    }
  };
}
