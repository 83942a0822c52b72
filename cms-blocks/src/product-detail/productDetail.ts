import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import {
  translatedName,
  productPath,
  type CalculatedPrice,
  type DeliveryTime,
  type Product,
  type ProductDownload,
  type ProductReview,
  type PropertyGroup,
} from "@shop/store-api";
import type { PageVariant } from "./ProductPageContext.ts";

/** Shopware's default upper bound of a line item's quantity, when the product sets none (docs/cms.md). */
export const DEFAULT_MAX_QUANTITY = 100;

/** What the quantity field accepts: the product's min purchase, purchase steps and max (stock, closeout). */
export interface QuantityBounds {
  min: number;
  max: number;
  step: number;
}

const positive = (value: number | null | undefined, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;

export function quantityBounds(
  product: Pick<Product, "minPurchase" | "purchaseSteps" | "maxPurchase" | "calculatedMaxPurchase">,
): QuantityBounds {
  const min = positive(product.minPurchase, 1);
  const step = positive(product.purchaseSteps, 1);
  // calculatedMaxPurchase already takes stock and closeout into account; maxPurchase is the product's own.
  const max = Math.max(
    min,
    positive(product.calculatedMaxPurchase, positive(product.maxPurchase, DEFAULT_MAX_QUANTITY)),
  );
  return { min, max, step };
}

/** One row of the price tiers table: "to 9" / "from 50" and the unit price of that tier. */
export interface TierRow {
  /** The largest quantity of the tier; for the last tier its smallest. */
  quantity: number;
  isLast: boolean;
  price: CalculatedPrice;
}

/**
 * Shopware's `calculatedPrices` as table rows: each tier's `quantity` is its upper bound, except the last,
 * which is open ("from"). Its start is the previous tier's end + 1. Only with two tiers or more.
 */
export function tierRows(prices: readonly CalculatedPrice[]): TierRow[] {
  if (prices.length < 2) return [];
  const sorted = prices.toSorted((a, b) => a.quantity - b.quantity);
  return sorted.map((price, index) => {
    const isLast = index === sorted.length - 1;
    const previous = sorted[index - 1];
    return {
      quantity: isLast ? (previous ? previous.quantity + 1 : price.quantity) : price.quantity,
      isLast,
      price,
    };
  });
}

/** The tier a quantity falls into (index into `tierRows`), or -1 without tiers. */
export function tierIndexFor(rows: readonly TierRow[], quantity: number): number {
  if (rows.length === 0) return -1;
  const index = rows.findIndex((row) => !row.isLast && quantity <= row.quantity);
  return index < 0 ? rows.length - 1 : index;
}

/** Price tier labels: "to {quantity}", the last "from {quantity}". */
export function tierLabel(row: TierRow, i18n: I18n): string {
  const quantity = row.quantity;
  return row.isLast ? i18n._(msg`from ${quantity}`) : i18n._(msg`to ${quantity}`);
}

/** "Delivery time 2-3 days" from the product's delivery time; undefined without one. */
export function deliveryTimeText(
  deliveryTime: DeliveryTime | null | undefined,
  i18n: I18n,
): string | undefined {
  if (!deliveryTime) return undefined;
  const { min, max, unit } = deliveryTime;
  if (typeof min !== "number" || typeof max !== "number" || max <= 0) {
    const name = translatedName(deliveryTime);
    return name ? i18n._(msg`Delivery time ${name}`) : undefined;
  }
  const range = min === max || min <= 0 ? String(max) : `${min}-${max}`;
  const count = max;
  switch (unit) {
    case "hour":
      return i18n._(msg`Delivery time ${range} ${plural(count, { one: "hour", other: "hours" })}`);
    case "week":
      return i18n._(msg`Delivery time ${range} ${plural(count, { one: "week", other: "weeks" })}`);
    case "month":
      return i18n._(msg`Delivery time ${range} ${plural(count, { one: "month", other: "months" })}`);
    default:
      return i18n._(msg`Delivery time ${range} ${plural(count, { one: "day", other: "days" })}`);
  }
}

/**
 * Whether a product is a download (Shopware's digital product: `type: "digital"`, or the deprecated state
 * `is-download` that Shopware 6.7 still sends): nothing is shipped, so no stock or delivery time is shown.
 */
export function isDownloadProduct(product: {
  type?: string | null;
  states?: readonly string[] | null;
}): boolean {
  return product.type === "digital" || (product.states ?? []).includes("is-download");
}

export type StockState = "available" | "low" | "restock" | "sold-out";

/**
 * Whether a shopper can order now: in stock, only a few left, out of stock but restocked later (not a
 * closeout), or sold out (a closeout without stock, or not available).
 */
export function stockState(
  product: Pick<Product, "available" | "availableStock" | "stock" | "isCloseout" | "minPurchase">,
): StockState {
  const stock = product.availableStock ?? product.stock ?? 0;
  const min = positive(product.minPurchase, 1);
  if (product.available === false || (product.isCloseout && stock < min)) return "sold-out";
  if (stock < min) return "restock";
  if (stock < 10) return "low";
  return "available";
}

/** A group of the details tab: "pH-Wert: 7 (neutral)". */
export interface PropertyRow {
  id: string;
  name: string;
  values: string[];
}

/** The product's properties grouped for the details tab (only groups shown on product pages). */
export function propertyRows(product: Pick<Product, "sortedProperties" | "properties">): PropertyRow[] {
  const groups: readonly PropertyGroup[] = product.sortedProperties ?? [];
  const fromGroups = groups
    .filter((group) => group.visibleOnProductDetailPage !== false)
    .map((group) => ({
      id: group.id,
      name: translatedName(group),
      values: group.options.map((option) => translatedName(option)).filter(Boolean),
    }));
  if (fromGroups.length > 0) return fromGroups.filter((row) => row.name && row.values.length > 0);
  // Without sortedProperties: group the properties by their group association.
  const byGroup = new Map<string, PropertyRow>();
  for (const option of product.properties) {
    const group = option.group;
    if (!group || group.visibleOnProductDetailPage === false) continue;
    const row = byGroup.get(group.id) ?? {
      id: group.id,
      name: translatedName(group),
      values: [],
    };
    const value = translatedName(option);
    if (value) row.values.push(value);
    byGroup.set(group.id, row);
  }
  return [...byGroup.values()].filter((row) => row.name && row.values.length > 0);
}

export type DownloadKind = "safety-data-sheet" | "certificate" | "data-sheet";

export interface ProductFile {
  id: string;
  href: string;
  fileName: string;
  extension: string;
  title?: string;
  kind: DownloadKind;
}

/**
 * The product's downloads the shopper may open (public media with a file; `accessGranted` when Shopware
 * says so), sorted by position and sorted into the tabs: safety data sheets (SDB/FDS/SDS), certificates,
 * and other data sheets (technical data, shown with the details).
 */
export function productFiles(downloads: readonly ProductDownload[]): ProductFile[] {
  return downloads
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((download) => {
      const media = download.media as
        | (NonNullable<ProductDownload["media"]> & {
            fileName?: string | null;
            fileExtension?: string | null;
            private?: boolean | null;
            accessGranted?: boolean | null;
          })
        | null
        | undefined;
      const granted = (download as { accessGranted?: boolean | null }).accessGranted ?? media?.accessGranted;
      if (!media?.url || media.private || granted === false) return [];
      const fileName =
        media.fileName ??
        media.url
          .split("/")
          .pop()
          ?.replace(/\.[^.]+$/, "") ??
        "";
      const extension = (media.fileExtension ?? media.url.split(".").pop() ?? "").toLowerCase();
      const title = media.translated?.title ?? media.title ?? undefined;
      return [{ id: download.id, href: media.url, fileName, extension, title, kind: downloadKind(fileName) }];
    });
}

function downloadKind(fileName: string): DownloadKind {
  const name = fileName.toLowerCase();
  if (/^(sdb|fds|sds|msds)[-_]/.test(name) || name.includes("sicherheitsdatenblatt"))
    return "safety-data-sheet";
  if (/(zertifikat|certificat|certificate|cert[-_])/.test(name)) return "certificate";
  return "data-sheet";
}

/** Average and per-star counts of reviews; `matrix` from Shopware when it sent one. */
export interface ReviewStats {
  average: number;
  total: number;
  distribution: { points: number; count: number }[];
}

export function reviewStats(
  matrix:
    | {
        matrix?: readonly { points: number; count: number }[];
        totalReviewCount?: number;
        averageRating?: number;
      }
    | null
    | undefined,
  fallback: readonly Pick<ProductReview, "points">[],
): ReviewStats {
  const counts = new Map<number, number>([5, 4, 3, 2, 1].map((points) => [points, 0]));
  if (matrix?.matrix?.length) {
    for (const entry of matrix.matrix)
      counts.set(entry.points, (counts.get(entry.points) ?? 0) + entry.count);
  } else {
    for (const review of fallback) {
      const points = Math.round(review.points ?? 0);
      if (counts.has(points)) counts.set(points, counts.get(points)! + 1);
    }
  }
  const distribution = [...counts].map(([points, count]) => ({ points, count }));
  const total = distribution.reduce((sum, entry) => sum + entry.count, 0);
  const average = total
    ? distribution.reduce((sum, entry) => sum + entry.points * entry.count, 0) / total
    : 0;
  return { average: Math.round(average * 10) / 10, total, distribution };
}

/** The configurator's groups as the variant picker shows them. */
export interface VariantChoice {
  groupId: string;
  groupName: string;
  displayType: "text" | "color" | "select" | "image";
  options: {
    id: string;
    name: string;
    colorHex?: string;
    isSelected: boolean;
    isCombinable: boolean;
    /** The unit price of the variant this option leads to, when known (configurator upgrades). */
    price?: number;
  }[];
}

export function variantChoices(
  configurator: readonly PropertyGroup[],
  selectedOptionIds: readonly string[],
  prices: Readonly<Record<string, number>> = {},
): VariantChoice[] {
  const selected = new Set(selectedOptionIds);
  return configurator
    .filter((group) => group.options.length > 0)
    .map((group) => ({
      groupId: group.id,
      groupName: translatedName(group),
      displayType:
        group.displayType === "color"
          ? "color"
          : group.displayType === "select"
            ? "select"
            : group.displayType === "media"
              ? "image"
              : "text",
      options: group.options.map((option) => ({
        id: option.id,
        name: translatedName(option),
        colorHex: option.colorHexCode ?? undefined,
        isSelected: selected.has(option.id),
        isCombinable: option.combinable !== false,
        price: prices[option.id],
      })),
    }));
}

/**
 * For every option of the configurator: the unit price of the variant the shopper gets by choosing it (the
 * current choices with that option swapped in), from the parent's variants. Options without such a variant
 * are left out. The buy box shows the difference to the current price ("+ CHF 250.00").
 */
export function optionPrices(
  configurator: readonly PropertyGroup[],
  selectedOptionIds: readonly string[],
  variants: readonly Pick<Product, "optionIds" | "calculatedPrice">[],
): Record<string, number> {
  const groupOf = new Map<string, string>();
  for (const group of configurator) for (const option of group.options) groupOf.set(option.id, group.id);
  const result: Record<string, number> = {};
  for (const group of configurator) {
    const others = selectedOptionIds.filter((id) => groupOf.get(id) !== group.id);
    for (const option of group.options) {
      const wanted = [...others, option.id];
      const variant = variants.find((candidate) => wanted.every((id) => candidate.optionIds.includes(id)));
      if (variant) result[option.id] = variant.calculatedPrice.unitPrice;
    }
  }
  return result;
}

/** The family's variants as the size chart lists them: their options as label, cheapest first. */
export function variantRows(variants: readonly Product[]): PageVariant[] {
  return variants
    .map((variant) => ({
      id: variant.id,
      label: variant.options
        .map((option) => translatedName(option))
        .filter(Boolean)
        .join(", "),
      path: productPath(variant),
      purchaseUnit: variant.purchaseUnit,
      unitName: variant.unit ? translatedName(variant.unit) : undefined,
      price: variant.calculatedPrice,
      available: variant.available !== false,
    }))
    .filter((variant) => variant.label)
    .toSorted((a, b) => a.price.unitPrice - b.price.unitPrice);
}
