import { categoryById } from "../fixtures/categories.ts";
import type { Catalog, ProductFixture, PropertyGroupFixture } from "../fixtures/catalog/index.ts";
import { fixtureId } from "../fixtures/ids.ts";
import type { Locale } from "../fixtures/locale.ts";
import {
  aggregateEntities,
  fieldValue,
  foldText,
  matchesFilter,
  readSortings,
  type Criteria,
  type Filter,
} from "../lib/criteria.ts";
import { errors, type ShopwareErrorInit } from "../lib/errors.ts";
import { unitPrice } from "../lib/pricing.ts";
import { buildSearchIndex, plainText, type SearchIndex } from "../lib/search.ts";
import { toCategory } from "./category.ts";
import { timestamps, type Json } from "./common.ts";
import { toManufacturer } from "./manufacturer.ts";
import {
  catalogIndex,
  cheapestTier,
  displayGroup,
  isAvailable,
  requestedAssociations,
  toProduct,
  type CatalogIndex,
  type ProductContext,
} from "./product.ts";
import { sortGroups, sortOptions, toPropertyGroup, toPropertyOption } from "./property.ts";
import { t, type RequestScope } from "./scope.ts";

/**
 * Shopware's product listing (ProductListingRoute, ProductSearchRoute, ProductSuggestRoute and the CMS
 * product-listing element) over the emulator's catalog: the listing request (`p`, `limit`, `order`, the
 * filters `manufacturer`, `properties`, `min-price`, `max-price`, `rating`, `shipping-free`, their
 * `*-filter` switches and the aggregation flags) turned into a `ProductListingResult`.
 *
 * Like Shopware it lists "rows" (simple products and variants, never a parent with variants), filters them,
 * groups them by display group (a variant family, or one entry per expanded option), sorts the groups and
 * shows one product per group: the parent when the family is displayed as its parent, else the main variant,
 * else the best-sorted matching variant.
 */

// Sortings ---------------------------------------------------------------------------------------------------

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
/** `core.listing.productsPerPage`, and the PagingListingProcessor's upper bound. */
export const DEFAULT_LIMIT = 24;
const MAX_LIMIT = 100;

const sortingFields: Record<ProductSorting["field"], string> = {
  name: "product.name",
  price: "product.listingPrices",
  sales: "product.sales",
  score: "_score",
};

function toSorting(sorting: ProductSorting, scope: RequestScope, priority = sorting.priority): Json {
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

// Request ----------------------------------------------------------------------------------------------------

export type ListingKind = "listing" | "search" | "suggest";

/** The CMS product-listing element's config (ProductListingCmsElementResolver). */
export interface ListingElementConfig {
  /** Comma-separated enabled filters (`manufacturer-filter,price-filter,...`); others are switched off. */
  filters?: string;
  /** Sorting id used when the request sends no `order`. */
  defaultSorting?: string;
  /** `useCustomSorting`: only these sortings (id → priority). */
  availableSortings?: Record<string, number>;
  useCustomSorting?: boolean;
  /** Property group ids whose properties may be filtered when the property filter is off. */
  propertyWhitelist?: string[];
}

export interface ListingInput {
  kind: ListingKind;
  /** The listing's category; none for search. */
  categoryId?: string;
  /** `currentFilters.navigationId`. */
  navigationId: string;
  /** Body and query parameters of the request (listing parameters and criteria). */
  criteria: Criteria;
  context: ProductContext;
  element?: ListingElementConfig;
}

const isSet = (value: unknown) => value !== undefined && value !== null;

/** Shopware reads flags with `$request->get()`: absent, null, false, 0 and "" are off. */
function flag(value: unknown): boolean {
  if (!isSet(value)) return false;
  if (typeof value === "string") return !["", "0", "false"].includes(value.trim().toLowerCase());
  return Boolean(value);
}

/** `*-filter` switches default to on; only an explicit false-ish value turns a filter off. */
function enabled(value: unknown): boolean {
  if (!isSet(value)) return true;
  return flag(value);
}

const uuidPattern = /^[0-9a-f]{32}$/;

/** Pipe-separated ids (or a list), keeping only valid ones, as Shopware's filter handlers do. */
function idList(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === "string" ? value.split("|") : [];
  return [
    ...new Set(raw.map((item) => String(item).trim().toLowerCase()).filter((id) => uuidPattern.test(id))),
  ];
}

function integer(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? Math.trunc(number) : null;
}

function numeric(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
}

// Per-catalog listing indexes ----------------------------------------------------------------------------------

/** What the listing reads of one row, flat, so filters and aggregations stay cheap. */
export interface ListingRow {
  product: ProductFixture;
  /** Position in the catalog (ties keep catalog order). */
  position: number;
  group: string;
  /** CHF gross of the open-ended tier (Shopware's cheapest price of the row). */
  cheapestGross: number;
  taxRate: number;
  rating: number | null;
  /** Property and variant option ids. */
  optionAndPropertyIds: string[];
  /** The record criteria filters and aggregations read (`product.manufacturerId`, `categoriesRo.id`, ...). */
  record: Record<string, unknown>;
}

interface ListingIndex {
  index: CatalogIndex;
  rows: ListingRow[];
  rowsInCategory(categoryId: string): ListingRow[];
  /** Folded product name per locale, for name sorting. */
  nameKey(row: ListingRow, locale: Locale): string;
  search(locale: Locale): SearchIndex;
  /**
   * A recently computed result (search scores, facets) by key: shoppers page, sort and filter the same listing
   * again and again, and neither changes with those.
   */
  remember<T>(key: string, compute: () => T): T;
}

/** How many results a catalog's listing keeps for reuse. */
const REMEMBERED = 64;

const listingIndexes = new WeakMap<Catalog, ListingIndex>();

function listingIndex(catalog: Catalog | undefined): ListingIndex {
  const index = catalogIndex(catalog);
  const cached = listingIndexes.get(index.catalog);
  if (cached) return cached;
  const rows: ListingRow[] = [];
  index.catalog.products.forEach((product, position) => {
    // A parent with variants is never a row itself: its variants are (Shopware's display group filter).
    if ((index.variants.get(product.id)?.length ?? 0) > 0) return;
    const tree = index.categoryTree(product);
    const options = product.optionIds.map((id) => ({ id, groupId: index.options.get(id)?.groupId ?? null }));
    const properties = product.propertyIds.map((id) => ({
      id,
      groupId: index.options.get(id)?.groupId ?? null,
    }));
    const rating = index.ratingAverage(product);
    rows.push({
      product,
      position,
      group: displayGroup(product, index),
      cheapestGross: cheapestTier(product).gross,
      taxRate: index.taxes.get(product.taxKey)!.taxRate,
      rating,
      optionAndPropertyIds: [...product.optionIds, ...product.propertyIds],
      record: {
        id: product.id,
        parentId: product.parentId,
        productNumber: product.productNumber,
        ean: product.ean,
        active: true,
        available: isAvailable(product),
        isCloseout: product.isCloseout,
        stock: product.stock,
        availableStock: product.stock,
        manufacturerId: product.manufacturerId,
        manufacturer: { id: product.manufacturerId },
        categoryIds: product.categoryIds,
        categoryTree: tree,
        categories: product.categoryIds.map((id) => ({ id })),
        categoriesRo: tree.map((id) => ({ id })),
        propertyIds: product.propertyIds,
        optionIds: product.optionIds,
        properties,
        options,
        shippingFree: product.shippingFree,
        markAsTopseller: product.markAsTopseller,
        ratingAverage: rating,
        releaseDate: product.releaseDate,
        sales: product.sales,
        minPurchase: product.minPurchase,
        purchaseSteps: product.purchaseSteps,
        deliveryTimeId: product.deliveryTimeId,
        taxId: index.taxes.get(product.taxKey)!.id,
        unitId: product.unitId,
      },
    });
  });
  let byCategory: Map<string, ListingRow[]> | undefined;
  const names = new Map<Locale, string[]>();
  const searches = new Map<Locale, SearchIndex>();
  const remembered = new Map<string, unknown>();
  const listing: ListingIndex = {
    index,
    rows,
    rowsInCategory(categoryId) {
      if (!byCategory) {
        byCategory = new Map();
        for (const row of rows) {
          for (const id of row.record.categoryTree as string[]) {
            const list = byCategory.get(id);
            if (list) list.push(row);
            else byCategory.set(id, [row]);
          }
        }
      }
      return byCategory.get(categoryId) ?? [];
    },
    nameKey(row, locale) {
      let keys = names.get(locale);
      if (!keys) {
        keys = index.catalog.products.map((product) => foldText(product.name[locale]));
        names.set(locale, keys);
      }
      return keys[row.position]!;
    },
    search(locale) {
      let search = searches.get(locale);
      if (!search) {
        search = buildSearchIndex(
          rows.map(({ product }) => ({
            name: product.name[locale],
            productNumber: product.productNumber,
            ean: product.ean,
            keywords: product.keywords?.[locale] ?? null,
            manufacturer: index.manufacturers.get(product.manufacturerId)?.name ?? "",
            options: product.optionIds.map((id) => index.options.get(id)?.name[locale] ?? "").join(" "),
            description: plainText(product.description[locale]),
          })),
        );
        searches.set(locale, search);
      }
      return search;
    },
    remember<T>(key: string, compute: () => T): T {
      if (remembered.has(key)) {
        const value = remembered.get(key) as T;
        // Refresh its place, so the least recently used result is the one dropped.
        remembered.delete(key);
        remembered.set(key, value);
        return value;
      }
      const value = compute();
      remembered.set(key, value);
      if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value!);
      return value;
    },
  };
  listingIndexes.set(index.catalog, listing);
  return listing;
}

// Filters ----------------------------------------------------------------------------------------------------

/** One listing filter (Shopware's `Filter` of a ListingFilterHandler). */
interface ListingFilter {
  name: "manufacturer" | "price" | "rating" | "shipping-free" | "properties";
  /** The shopper asked for it (a post-filter applies). */
  filtered: boolean;
  /** Excluded from its own aggregation under `reduce-aggregations` (all but the property filter). */
  exclude: boolean;
  matches(row: ListingRow): boolean;
  /** `currentFilters` entry. */
  values: unknown;
}

function rowPrice(row: ListingRow, context: ProductContext): number {
  return unitPrice(row.cheapestGross, row.taxRate, context.prices);
}

function buildFilters(criteria: Criteria, context: ProductContext, index: CatalogIndex): ListingFilter[] {
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

/** The listing element's config as request defaults (ProductListingCmsElementResolver). */
function withElementConfig(criteria: Criteria, element: ListingElementConfig | undefined): Criteria {
  if (!element) return criteria;
  const merged: Criteria = { ...criteria };
  if (typeof element.filters === "string") {
    const listed = new Set(element.filters.split(",").map((name) => name.trim()));
    for (const name of [
      "manufacturer-filter",
      "rating-filter",
      "price-filter",
      "shipping-free-filter",
      "property-filter",
    ]) {
      if (!listed.has(name)) merged[name] = false;
    }
    if (
      !listed.has("property-filter") &&
      element.propertyWhitelist?.length &&
      !isSet(criteria["property-whitelist"])
    ) {
      merged["property-whitelist"] = element.propertyWhitelist.join("|");
    }
  }
  return merged;
}

// Aggregations ---------------------------------------------------------------------------------------------------

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

function listingAggregations(
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

// Sorting and grouping --------------------------------------------------------------------------------------------

/** A display group while sorting: its first row's catalog position, its best value per sort key. */
interface Group {
  key: string;
  first: number;
  values: unknown[];
  /** The row with the best value for the first sort key: the family's best match for this sorting. */
  best: ListingRow;
}

/** Whether a criteria filter reads variant options, which stops Shopware from swapping in the main variant. */
function readsOptions(filters: Filter[]): boolean {
  return filters.some(
    (filter) =>
      /(^|\.)(options\.id|optionIds)$/.test(filter.field ?? "") || readsOptions(filter.queries ?? []),
  );
}

/** The product a group shows (ProductListingLoader::resolvePreviews). */
function representative(group: Group, optionFilter: boolean, index: CatalogIndex): ProductFixture {
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

// The listing ------------------------------------------------------------------------------------------------

export type ListingAnswer = { listing: Json } | { error: ShopwareErrorInit };

/** The search term of a search request (`search`, Shopware also reads `term` of the criteria). */
export function searchTerm(criteria: Criteria): string {
  const value = criteria.search ?? criteria.term;
  return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
}

interface SortingChoice {
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
function chooseSorting(kind: ListingKind, criteria: Criteria, element?: ListingElementConfig): SortingChoice {
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

interface SortKey {
  field: string;
  descending: boolean;
}

/**
 * What the groups are sorted by: the chosen sorting, or the criteria's own `sort` when no `order` was sent
 * (`order` wins when both are); a search always falls back to the score.
 */
function sortKeys(criteria: Criteria, choice: SortingChoice, searching: boolean): SortKey[] {
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
function sortValue(
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

/**
 * Groups the rows by display group and sorts the groups, in one pass over the rows (listings of large
 * catalogs group tens of thousands of them). A group sorts by its best value (the lowest ascending, the
 * highest descending); prices always by the lowest, the "from" price the family shows. Ties keep catalog order.
 */
function groupAndSort(
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

/** The listing's `p`/`page` and `limit` (24 by default, at most 100). */
function paging(criteria: Criteria): { page: number; limit: number } {
  const requestedLimit = integer(criteria.limit);
  const requestedPage = integer(criteria.p ?? criteria.page);
  return {
    page: requestedPage && requestedPage > 0 ? requestedPage : 1,
    limit: Math.min(requestedLimit && requestedLimit > 0 ? requestedLimit : DEFAULT_LIMIT, MAX_LIMIT),
  };
}

/** Rows of the listing before the shopper's filters: the category, the criteria's filter and ids, the term. */
function baseRows(
  listing: ListingIndex,
  input: ListingInput,
  criteria: Criteria,
  term: string,
): { base: ListingRow[]; scores?: Map<ListingRow, number> } {
  let base = input.categoryId ? listing.rowsInCategory(input.categoryId) : listing.rows;
  const filters = criteria.filter ?? [];
  if (filters.length > 0) {
    base = base.filter((row) => filters.every((filter) => matchesFilter(row.record, filter, "product")));
  }
  if (Array.isArray(criteria.ids) && criteria.ids.length > 0) {
    const ids = new Set(criteria.ids);
    base = base.filter((row) => ids.has(row.product.id) || ids.has(row.product.parentId ?? ""));
  }
  if (!term) return { base };
  const locale = input.context.scope.locale;
  const scores = listing.remember(`search|${locale}|${term}`, () => {
    const byRow = new Map<ListingRow, number>();
    for (const [position, score] of listing.search(locale).score(term))
      byRow.set(listing.rows[position]!, score);
    return byRow;
  });
  return { base: base.filter((row) => scores.has(row)), scores };
}

export function productListing(input: ListingInput): ListingAnswer {
  const { context, kind } = input;
  const { scope } = context;
  const criteria = withElementConfig(input.criteria, input.element);
  const listing = listingIndex(context.catalog);
  const { index } = listing;

  const term = kind === "listing" ? "" : searchTerm(criteria);
  if (kind !== "listing" && term === "") return { error: errors.missingRequestParameter("search") };

  const choice = chooseSorting(kind, criteria, input.element);
  const { page, limit } = paging(criteria);
  const { base, scores } = baseRows(listing, input, criteria, term);

  // The shopper's filters and the criteria's post-filters narrow the result, not the facets.
  const filters = buildFilters(criteria, context, index);
  const active = filters.filter((filter) => filter.filtered);
  const postFilters = criteria["post-filter"] ?? [];
  const result = base.filter(
    (row) =>
      active.every((filter) => filter.matches(row)) &&
      postFilters.every((filter) => matchesFilter(row.record, filter, "product")),
  );

  const sorted = groupAndSort(
    result,
    sortKeys(criteria, choice, Boolean(term)),
    sortValue(listing, scope.locale, scores),
  );
  const onlyAggregations = flag(criteria["only-aggregations"]);
  const pageGroups = onlyAggregations ? [] : sorted.slice((page - 1) * limit, page * limit);
  const optionFilter =
    active.some((filter) => filter.name === "properties") ||
    readsOptions([...(criteria.filter ?? []), ...postFilters]);
  const associations = requestedAssociations(criteria.associations);
  const elements = pageGroups.map((group) =>
    toProduct(representative(group, optionFilter, index), context, { associations }),
  );

  // Aggregations (and the criteria's own), unless switched off; suggestions have none.
  let aggregations: Json | never[] = [];
  if (!flag(criteria["no-aggregations"]) && kind !== "suggest") {
    const reduce = isSet(criteria["reduce-aggregations"]);
    const whitelist = new Set(idList(criteria["property-whitelist"]));
    const compute = () => {
      const computed = {
        ...listingAggregations(filters, base, reduce, whitelist, input, index),
        ...aggregateEntities(
          base.map((row) => row.record),
          criteria.aggregations,
          "product",
          resolveAggregationEntities(index, scope),
        ),
      };
      return Object.keys(computed).length > 0 ? computed : [];
    };
    // Without reduce-aggregations the facets depend on the base rows only, not on the shopper's filters.
    aggregations = reduce
      ? compute()
      : listing.remember(
          JSON.stringify([
            "facets",
            input.categoryId ?? null,
            term,
            scope.locale,
            scope.origin,
            scope.includeSeoUrls,
            context.prices.currency.id,
            filters.map((filter) => filter.name),
            [...whitelist],
            criteria.filter ?? null,
            criteria.ids ?? null,
            criteria.aggregations ?? null,
          ]),
          compute,
        );
  }

  const currentFilters: Json = { navigationId: input.navigationId };
  for (const filter of filters) currentFilters[filter.name] = filter.values;
  if (kind !== "listing") currentFilters.search = term;

  return {
    listing: {
      sorting: choice.current?.key ?? null,
      currentFilters,
      page,
      limit,
      entity: "product",
      total: onlyAggregations ? 0 : sorted.length,
      aggregations,
      elements,
      availableSortings: choice.available.map((sorting) =>
        toSorting(sorting, scope, choice.priorities.get(sorting.key)),
      ),
      streamId: null,
      apiAlias: "product_listing",
    },
  };
}

/**
 * Search relevance per product id for a term (rows and, through their variants, parents), in the request
 * language: what `term` on a plain product search ranks by.
 */
export function searchScores(term: string, context: ProductContext): Map<string, number> {
  const listing = listingIndex(context.catalog);
  const scores = new Map<string, number>();
  for (const [position, score] of listing.search(context.scope.locale).score(term)) {
    const product = listing.rows[position]!.product;
    for (const id of [product.id, product.parentId]) {
      if (id && score > (scores.get(id) ?? 0)) scores.set(id, score);
    }
  }
  return scores;
}
