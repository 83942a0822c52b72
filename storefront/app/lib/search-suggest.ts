import type { ProductListingResult } from "@shop/store-api";
import { localizePath, type Locale } from "./locale.ts";
import {
  productDisplay,
  smallestRendition,
  type ProductDisplayOptions,
  type ProductDisplayPrice,
} from "./product-display.ts";

/** Suggestions fetched per term (spec §9: default 10; the first 8 are shown). */
export const SUGGEST_LIMIT = 10;
/** The pause after typing before suggestions are requested (spec §9). */
export const SUGGEST_DEBOUNCE_MS = 300;
/** The suggestion image is shown at 48 px: the narrowest rendition of at least twice that. */
const SUGGEST_IMAGE_WIDTH = 96;

/** One suggestion row as JSON (the header renders the price with `<Price>`). */
export interface SuggestRow {
  id: string;
  href: string;
  name: string;
  productNumber: string;
  image?: { src: string; width: number; height: number };
  /** Undefined for "price on request". */
  price?: ProductDisplayPrice;
  unitText?: string;
  referencePriceText?: string;
}

/** The answer of the `search-suggest` resource route for one term. */
export interface SuggestResult {
  term: string;
  rows: SuggestRow[];
  total: number;
}

/** The Store API's suggest answer as rows for `SearchSuggest`. */
export function toSuggestResult(
  term: string,
  result: Pick<ProductListingResult, "elements" | "total">,
  options: ProductDisplayOptions,
): SuggestResult {
  const rows = result.elements.map((product): SuggestRow => {
    const shown = productDisplay(product, options);
    return {
      id: shown.id,
      href: shown.href,
      name: shown.name,
      productNumber: shown.productNumber,
      ...(shown.image ? { image: smallestRendition(shown.image, SUGGEST_IMAGE_WIDTH) } : {}),
      ...(shown.price ? { price: shown.price } : {}),
      ...(shown.unitText ? { unitText: shown.unitText } : {}),
      ...(shown.referencePriceText ? { referencePriceText: shown.referencePriceText } : {}),
    };
  });
  return { term, rows, total: result.total ?? rows.length };
}

/** The results page of a term, with the locale segment. */
export function searchHref(term: string, locale: Locale): string {
  return `${localizePath("/search", locale)}?${new URLSearchParams({ search: term })}`;
}

/** The resource route answering suggestions as JSON, with the locale segment. */
export function suggestHref(term: string, locale: Locale): string {
  return `${localizePath("/search-suggest", locale)}?${new URLSearchParams({ search: term })}`;
}
