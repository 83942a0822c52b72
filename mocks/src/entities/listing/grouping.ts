import type { ProductFixture } from "../../fixtures/catalog/index.ts";
import type { Filter } from "../../lib/criteria.ts";
import { displayGroup, isAvailable, type CatalogIndex } from "../product.ts";
import type { ListingRow } from "./rows.ts";
import type { SortKey } from "./sortings.ts";

/** A display group while sorting: its first row's catalog position, its best value per sort key. */
export interface Group {
  key: string;
  first: number;
  values: unknown[];
  /** The row with the best value for the first sort key: the family's best match for this sorting. */
  best: ListingRow;
}

/** Whether a criteria filter reads variant options, which stops Shopware from swapping in the main variant. */
export function readsOptions(filters: Filter[]): boolean {
  return filters.some(
    (filter) =>
      /(^|\.)(options\.id|optionIds)$/.test(filter.field ?? "") || readsOptions(filter.queries ?? []),
  );
}

/** The product a group shows (ProductListingLoader::resolvePreviews). */
export function representative(group: Group, optionFilter: boolean, index: CatalogIndex): ProductFixture {
  const { best } = group;
  const parentId = best.product.parentId;
  if (!parentId || optionFilter) return best.product;
  const parent = index.products.get(parentId);
  const config = parent?.variantListingConfig;
  if (parent && config?.displayParent) return parent;
  const main = config?.mainVariantId ? index.products.get(config.mainVariantId) : undefined;
  if (main && isAvailable(main) && displayGroup(main, index) === group.key) return main;
  return best.product;
}

/** Orders sort values: numbers numerically, everything else as (already folded) text. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const left = String(a ?? "");
  const right = String(b ?? "");
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Groups the rows by display group and sorts the groups, in one pass over the rows (listings of large
 * catalogs group tens of thousands of them). A group sorts by its best value (the lowest ascending, the
 * highest descending); prices always by the lowest, the "from" price the family shows. Ties keep catalog order.
 */
export function groupAndSort(
  rows: ListingRow[],
  keys: SortKey[],
  valueOf: (row: ListingRow, field: string) => unknown,
): Group[] {
  const highest = keys.map(({ field, descending }) => descending && field !== "price");
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const group = groups.get(row.group);
    if (!group) {
      groups.set(row.group, {
        key: row.group,
        first: row.position,
        values: keys.map(({ field }) => valueOf(row, field)),
        best: row,
      });
      continue;
    }
    for (let position = 0; position < keys.length; position++) {
      const value = valueOf(row, keys[position]!.field);
      const order = compare(value, group.values[position]);
      if (highest[position] ? order > 0 : order < 0) {
        group.values[position] = value;
        if (position === 0) group.best = row;
      }
    }
  }
  return [...groups.values()].toSorted((a, b) => {
    for (let position = 0; position < keys.length; position++) {
      const order = compare(a.values[position], b.values[position]);
      if (order !== 0) return keys[position]!.descending ? -order : order;
    }
    return a.first - b.first;
  });
}
