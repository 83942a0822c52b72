/**
 * Stories only: turns a Store API product (from `@shop/mocks/stories`) into plain card props, roughly as
 * the storefront will. The design system itself never sees Store API types.
 */
import { formatPrice } from "../price/formatPrice.ts";
import type { ProductCardImage, ProductCardProps } from "./ProductCard.tsx";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any

export function productHref(product: Json): string {
  const seoPath = product.seoUrls?.[0]?.seoPathInfo as string | undefined;
  return seoPath ? `/${seoPath}` : `/detail/${product.id}`;
}

export function productImage(product: Json): ProductCardImage | undefined {
  const media = product.cover?.media as Json | undefined;
  if (!media) return undefined;
  return {
    src: media.url,
    alt: media.alt || product.translated.name,
    width: media.metaData?.width ?? 1000,
    height: media.metaData?.height ?? 1000,
    thumbnails: (media.thumbnails as Json[]).map((t) => ({ url: t.url, width: t.width, height: t.height })),
  };
}

/** The price as the card shows it: the lowest tier with "ab" when tiers differ. */
export function productPrice(product: Json, currency = "CHF"): ProductCardProps["price"] {
  const tiers = (product.calculatedPrices ?? []) as Json[];
  const hasTiers = tiers.length > 1;
  const price = hasTiers ? tiers[tiers.length - 1]! : product.calculatedPrice;
  const listPrice = product.calculatedPrice?.listPrice?.price as number | undefined;
  return {
    amount: price.unitPrice,
    currency,
    from: hasTiers ? "ab" : undefined,
    listPrice: hasTiers ? undefined : listPrice,
    listPriceLabel: listPrice ? "statt" : undefined,
  };
}

export function productUnitTexts(product: Json, currency = "CHF") {
  const reference = product.calculatedPrice?.referencePrice as Json | null;
  if (!reference) return {};
  return {
    unitText: `Inhalt: ${reference.purchaseUnit} ${reference.unitName}`,
    referencePriceText: `(${formatPrice(reference.price, currency)} / ${reference.referenceUnit} ${reference.unitName})`,
  };
}

export function productCardProps(product: Json): ProductCardProps {
  const name = product.translated.name as string;
  const hidesPrice = product.customFields?.custom_product_fields_hide_price === true;
  const hasVariants = (product.childCount ?? 0) > 0;
  return {
    href: productHref(product),
    name,
    productNumber: product.productNumber,
    productNumberLabel: "Artikelnummer",
    image: productImage(product),
    price: productPrice(product),
    ...productUnitTexts(product),
    priceOnRequestLabel: hidesPrice ? "Preis auf Anfrage" : undefined,
    isOutOfStock: product.available === false,
    outOfStockLabel: "Ausverkauft",
    chooseOptions: hasVariants ? { href: productHref(product), label: "Optionen wählen" } : undefined,
    addToCart: {
      action: "/checkout/line-item/add",
      fields: { productId: product.id, quantity: "1", redirectTo: "/checkout/cart" },
      label: "In den Warenkorb",
      pendingLabel: "Wird hinzugefügt",
    },
  };
}
