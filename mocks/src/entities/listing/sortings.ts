import { fixtureId } from "../../fixtures/ids.ts";
import type { Locale } from "../../fixtures/locale.ts";
import { fieldValue, readSortings, type Criteria } from "../../lib/criteria.ts";
import { timestamps, type Json } from "../common.ts";
import { t, type RequestScope } from "../scope.ts";
import type { ListingElementConfig, ListingKind } from "./input.ts";
import type { ListingIndex, ListingRow } from "./rows.ts";

export interface ProductSorting {
  key: string;
  priority: number;
  label: Record<Locale, string>;
  /** The DAL sorting the key stands for. */
  field: "name" | "price" | "sales" | "score";
  order: "ASC" | "DESC";
}

/** Shopware's default `product_sorting` rows (migration data); French labels as the fr-CH language pack has them. */
export const productSortings: ProductSorting[] = [
  {
    key: "topseller",
    priority: 5,
    label: { "de-DE": "Topseller", "fr-CH": "Meilleures ventes" },
    field: "sales",
    order: "DESC",
  },
  {
    key: "name-asc",
    priority: 4,
    label: { "de-DE": "Name A-Z", "fr-CH": "Nom A-Z" },
    field: "name",
    order: "ASC",
  },
  {
    key: "name-desc",
    priority: 3,
    label: { "de-DE": "Name Z-A", "fr-CH": "Nom Z-A" },
    field: "name",
    order: "DESC",
  },
  {
    key: "price-asc",
    priority: 2,
    label: { "de-DE": "Preis aufsteigend", "fr-CH": "Prix croissant" },
    field: "price",
    order: "ASC",
  },
  {
    key: "price-desc",
    priority: 1,
    label: { "de-DE": "Preis absteigend", "fr-CH": "Prix décroissant" },
    field: "price",
    order: "DESC",
  },
  {
    key: "score",
    priority: 0,
    label: { "de-DE": "Beste Ergebnisse", "fr-CH": "Meilleurs résultats" },
    field: "score",
    order: "DESC",
  },
];

const sortingIds = new Map<string, string>();
export const productSortingId = (key: string) => {
  let id = sortingIds.get(key);
  if (!id) {
    id = fixtureId(`product-sorting:${key}`);
    sortingIds.set(key, id);
  }
  return id;
};

/** Shopware's `core.listing.defaultSorting` and `core.listing.defaultSearchResultSorting`. */
const DEFAULT_SORTING = "name-asc";
const DEFAULT_SEARCH_SORTING = "score";

const sortingFields: Record<ProductSorting["field"], string> = {
  name: "product.name",
  price: "product.listingPrices",
  sales: "product.sales",
  score: "_score",
};

export function toSorting(sorting: ProductSorting, scope: RequestScope, priority = sorting.priority): Json {
  const label = t(sorting.label, scope);
  return {
    id: productSortingId(sorting.key),
    key: sorting.key,
    priority,
    active: true,
    locked: sorting.key === "score",
    fields: [
      {
        field: sortingFields[sorting.field],
        order: sorting.order.toLowerCase(),
        priority: 1,
        naturalSorting: 0,
      },
    ],
    label,
    translated: { label },
    ...timestamps,
    apiAlias: "product_sorting",
  };
}

export interface SortingChoice {
  /** The sortings offered, best priority first. */
  available: ProductSorting[];
  priorities: Map<string, number>;
  current: ProductSorting | null;
  /** The request sent an `order`. */
  ordered: boolean;
}

/**
 * SortingListingProcessor: all sortings by priority (the search adds "score"), restricted by a CMS element's
 * custom sortings; the requested `order`, else the default, and for an unknown key the shop's default.
 */
export function chooseSorting(
  kind: ListingKind,
  criteria: Criteria,
  element?: ListingElementConfig,
): SortingChoice {
  let available = productSortings.filter((sorting) => kind !== "listing" || sorting.key !== "score");
  let priorities = new Map(available.map((sorting) => [sorting.key, sorting.priority]));
  const custom = element?.useCustomSorting ? element.availableSortings : undefined;
  if (custom && Object.keys(custom).length > 0) {
    const byId = new Map(productSortings.map((sorting) => [productSortingId(sorting.key), sorting]));
    available = Object.keys(custom)
      .map((id) => byId.get(id))
      .filter((sorting) => sorting !== undefined);
    priorities = new Map(
      available.map((sorting) => [sorting.key, Number(custom[productSortingId(sorting.key)]) || 0]),
    );
  }
  available = available.toSorted((a, b) => priorities.get(b.key)! - priorities.get(a.key)!);
  const elementDefault = element?.defaultSorting
    ? productSortings.find((sorting) => productSortingId(sorting.key) === element.defaultSorting)?.key
    : undefined;
  const requested = typeof criteria.order === "string" && criteria.order ? criteria.order : undefined;
  const fallback = kind === "listing" ? (elementDefault ?? DEFAULT_SORTING) : DEFAULT_SEARCH_SORTING;
  const current =
    available.find((sorting) => sorting.key === (requested ?? fallback)) ??
    available.find((sorting) => sorting.key === DEFAULT_SORTING) ??
    null;
  return { available, priorities, current, ordered: requested !== undefined };
}

export interface SortKey {
  field: string;
  descending: boolean;
}

/**
 * What the groups are sorted by: the chosen sorting, or the criteria's own `sort` when no `order` was sent
 * (`order` wins when both are); a search always falls back to the score.
 */
export function sortKeys(criteria: Criteria, choice: SortingChoice, searching: boolean): SortKey[] {
  const explicit = readSortings(criteria);
  const keys =
    explicit.length > 0 && !choice.ordered
      ? explicit.map((sorting) => ({
          field: sorting.field,
          descending: String(sorting.order).toUpperCase() === "DESC",
        }))
      : choice.current
        ? [{ field: choice.current.field, descending: choice.current.order === "DESC" }]
        : [];
  return searching && choice.current?.field !== "score"
    ? [...keys, { field: "score", descending: true }]
    : keys;
}

/** A row's value for a sort field (the sortings' fields, or any criteria field). */
export function sortValue(
  listing: ListingIndex,
  locale: Locale,
  scores: Map<ListingRow, number> | undefined,
): (row: ListingRow, field: string) => unknown {
  return (row, field) => {
    switch (field.replace(/^product\./, "")) {
      case "name":
        return listing.nameKey(row, locale);
      case "price":
      case "listingPrices":
      case "cheapestPrice":
        return row.cheapestGross;
      case "sales":
        return row.product.sales;
      case "_score":
      case "score":
        return scores?.get(row) ?? 0;
      default:
        return fieldValue(row.record, field, "product");
    }
  };
}
