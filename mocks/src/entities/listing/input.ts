import type { Criteria } from "../../lib/criteria.ts";
import type { ProductContext } from "../product.ts";
import { isSet } from "./coercion.ts";

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

/** The listing element's config as request defaults (ProductListingCmsElementResolver). */
export function withElementConfig(criteria: Criteria, element: ListingElementConfig | undefined): Criteria {
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
