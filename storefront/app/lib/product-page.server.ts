import { redirect } from "react-router";
import { msg } from "@lingui/core/macro";
import {
  optionPrices,
  readVariantQuery,
  reviewStats,
  toListingProduct,
  variantRows,
  type PageCrossSelling,
  type PageProduct,
  type ProductPageData,
} from "@shop/cms-blocks";
import { sanitizeCmsHtml, sanitizeCmsPage } from "@shop/cms-blocks/sanitize";
import {
  isNotFoundError,
  type CmsPage,
  type CrossSellingElement,
  type Product,
  type StoreApiClient,
} from "@shop/store-api";
import type { BreadcrumbItem } from "@shop/design-system";
import { createI18n } from "./i18n.ts";
import { localizePath, locales, type Locale } from "./locale.ts";
import { shop } from "./shop.server.ts";
import type { PageMetaData } from "./meta.ts";
import { localizedEntityPath, localizedEntityPaths } from "./seo-paths.server.ts";

/** Reviews per "show more" step (Shopware's review limit). */
export const REVIEWS_PER_PAGE = 10;
/** How many review pages a URL may ask for (`?reviews=`), so a link cannot request thousands. */
const MAX_REVIEW_PAGES = 20;

const ID = /^[0-9a-f]{32}$/i;
const HTML_FIELDS = ["clarus_applications", "clarus_area_of_application"];

/**
 * The variant form (`options[<groupId>]=<optionId>`, the parent in `product`, the changed group in
 * `switched`) on a product URL: finds the variant (Shopware's find-variant keeps the switched group's choice
 * and picks the closest existing combination) and redirects to its page. Nothing to do without options.
 */
export async function switchVariant(api: StoreApiClient, url: URL, locale: Locale): Promise<void> {
  const options = readVariantQuery(url.searchParams);
  const parentId = url.searchParams.get("product") ?? "";
  if (Object.keys(options).length === 0 || !ID.test(parentId)) return;
  const switched = url.searchParams.get("switched") ?? undefined;
  const reviews = url.searchParams.get("reviews");
  const keep = reviews ? `?reviews=${encodeURIComponent(reviews)}` : "";
  try {
    const { foundCombination } = await api.findVariant(parentId.toLowerCase(), {
      options,
      switchedGroup: switched && ID.test(switched) ? switched.toLowerCase() : undefined,
    });
    const path = await localizedEntityPath(
      `/detail/${foundCombination.variantId}`,
      locale,
      api.getContextToken(),
    );
    throw redirect(`${path}${keep}`, 302);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!isNotFoundError(error)) throw error;
    // No variant has these options: stay on this product, without the form's parameters.
    throw redirect(`${url.pathname}${keep}`, 302);
  }
}

function requestedReviewPages(url: URL): number {
  const value = Number(url.searchParams.get("reviews") ?? "1");
  return Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_REVIEW_PAGES) : 1;
}

type SlotData = Record<string, unknown> | null | undefined;

/** The product without what the page does not show (layout, taxes, seo categories ...), HTML sanitised. */
function pageProduct(product: Product): PageProduct {
  const rest = { ...product, cmsPage: null };
  const translated = rest.translated ? { ...rest.translated } : rest.translated;
  if (translated?.description) translated.description = sanitizeCmsHtml(translated.description);
  const fields = (translated?.customFields ?? null) as Record<string, unknown> | null;
  if (translated && fields) {
    translated.customFields = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        HTML_FIELDS.includes(key) && typeof value === "string" ? sanitizeCmsHtml(value) : value,
      ]),
    ) as typeof translated.customFields;
  }
  return {
    ...rest,
    description: rest.description ? sanitizeCmsHtml(rest.description) : rest.description,
    customFields: translated?.customFields ?? rest.customFields,
    translated,
    children: undefined,
    categoryTree: undefined,
    streamIds: undefined,
    tagIds: undefined,
    categoryIds: [],
    tax: undefined,
    seoCategory: undefined,
    configuratorSettings: undefined,
  } as PageProduct;
}

/**
 * The layout without the data the page sends once in `ProductPageData` (the product is in the buy box,
 * the description-reviews and the gallery slots; the cross-sellings and the rating matrix are taken out).
 */
function takeProductSlots(cmsPage: CmsPage) {
  let matrix: unknown;
  let crossSellings: CrossSellingElement[] = [];
  let hasName = false;
  const sections = cmsPage.sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block) => ({
      ...block,
      slots: block.slots.map((slot) => {
        const data = slot.data as SlotData;
        switch (slot.type) {
          case "product-name":
            hasName = true;
            return slot;
          case "product-description-reviews":
            matrix = (data?.reviews as SlotData)?.matrix;
            return { ...slot, data: null };
          case "cross-selling":
            crossSellings = (data?.crossSellings as CrossSellingElement[] | undefined) ?? [];
            return { ...slot, data: null };
          case "buy-box":
            return { ...slot, data: null };
          case "image-gallery": {
            // Mapped to the product's media: the gallery reads them from the product.
            const items = (slot.config as Record<string, { source?: string }> | null)?.sliderItems;
            return items?.source === "mapped" ? { ...slot, data: null } : slot;
          }
          default:
            return slot;
        }
      }),
    })),
  }));
  return { cmsPage: { ...cmsPage, sections } as CmsPage, matrix, crossSellings, hasName };
}

function crossSellingGroups(elements: CrossSellingElement[]): PageCrossSelling[] {
  return elements
    .filter((element) => element.crossSelling.active !== false && element.products.length > 0)
    .map((element) => ({
      id: element.crossSelling.id,
      name: element.crossSelling.translated?.name ?? element.crossSelling.name ?? "",
      products: element.products.map(toListingProduct),
    }));
}

/** The shop's language ids → BCP 47 codes ("de", "fr"), to mark reviews written in another language. */
async function reviewLanguages(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    locales.map(async (locale) => [await shop.languageId(locale), locale.split("-")[0]!] as const),
  );
  return Object.fromEntries(entries);
}

async function customerId(api: StoreApiClient): Promise<string | undefined> {
  if (!api.getContextToken()) return undefined;
  try {
    return (await api.readContext()).customer?.id ?? undefined;
  } catch (error) {
    console.error("context failed", error);
    return undefined;
  }
}

export interface ProductPageLoad {
  data: ProductPageData;
  cmsPage: CmsPage | null;
  breadcrumbs: BreadcrumbItem[];
  meta: PageMetaData;
  /** For the JSON-LD: absolute URLs and the product's facts. */
  structuredData: Record<string, unknown>[];
  isLoggedIn: boolean;
}

/**
 * A product page (`frontend.detail.page`): the product (a parent resolves to its best variant) with its
 * configurator and layout, its reviews newest first (`?reviews=N` shows N pages), the variants' prices for
 * the configurator's upgrades, breadcrumbs, canonical URL, hreflang and the structured data.
 */
export async function loadProductPage(
  api: StoreApiClient,
  id: string,
  url: URL,
  locale: Locale,
): Promise<ProductPageLoad> {
  await switchVariant(api, url, locale);
  const seo = { includeSeoUrls: true };
  const { product, configurator } = await api.readProduct(id, {}, seo);
  const familyId = product.parentId ?? product.id;
  const reviewPages = requestedReviewPages(url);
  const [reviews, variants, trail, paths, customer] = await Promise.all([
    api
      .readReviews(familyId, {
        sort: [{ field: "createdAt", order: "DESC" }],
        limit: REVIEWS_PER_PAGE * reviewPages,
        "total-count-mode": "exact",
      })
      .catch((error: unknown) => {
        console.error("reviews failed", error);
        return { elements: [], total: 0 };
      }),
    product.parentId
      ? api
          .readProducts(
            { filter: [{ type: "equals", field: "parentId", value: product.parentId }], limit: 100 },
            seo,
          )
          .then((result) => result.elements)
          .catch((error: unknown) => {
            console.error("variants failed", error);
            return [];
          })
      : Promise.resolve([]),
    api.readBreadcrumb(product.id).catch((error: unknown) => {
      console.error("breadcrumb failed", error);
      return [];
    }),
    localizedEntityPaths(`/detail/${product.canonicalProductId ?? product.id}`),
    customerId(api),
  ]);
  const i18n = await createI18n(locale);
  const name = product.translated?.name ?? product.name ?? product.productNumber;
  const taken = product.cmsPage ? takeProductSlots(sanitizeCmsPage(product.cmsPage)) : null;
  const stats = reviewStats(taken?.matrix as Parameters<typeof reviewStats>[0], reviews.elements);
  const total = reviews.total ?? reviews.elements.length;
  const { origin } = url;
  const path = url.pathname;
  const breadcrumbs: BreadcrumbItem[] = [
    { label: i18n._(msg`Home`), href: localizePath("/", locale) },
    ...trail.map((entry) => ({
      label: entry.translated?.name ?? entry.name,
      href: localizePath(
        entry.path ? `/${entry.path.replace(/^\//, "")}` : `/navigation/${entry.categoryId}`,
        locale,
      ),
    })),
    { label: name },
  ];
  const data: ProductPageData = {
    product: pageProduct(product),
    configurator,
    optionPrices: optionPrices(configurator, product.optionIds, variants),
    reviews: {
      items: reviews.elements,
      total,
      stats,
      moreHref: reviews.elements.length < total ? `${path}?reviews=${reviewPages + 1}#reviews` : undefined,
      customerId: customer,
      languages: await reviewLanguages(),
    },
    crossSellings: crossSellingGroups(taken?.crossSellings ?? []),
    variants: variantRows(variants),
    showName: !taken?.hasName,
  };
  const canonical = origin + paths[locale];
  const translated = product.translated ?? {};
  return {
    data,
    cmsPage: taken?.cmsPage ?? null,
    breadcrumbs,
    isLoggedIn: customer !== undefined,
    meta: {
      title: translated.metaTitle || name,
      description:
        translated.metaDescription || plainText(translated.description ?? "").slice(0, 160) || null,
      canonical,
      alternates: Object.fromEntries(
        Object.entries(paths).map(([language, href]) => [language, origin + href]),
      ),
    },
    structuredData: [
      productJsonLd(product, { url: canonical, name, stats }),
      breadcrumbJsonLd(breadcrumbs, origin, canonical),
    ],
  };
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const availability = (product: Product) =>
  product.available === false || (product.availableStock ?? product.stock ?? 0) < (product.minPurchase ?? 1)
    ? product.isCloseout
      ? "https://schema.org/SoldOut"
      : "https://schema.org/BackOrder"
    : "https://schema.org/InStock";

/** schema.org Product: offers (price, currency, availability) and aggregateRating when rated. */
export function productJsonLd(
  product: Product,
  { url, name, stats }: { url: string; name: string; stats: { average: number; total: number } },
): Record<string, unknown> {
  const images = product.media
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => item.media.url)
    .filter(Boolean);
  const fields = (product.translated?.customFields ?? product.customFields ?? {}) as Record<string, unknown>;
  const hidden = Boolean(fields.custom_product_fields_hide_price);
  const brand = product.manufacturer?.translated?.name ?? product.manufacturer?.name;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    sku: product.productNumber,
    ...(product.ean ? { gtin13: product.ean } : {}),
    ...(images.length ? { image: images } : {}),
    ...(product.translated?.description
      ? { description: plainText(product.translated.description).slice(0, 500) }
      : {}),
    ...(brand ? { brand: { "@type": "Brand", name: brand } } : {}),
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
