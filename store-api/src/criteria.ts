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

export interface Criteria {
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
  /** Listing routes take extra keys (`p`, `order`, `manufacturer`, `min-price`, ...). */
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
