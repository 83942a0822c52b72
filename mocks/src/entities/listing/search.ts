import type { Locale } from "../../fixtures/locale.ts";
import type { Criteria } from "../../lib/criteria.ts";
import type { ProductContext } from "../product.ts";
import { listingIndex, type ListingIndex, type ListingRow } from "./rows.ts";

/** The search term of a search request (`search`, Shopware also reads `term` of the criteria). */
export function searchTerm(criteria: Criteria): string {
  const value = criteria.search ?? criteria.term;
  return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
}

/** The listing rows a term finds, with their relevance; kept, since shoppers page and filter one search. */
export function termScores(listing: ListingIndex, locale: Locale, term: string): Map<ListingRow, number> {
  return listing.remember(`search|${locale}|${term}`, () => {
    const byRow = new Map<ListingRow, number>();
    for (const [position, score] of listing.search(locale).score(term))
      byRow.set(listing.rows[position]!, score);
    return byRow;
  });
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
