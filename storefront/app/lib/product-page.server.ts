import {
  optionPrices,
  reviewStats,
  toListingProduct,
  variantRows,
  type PageCrossSelling,
  type PageProduct,
  type ProductPageData,
} from "@shop/cms-blocks";
import {
  sanitizeCmsHtml,
  sanitizeCmsPage,
  STORE_API_RECORD_KEEPING,
  withoutKeys,
} from "@shop/cms-blocks/sanitize";
import {
  technicalPaths,
  translatedName,
  type CmsPage,
  type CrossSellingElement,
  type Product,
  type StoreApiClient,
} from "@shop/store-api";
import type { BreadcrumbItem } from "@shop/design-system";
import { pageBreadcrumbs, readBreadcrumbTrail } from "./breadcrumbs.server.ts";
import type { Locale } from "./locale.ts";
import type { PageMetaData } from "./meta-tags.ts";
import { entityPageUrls, productMeta } from "./page-meta.server.ts";
import {
  moreReviewsHref,
  readProductReviews,
  requestedReviewPages,
  reviewLanguages,
} from "./product-reviews.server.ts";
import { switchVariant } from "./product-variant.server.ts";
import { cachedShopRead, guestShopRead } from "./shop-cache.server.ts";
import { breadcrumbJsonLd, productJsonLd } from "./structured-data.server.ts";
import { isMachineTrail } from "./test-machine-inquiry.server.ts";

const HTML_FIELDS = ["clarus_applications", "clarus_area_of_application"];

/**
 * What the product and its configurator carry at every level and the page never reads (the reviews keep
 * their dates): left out of the loader data, which the browser decodes before the page hydrates (ADR 6).
 */
const RECORD_KEEPING = [...STORE_API_RECORD_KEEPING, "productVersionId"];

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
    // The details tab reads the grouped `sortedProperties`; the flat list is its fallback without them.
    properties: rest.sortedProperties?.length ? [] : rest.properties,
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
      name: translatedName(element.crossSelling),
      products: element.products.map(toListingProduct),
    }));
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
  /** A machine (below the machines category): the page offers the test-machine inquiry. */
  isMachine: boolean;
}

/**
 * Where the product is made, named in the page's language: `customFields.product_origin_id` holds a
 * country's id, looked up in the sales channel's countries (a shop-wide read, cached). An id of no country
 * there, or a failed read, names none: the details simply leave the row out.
 */
export async function originCountryName(
  api: StoreApiClient,
  product: Pick<Product, "customFields" | "translated">,
): Promise<string | undefined> {
  const fields = (product.translated?.customFields ?? product.customFields ?? {}) as Record<string, unknown>;
  const id = fields["product_origin_id"];
  if (typeof id !== "string" || !/^[0-9a-f]{32}$/i.test(id)) return undefined;
  try {
    const countries = await cachedShopRead(api, ["countries"], () => api.readCountries({ limit: 500 }));
    const country = countries.elements.find((item) => item.id === id);
    return country ? translatedName(country) || undefined : undefined;
  } catch (error) {
    console.error("product origin: reading the countries failed", error);
    return undefined;
  }
}

/** The product family's variants (for the configurator's prices and the size chart); a failure shows none. */
function readVariants(api: StoreApiClient, product: Product, host: string): Promise<Product[]> {
  const { parentId } = product;
  if (!parentId) return Promise.resolve([]);
  return guestShopRead(api, host, ["variants", parentId], () =>
    api.readProducts(
      { filter: [{ type: "equals", field: "parentId", value: parentId }], limit: 100 },
      { includeSeoUrls: true },
    ),
  )
    .then((result) => result.elements)
    .catch((error: unknown) => {
      console.error("variants failed", error);
      return [];
    });
}

/**
 * A product page (`frontend.detail.page`): the product (a parent resolves to its best variant) with its
 * configurator and layout, its reviews newest first (`?reviews=N` shows N pages), the variants' prices for
 * the configurator's upgrades, breadcrumbs, canonical URL, hreflang and the structured data. The variant
 * form's URL redirects first (`switchVariant`).
 */
export async function loadProductPage(
  api: StoreApiClient,
  id: string,
  url: URL,
  locale: Locale,
): Promise<ProductPageLoad> {
  await switchVariant(api, url, locale);
  const { product, configurator } = await guestShopRead(api, url.host, ["product", id], () =>
    api.readProduct(id, {}, { includeSeoUrls: true }),
  );
  const familyId = product.parentId ?? product.id;
  const reviewPages = requestedReviewPages(url);
  const name = translatedName(product) || product.productNumber;
  const [reviews, variants, trail, urls, customer, languages, originCountry] = await Promise.all([
    readProductReviews(api, familyId, reviewPages),
    readVariants(api, product, url.host),
    readBreadcrumbTrail(api, product.id),
    entityPageUrls(
      url.origin,
      technicalPaths.product(String(product.canonicalProductId ?? product.id)),
      locale,
    ),
    customerId(api),
    reviewLanguages(),
    originCountryName(api, product),
  ]);
  const taken = product.cmsPage ? takeProductSlots(sanitizeCmsPage(product.cmsPage)) : null;
  const stats = reviewStats(taken?.matrix as Parameters<typeof reviewStats>[0], reviews.elements);
  const total = reviews.total ?? reviews.elements.length;
  const breadcrumbs = await pageBreadcrumbs({ id: product.id, name }, trail, locale);
  const data: ProductPageData = {
    product: withoutKeys(pageProduct(product), RECORD_KEEPING),
    configurator: withoutKeys(configurator, RECORD_KEEPING),
    optionPrices: optionPrices(configurator, product.optionIds, variants),
    reviews: {
      items: reviews.elements,
      total,
      stats,
      moreHref: moreReviewsHref(url, reviewPages, reviews.elements.length, total),
      customerId: customer,
      languages,
    },
    crossSellings: crossSellingGroups(taken?.crossSellings ?? []),
    variants: variantRows(variants),
    showName: !taken?.hasName,
    ...(originCountry ? { originCountry } : {}),
  };
  return {
    data,
    cmsPage: taken?.cmsPage ?? null,
    breadcrumbs,
    isLoggedIn: customer !== undefined,
    isMachine: isMachineTrail(trail),
    meta: { ...productMeta(product, name), ...urls },
    structuredData: [
      productJsonLd(product, { url: urls.canonical, name, stats, originCountry }),
      breadcrumbJsonLd(breadcrumbs, url.origin, urls.canonical),
    ],
  };
}
