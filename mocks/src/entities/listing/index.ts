/**
 * The product listing of the emulator, one file per concern:
 *
 * | file                 | concern                                                                        |
 * | -------------------- | ------------------------------------------------------------------------------ |
 * | `product-listing.ts` | the listing answer: base rows, filters, sorting, paging, aggregations composed |
 * | `input.ts`           | the listing request and the CMS element's config as request defaults          |
 * | `coercion.ts`        | flags, `*-filter` switches, id lists and numbers as Shopware reads them        |
 * | `rows.ts`            | the per-catalog listing index: one flat row per listable product, caches       |
 * | `filters.ts`         | the shopper's filters (manufacturer, price, rating, shipping-free, properties) |
 * | `aggregations.ts`    | the facets of those filters and the criteria's entity aggregations            |
 * | `sortings.ts`        | Shopware's product sortings, which one applies, a row's sort value            |
 * | `grouping.ts`        | variant grouping: display groups, their order, the product a group shows      |
 * | `paging.ts`          | `p`/`page` and `limit`                                                         |
 * | `search.ts`          | the search term and its relevance scores                                       |
 *
 * The rules are listed in docs/emulator.md. Other modules import the listing from here only.
 */
export { resolveAggregationEntities } from "./aggregations.ts";
export type { ListingElementConfig, ListingInput, ListingKind } from "./input.ts";
export { productListing, type ListingAnswer } from "./product-listing.ts";
export { searchScores } from "./search.ts";
