import type { Catalog, ProductFixture } from "../../fixtures/catalog/index.ts";
import type { Locale } from "../../fixtures/locale.ts";
import { foldText } from "../../lib/criteria.ts";
import { buildSearchIndex, plainText, type SearchIndex } from "../../lib/search.ts";
import { catalogIndex, cheapestTier, displayGroup, isAvailable, type CatalogIndex } from "../product.ts";

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

export interface ListingIndex {
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

export function listingIndex(catalog: Catalog | undefined): ListingIndex {
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
