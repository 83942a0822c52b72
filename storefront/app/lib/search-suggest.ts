import type { I18n } from "@lingui/core";
import { isPriceHidden, mediaImage, productPrice, referencePriceText, unitText } from "@shop/cms-blocks";
import { productPath, translatedName, type Product, type ProductListingResult } from "@shop/store-api";
import { localizePath, type Locale } from "./locale.ts";

/**
 * The header's search suggestions: the products the Store API suggests for a term, as the small rows the
 * suggestion popup shows (name, number, link, small image, price, units), and the links of the results
 * page and the suggest route.
 */

/** Suggestions fetched per term (10; the first 8 are shown). */
export const SUGGEST_LIMIT = 10;
/** The pause after typing before suggestions are requested. */
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
  price?: SuggestedProductPrice;
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
  options: SuggestOptions,
): SuggestResult {
  const rows = result.elements.map((product): SuggestRow => {
    const shown = suggestedProduct(product, options);
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

/** The shop's currency when the caller does not know the context's (the sales channel sells in CHF). */
export const DEFAULT_CURRENCY = "CHF";

/** A product image as the design system takes it; `alt` falls back to the product name. */
export interface SuggestedProductImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Every rendition (for `srcSet`), narrowest first. */
  thumbnails: { url: string; width: number; height?: number }[];
}

/** The price to show: what `<Price>` needs (plus the currency). */
export interface SuggestedProductPrice {
  amount: number;
  currency: string;
  /** The former price (struck through); only for a single price that is reduced. */
  listPrice?: number;
  /** True when tiers or variants cost differently: show the "from" prefix. */
  from: boolean;
}

/** Everything a suggestion row shows of a product, already translated. */
export interface SuggestedProduct {
  id: string;
  name: string;
  productNumber: string;
  /** The product page: the canonical SEO path, else `/detail/{id}`; with the locale segment. */
  href: string;
  image?: SuggestedProductImage;
  /** Undefined when the price is hidden ("price on request"). */
  price?: SuggestedProductPrice;
  /** Purchase unit, e.g. "Inhalt: 5 Liter". */
  unitText?: string;
  /** Reference price, e.g. "(CHF 10.80 / 1 Liter)". */
  referencePriceText?: string;
}

export interface SuggestOptions {
  /** The request's (or page's) Lingui instance, for "Inhalt: …". */
  i18n: I18n;
  locale: Locale;
  /** The context's currency ISO code. @default "CHF" */
  currency?: string;
}

/** The cover image with its renditions (narrowest first), or undefined without a cover. */
export function productImage(
  product: Pick<Product, "cover" | "translated" | "name">,
): SuggestedProductImage | undefined {
  const image = mediaImage(product.cover?.media);
  if (!image) return undefined;
  const thumbnails = (image.thumbnails ?? [])
    .map(({ url, width, height }) => ({ url, width, height }))
    .toSorted((a, b) => a.width - b.width);
  const largest = thumbnails.at(-1);
  const width = image.width ?? largest?.width ?? 800;
  return {
    src: image.src,
    alt: image.alt || translatedName(product),
    width,
    height: image.height ?? largest?.height ?? width,
    thumbnails,
  };
}

/**
 * The smallest rendition at least `minWidth` wide (else the largest one, else the original): for small
 * pictures such as the 48 px suggestion image (`minWidth` 96 covers 2x screens).
 */
export function smallestRendition(image: SuggestedProductImage, minWidth: number) {
  const chosen = image.thumbnails.find((thumbnail) => thumbnail.width >= minWidth) ?? image.thumbnails.at(-1);
  if (!chosen) return { src: image.src, width: image.width, height: image.height };
  const height = chosen.height ?? Math.round((chosen.width * image.height) / image.width);
  return { src: chosen.url, width: chosen.width, height };
}

/**
 * A Store API product as a search suggestion shows it: name, number, link, image, the listing price
 * ("from" for tiers and variant ranges), purchase unit and reference price (product cards: cms-blocks' ProductBox).
 * A hidden price ("price on request") leaves out the price and the unit texts. The price rules live in
 * `@shop/cms-blocks` (`productPrice`), shared with the CMS product boxes.
 */
export function suggestedProduct(
  product: Product,
  { i18n, locale, currency = DEFAULT_CURRENCY }: SuggestOptions,
): SuggestedProduct {
  const isHiddenPrice = isPriceHidden(product);
  const shown = productPrice(product);
  return {
    id: product.id,
    name: translatedName(product),
    productNumber: product.productNumber,
    href: localizePath(productPath(product), locale),
    image: productImage(product),
    ...(isHiddenPrice
      ? {}
      : {
          price: {
            amount: shown.amount,
            currency,
            from: shown.isFrom,
            ...(shown.listPrice === undefined ? {} : { listPrice: shown.listPrice }),
          },
          unitText: unitText(product, i18n),
          referencePriceText: referencePriceText(shown.price, currency),
        }),
  };
}
