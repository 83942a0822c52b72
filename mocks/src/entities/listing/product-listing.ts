import { aggregateEntities, matchesFilter, type Criteria } from "../../lib/criteria.ts";
import { errors, type ShopwareErrorInit } from "../../lib/errors.ts";
import type { Json } from "../common.ts";
import { requestedAssociations, toProduct } from "../product.ts";
import { listingAggregations, resolveAggregationEntities } from "./aggregations.ts";
import { flag, idList, isSet } from "./coercion.ts";
import { buildFilters } from "./filters.ts";
import { groupAndSort, readsOptions, representative } from "./grouping.ts";
import { withElementConfig, type ListingInput } from "./input.ts";
import { paging } from "./paging.ts";
import { listingIndex, type ListingIndex, type ListingRow } from "./rows.ts";
import { searchTerm, termScores } from "./search.ts";
import { chooseSorting, sortKeys, sortValue, toSorting } from "./sortings.ts";

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

export type ListingAnswer = { listing: Json } | { error: ShopwareErrorInit };

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
  const scores = termScores(listing, locale, term);
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
