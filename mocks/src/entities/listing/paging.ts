import type { Criteria } from "../../lib/criteria.ts";
import { integer } from "./coercion.ts";

/** `core.listing.productsPerPage`, and the PagingListingProcessor's upper bound. */
export const DEFAULT_LIMIT = 24;
const MAX_LIMIT = 100;

/** The listing's `p`/`page` and `limit` (24 by default, at most 100). */
export function paging(criteria: Criteria): { page: number; limit: number } {
  const requestedLimit = integer(criteria.limit);
  const requestedPage = integer(criteria.p ?? criteria.page);
  return {
    page: requestedPage && requestedPage > 0 ? requestedPage : 1,
    limit: Math.min(requestedLimit && requestedLimit > 0 ? requestedLimit : DEFAULT_LIMIT, MAX_LIMIT),
  };
}
