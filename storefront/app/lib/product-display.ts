import type { I18n } from "@lingui/core";
import {
  isPriceHidden,
  mediaImage,
  productPath,
  productPrice,
  referencePriceText,
  unitText,
} from "@shop/cms-blocks";
import type { Product } from "@shop/store-api";
import { localizePath, type Locale } from "./locale.ts";

/** The shop's currency when the caller does not know the context's (the sales channel sells in CHF). */
export const DEFAULT_CURRENCY = "CHF";

/** A product image as the design system takes it; `alt` falls back to the product name. */
export interface ProductDisplayImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Every rendition (for `srcSet`), narrowest first. */
  thumbnails: { url: string; width: number; height?: number }[];
}

/** The price to show: what `<Price>` needs (plus the currency). */
export interface ProductDisplayPrice {
  amount: number;
  currency: string;
  /** The former price (struck through); only for a single price that is reduced. */
  listPrice?: number;
  /** True when tiers or variants cost differently: show the "from" prefix. */
  from: boolean;
}

/** Everything a product card or a suggestion row shows of a product, already translated. */
export interface ProductDisplay {
  id: string;
  name: string;
  productNumber: string;
  /** The product page: the canonical SEO path, else `/detail/{id}`; with the locale segment. */
  href: string;
  image?: ProductDisplayImage;
  /** Undefined when the price is hidden ("price on request"). */
  price?: ProductDisplayPrice;
  /** Purchase unit, e.g. "Inhalt: 5 Liter". */
  unitText?: string;
  /** Reference price, e.g. "(CHF 10.80 / 1 Liter)". */
  referencePriceText?: string;
}

export interface ProductDisplayOptions {
  /** The request's (or page's) Lingui instance, for "Inhalt: …". */
  i18n: I18n;
  locale: Locale;
  /** The context's currency ISO code. @default "CHF" */
  currency?: string;
}

/** The product page of a product with the locale segment (`/fr-CH/detail/{id}`). */
export function productHref(product: Pick<Product, "id" | "seoUrls">, locale: Locale): string {
  return localizePath(productPath(product), locale);
}

/** The cover image with its renditions (narrowest first), or undefined without a cover. */
export function productImage(
  product: Pick<Product, "cover" | "translated" | "name">,
): ProductDisplayImage | undefined {
  const image = mediaImage(product.cover?.media);
  if (!image) return undefined;
  const thumbnails = (image.thumbnails ?? [])
    .map(({ url, width, height }) => ({ url, width, height }))
    .toSorted((a, b) => a.width - b.width);
  const largest = thumbnails.at(-1);
  const width = image.width ?? largest?.width ?? 800;
  return {
    src: image.src,
    alt: image.alt || (product.translated?.name ?? product.name ?? ""),
    width,
    height: image.height ?? largest?.height ?? width,
    thumbnails,
  };
}

/**
 * The smallest rendition at least `minWidth` wide (else the largest one, else the original): for small
 * pictures such as the 48 px suggestion image (`minWidth` 96 covers 2x screens).
 */
export function smallestRendition(image: ProductDisplayImage, minWidth: number) {
  const chosen = image.thumbnails.find((thumbnail) => thumbnail.width >= minWidth) ?? image.thumbnails.at(-1);
  if (!chosen) return { src: image.src, width: image.width, height: image.height };
  const height = chosen.height ?? Math.round((chosen.width * image.height) / image.width);
  return { src: chosen.url, width: chosen.width, height };
}

/**
 * A Store API product as a search suggestion shows it: name, number, link, image, the listing price
 * ("from" for tiers and variant ranges), purchase unit and reference price. Cards use cms-blocks' ProductBox.
 * A hidden price ("price on request") leaves out the price and the unit texts. The price rules live in
 * `@shop/cms-blocks` (`productPrice`), shared with the CMS product boxes.
 */
export function productDisplay(
  product: Product,
  { i18n, locale, currency = DEFAULT_CURRENCY }: ProductDisplayOptions,
): ProductDisplay {
  const isHiddenPrice = isPriceHidden(product);
  const shown = productPrice(product);
  return {
    id: product.id,
    name: product.translated?.name ?? product.name ?? "",
    productNumber: product.productNumber,
    href: productHref(product, locale),
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
