import type { BreadcrumbItem } from "@shop/design-system";
import { translatedName, type Product } from "@shop/store-api";
import { plainText } from "./page-meta.server.ts";

/** The pages' schema.org structured data (JSON-LD), rendered as `script:ld+json` by the route's meta. */

const availability = (product: Product) =>
  product.available === false || (product.availableStock ?? product.stock ?? 0) < (product.minPurchase ?? 1)
    ? product.isCloseout
      ? "https://schema.org/SoldOut"
      : "https://schema.org/BackOrder"
    : "https://schema.org/InStock";

/** schema.org Product: offers (price, currency, availability) and aggregateRating when rated. */
export function productJsonLd(
  product: Product,
  {
    url,
    name,
    stats,
    originCountry,
  }: { url: string; name: string; stats: { average: number; total: number }; originCountry?: string },
): Record<string, unknown> {
  const images = product.media
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => item.media.url)
    .filter(Boolean);
  const fields = (product.translated?.customFields ?? product.customFields ?? {}) as Record<string, unknown>;
  const hidden = Boolean(fields.custom_product_fields_hide_price);
  const brand = product.manufacturer ? translatedName(product.manufacturer) : "";
  const description = product.translated?.description;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    sku: product.productNumber,
    ...(product.ean ? { gtin13: product.ean } : {}),
    ...(images.length ? { image: images } : {}),
    ...(description ? { description: plainText(description).slice(0, 500) } : {}),
    ...(brand ? { brand: { "@type": "Brand", name: brand } } : {}),
    ...(originCountry ? { countryOfOrigin: { "@type": "Country", name: originCountry } } : {}),
    ...(hidden
      ? {}
      : {
          offers: {
            "@type": "Offer",
            url,
            priceCurrency: "CHF",
            price: product.calculatedPrice.unitPrice.toFixed(2),
            availability: availability(product),
            itemCondition: "https://schema.org/NewCondition",
          },
        }),
    ...(stats.total > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: stats.average,
            reviewCount: stats.total,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** schema.org BreadcrumbList of the trail; the last item is the page itself. */
export function breadcrumbJsonLd(
  items: BreadcrumbItem[],
  origin: string,
  self: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: item.href ? origin + item.href : self,
    })),
  };
}
