import * as z from "zod";
import { decimal, list, phpObject } from "./helpers.ts";
import { productManufacturerSchema, productSchema, propertyGroupSchema } from "./product.ts";

/** `min`/`max`/`avg`/`sum` of a stats aggregation; MySQL sends DECIMALs as strings, parsed as numbers. */
const statsSchema = z.looseObject({
  min: decimal.nullish(),
  max: decimal.nullish(),
  avg: decimal.nullish(),
  sum: decimal.nullish(),
});

const maxSchema = z.looseObject({ max: decimal.nullish() });

/**
 * Aggregations of a listing: an object keyed by aggregation name (the OpenAPI schema says array, real
 * Shopware sends an object, `[]` when empty). The storefront's filter panel reads these; other
 * aggregations (e.g. `options`, custom ones) pass through untyped.
 */
export const listingAggregationsSchema = phpObject(
  z.looseObject({
    /** Manufacturers of the matching products (filter options). */
    manufacturer: z.looseObject({ entities: list(productManufacturerSchema) }).nullish(),
    /** Price range of the matching products. */
    price: statsSchema.nullish(),
    /** Best average rating among the matching products. */
    rating: maxSchema.nullish(),
    /** `max > 0` when at least one matching product ships free. */
    "shipping-free": maxSchema.nullish(),
    /** Filterable property groups with the options the matching products have. */
    properties: z.looseObject({ entities: list(propertyGroupSchema) }).nullish(),
  }),
);
export type ListingAggregations = z.infer<typeof listingAggregationsSchema>;

/** The filters Shopware applied, in wire names (what the storefront puts in its URL). */
export const listingCurrentFiltersSchema = z.looseObject({
  navigationId: z.string().nullish(),
  manufacturer: list(z.string()),
  properties: list(z.string()),
  price: z.looseObject({ min: decimal.nullish(), max: decimal.nullish() }).nullish(),
  rating: decimal.nullish(),
  "shipping-free": z.boolean().nullish(),
  /** The search term (search routes). */
  search: z.string().nullish(),
});
export type ListingCurrentFilters = z.infer<typeof listingCurrentFiltersSchema>;

export const listingSortingSchema = z.looseObject({
  /** The value for `order`, e.g. `price-asc`. */
  key: z.string(),
  label: z.string().nullish(),
  priority: z.number().nullish(),
  translated: z.looseObject({ label: z.string().nullish() }).nullish(),
});
export type ListingSorting = z.infer<typeof listingSortingSchema>;

/**
 * Answer of `/product-listing/{id}`, `/search`, `/search-suggest` (and a CMS product-listing slot's
 * `data.listing`).
 */
export const productListingResultSchema = z.looseObject({
  entity: z.string().nullish(),
  elements: z.array(productSchema),
  total: z.number().nullish(),
  /** 1-based. */
  page: z.number().nullish(),
  limit: z.number().nullish(),
  aggregations: listingAggregationsSchema.nullish().transform((value): ListingAggregations => value ?? {}),
  currentFilters: listingCurrentFiltersSchema.nullish(),
  /** Key of the applied sorting. */
  sorting: z.string().nullish(),
  availableSortings: list(listingSortingSchema),
});
export type ProductListingResult = z.infer<typeof productListingResultSchema>;
