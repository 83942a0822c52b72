import { HIDE_PRICE_CUSTOM_FIELD, type CalculatedPrice, type Media, type Product } from "@shop/store-api";

/**
 * What a product card reads of a product. Listings send the server's full product entities (taxes,
 * properties, options, dimensions, ...) of which a card shows a tenth; `toListingProduct` keeps only this,
 * so a page's data (and the browser's work to read it) stays small.
 */
export type ListingProduct = Pick<
  Product,
  | "id"
  | "productNumber"
  | "name"
  | "translated"
  | "customFields"
  | "seoUrls"
  | "calculatedPrice"
  | "calculatedPrices"
  | "calculatedCheapestPrice"
  | "cover"
  | "parentId"
  | "childCount"
  | "available"
  | "purchaseUnit"
  | "unit"
  | "markAsTopseller"
  | "isNew"
>;

function slimPrice<P extends CalculatedPrice>(price: P): P {
  const { unitPrice, quantity, totalPrice, listPrice, referencePrice, regulationPrice } = price;
  const extra = "hasRange" in price ? { hasRange: price.hasRange, variantId: price.variantId } : {};
  return {
    unitPrice,
    quantity,
    totalPrice,
    calculatedTaxes: [],
    taxRules: [],
    listPrice,
    referencePrice,
    regulationPrice,
    ...extra,
  } as unknown as P;
}

function slimMedia(media: Media | null | undefined): Media | null | undefined {
  if (!media) return media;
  const { id, url, alt, title, translated, metaData, thumbnails } = media;
  return {
    id,
    url,
    alt,
    title,
    translated: translated ? { alt: translated.alt, title: translated.title } : translated,
    metaData: metaData ? { width: metaData.width, height: metaData.height } : metaData,
    thumbnails: thumbnails.map(({ url: src, width, height }) => ({ url: src, width, height })),
  } as Media;
}

export function toListingProduct(product: Product): ListingProduct {
  // Of the custom fields a card reads one, whether the price is hidden (all of them: 340 bytes a card).
  const fields = (product.translated?.customFields ?? product.customFields) as Record<string, unknown> | null;
  const hidePrice = fields?.[HIDE_PRICE_CUSTOM_FIELD] ? { [HIDE_PRICE_CUSTOM_FIELD]: true } : null;
  return {
    id: product.id,
    productNumber: product.productNumber,
    name: product.name,
    translated: { name: product.translated?.name, customFields: hidePrice },
    customFields: null,
    seoUrls: product.seoUrls.map(({ seoPathInfo, isCanonical }) => ({
      seoPathInfo,
      isCanonical,
    })) as Product["seoUrls"],
    calculatedPrice: slimPrice(product.calculatedPrice),
    calculatedPrices: product.calculatedPrices.map(slimPrice),
    calculatedCheapestPrice: product.calculatedCheapestPrice
      ? slimPrice(product.calculatedCheapestPrice)
      : product.calculatedCheapestPrice,
    cover: product.cover ? ({ media: slimMedia(product.cover.media) } as Product["cover"]) : product.cover,
    parentId: product.parentId,
    childCount: product.childCount,
    available: product.available,
    purchaseUnit: product.purchaseUnit,
    unit: product.unit
      ? ({
          id: product.unit.id,
          name: product.unit.name,
          translated: product.unit.translated,
        } as Product["unit"])
      : product.unit,
    markAsTopseller: product.markAsTopseller,
    isNew: product.isNew,
  };
}
