import type { CategoryFixture } from "../fixtures/categories.ts";
import { rootCategoryIds } from "../fixtures/categories.ts";
import type { LandingPageFixture, ProductFixture } from "../fixtures/catalog/index.ts";
import {
  allCmsLayouts,
  isTranslated,
  type CmsBlockFixture,
  type CmsPageFixture,
  type CmsSectionFixture,
  type CmsSlotFixture,
} from "../fixtures/cms/index.ts";
import { defaultCurrency } from "../fixtures/currencies.ts";
import { fixtureId, LIVE_VERSION_ID } from "../fixtures/ids.ts";
import { mediaById, mediaFixtures } from "../fixtures/media.ts";
import type { Criteria } from "../lib/criteria.ts";
import { cmsPageId } from "./cms-layout.ts";
import { timestamps, type Json } from "./common.ts";
import { crossSellingsOfProduct } from "./cross-selling.ts";
import { productListing, type ListingElementConfig } from "./listing/index.ts";
import { toManufacturer } from "./manufacturer.ts";
import { toMedia } from "./media.ts";
import {
  catalogIndex,
  detailProduct,
  productConfigurator,
  toProduct,
  type ProductContext,
} from "./product.ts";
import { ratingMatrix, toReview } from "./review.ts";
import { salutations } from "../fixtures/salutations.ts";
import { toSalutation } from "./system.ts";
import { t, type RequestScope } from "./scope.ts";

/** The entity a CMS page is shown for; `mapped` slot config reads from it. */
export interface CmsEntityContext {
  category?: CategoryFixture;
  /** The product of a product page (the variant shown). */
  product?: ProductFixture;
  landingPage?: LandingPageFixture;
}

export interface CmsResolveOptions {
  /** Resolve only these slot ids (`?slots=a|b` on /category/{id}); blocks without one of them are dropped. */
  slotIds?: string[];
  /**
   * The request's listing parameters (`p`, `limit`, `order`, filters): /category/{id} receives them in its
   * body and hands them to the page's product-listing element.
   */
  criteria?: Criteria;
  /** Prices and catalog for product elements; CHF gross over the default catalog when left out. */
  prices?: ProductContext["prices"];
  catalog?: ProductContext["catalog"];
}

const sectionId = (page: CmsPageFixture, section: CmsSectionFixture) =>
  fixtureId(`cms-section:${page.key}/${section.key}`);
const blockId = (page: CmsPageFixture, section: CmsSectionFixture, block: CmsBlockFixture) =>
  fixtureId(`cms-block:${page.key}/${section.key}/${block.key}`);
const slotId = (
  page: CmsPageFixture,
  section: CmsSectionFixture,
  block: CmsBlockFixture,
  slot: CmsSlotFixture,
) => fixtureId(`cms-slot:${page.key}/${section.key}/${block.key}/${slot.slot}`);

/** Everything a slot resolver needs besides its own config. */
interface SlotContext {
  scope: RequestScope;
  entity: CmsEntityContext;
  options: CmsResolveOptions;
  product: ProductContext;
  /** The page's type: on product pages, product elements always show the page's product. */
  pageType: CmsPageFixture["type"];
}

/** A CMS page with sections → blocks → slots, each slot's `config` translated and its `data` resolved. */
export function toCmsPage(
  page: CmsPageFixture,
  scope: RequestScope,
  entity: CmsEntityContext = {},
  options: CmsResolveOptions = {},
): Json {
  const pageId = cmsPageId(page);
  const name = t(page.name, scope);
  const context: SlotContext = {
    scope,
    entity,
    options,
    product: {
      scope,
      prices: options.prices ?? { currency: defaultCurrency, taxState: "gross" },
      catalog: options.catalog,
    },
    pageType: page.type,
  };
  const sections = page.sections.map((section, sectionIndex) => {
    const id = sectionId(page, section);
    const blocks = section.blocks
      .map((block, blockIndex) => toBlock(page, section, id, block, blockIndex, context))
      .filter((block): block is Json => block !== null);
    return {
      id,
      cmsPageVersionId: LIVE_VERSION_ID,
      position: sectionIndex,
      type: section.type,
      name: section.name ?? null,
      sizingMode: section.sizingMode,
      mobileBehavior: section.mobileBehavior ?? "wrap",
      backgroundColor: section.backgroundColor ?? null,
      backgroundMediaId: section.backgroundMedia ? mediaFixtures[section.backgroundMedia].id : null,
      backgroundMedia: section.backgroundMedia
        ? toMedia(mediaFixtures[section.backgroundMedia], scope)
        : null,
      backgroundMediaMode: section.backgroundMediaMode ?? null,
      cssClass: section.cssClass ?? null,
      pageId,
      visibility: section.visibility ?? null,
      customFields: null,
      blocks,
      ...timestamps,
      apiAlias: "cms_section",
    };
  });
  return {
    id: pageId,
    versionId: LIVE_VERSION_ID,
    name,
    type: page.type,
    entity: null,
    cssClass: page.cssClass ?? null,
    config: page.backgroundColor ? { backgroundColor: page.backgroundColor } : null,
    previewMediaId: null,
    customFields: null,
    translated: { name, customFields: {} },
    sections,
    previewMedia: null,
    landingPages: null,
    ...timestamps,
    apiAlias: "cms_page",
  };
}

function toBlock(
  page: CmsPageFixture,
  section: CmsSectionFixture,
  sectionIdValue: string,
  block: CmsBlockFixture,
  position: number,
  context: SlotContext,
): Json | null {
  const { options, scope } = context;
  const id = blockId(page, section, block);
  const slots = block.slots
    .map((slot) => ({ slot, id: slotId(page, section, block, slot) }))
    .filter(({ id: candidate }) => !options.slotIds || options.slotIds.includes(candidate))
    .toSorted((a, b) => a.slot.slot.localeCompare(b.slot.slot))
    .map(({ slot, id: slotIdValue }) => toSlot(slot, slotIdValue, id, context));
  if (options.slotIds && slots.length === 0) return null;
  return {
    id,
    versionId: LIVE_VERSION_ID,
    cmsSectionVersionId: LIVE_VERSION_ID,
    position,
    type: block.type,
    name: block.name ?? null,
    sectionPosition: block.sectionPosition ?? "main",
    marginTop: block.marginTop ?? null,
    marginBottom: block.marginBottom ?? null,
    marginLeft: block.marginLeft ?? null,
    marginRight: block.marginRight ?? null,
    backgroundColor: block.backgroundColor ?? null,
    backgroundMediaId: block.backgroundMedia ? mediaFixtures[block.backgroundMedia].id : null,
    backgroundMedia: block.backgroundMedia ? toMedia(mediaFixtures[block.backgroundMedia], scope) : null,
    backgroundMediaMode: block.backgroundMediaMode ?? "cover",
    cssClass: block.cssClass ?? null,
    visibility: block.visibility ?? null,
    sectionId: sectionIdValue,
    customFields: null,
    slots,
    ...timestamps,
    apiAlias: "cms_block",
  };
}

function toSlot(slot: CmsSlotFixture, id: string, blockIdValue: string, context: SlotContext): Json {
  const config = Object.fromEntries(
    Object.entries(slot.config).map(([key, entry]) => [
      key,
      {
        source: entry.source,
        value: isTranslated(entry.value) ? t(entry.value.l10n, context.scope) : entry.value,
      },
    ]),
  );
  const fieldConfig = Object.fromEntries(
    Object.entries(config).map(([key, entry]) => [key, { name: key, ...entry }]),
  );
  return {
    id,
    versionId: LIVE_VERSION_ID,
    cmsBlockVersionId: LIVE_VERSION_ID,
    fieldConfig,
    type: slot.type,
    slot: slot.slot,
    locked: slot.locked ?? false,
    config,
    customFields: null,
    data: resolveSlotData(slot.type, config, context),
    blockId: blockIdValue,
    translated: { config, customFields: {} },
    ...timestamps,
    apiAlias: "cms_slot",
  };
}

type ResolvedConfig = Record<string, { source: string; value: unknown }>;

const stringValue = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/**
 * The product an element shows: the configured one, resolved like a product page resolves a parent (its main
 * or best variant). The product page's own elements (buy-box, description-reviews, cross-selling) always show
 * the page's product there (Shopware's AbstractProductDetailCmsElementResolver replaces the config with it).
 */
function elementProduct(
  config: ResolvedConfig,
  context: SlotContext,
  { pageProduct = false }: { pageProduct?: boolean } = {},
): ProductFixture | undefined {
  const onProductPage = pageProduct && context.pageType === "product_detail";
  if (context.entity.product && (onProductPage || config.product?.source === "mapped")) {
    return context.entity.product;
  }
  const id = stringValue(config.product?.value);
  return id ? detailProduct(id, context.product.catalog) : undefined;
}

/** The media of a slider/gallery: static items, or the page product's images (cover first). */
function sliderItems(config: ResolvedConfig, context: SlotContext): Json[] {
  const items = config.sliderItems;
  if (items?.source === "mapped") {
    const product = context.entity.product;
    if (!product || !String(items.value).endsWith("media")) return [];
    return product.media
      .toSorted((a, b) => a.position - b.position)
      .flatMap((item) => {
        const media = mediaById(item.id);
        return media
          ? [
              {
                media: toMedia(media, context.scope),
                url: null,
                newTab: false,
                apiAlias: "cms_image_slider_item",
              },
            ]
          : [];
      });
  }
  const list = Array.isArray(items?.value) ? (items.value as Array<Record<string, unknown>>) : [];
  return list.flatMap((item) => {
    const media = typeof item.mediaId === "string" ? mediaById(item.mediaId) : undefined;
    return media
      ? [
          {
            media: toMedia(media, context.scope),
            url: stringValue(item.url),
            newTab: Boolean(item.newTab),
            apiAlias: "cms_image_slider_item",
          },
        ]
      : [];
  });
}

/** A product-slider's products: static ids in their order, or a "stream" (here: a category) sorted and cut. */
function sliderProducts(
  config: ResolvedConfig,
  context: SlotContext,
): { products: Json[]; streamId: string | null } {
  const products = config.products;
  if (products?.source === "product_stream") {
    const streamId = stringValue(products.value);
    if (!streamId) return { products: [], streamId: null };
    const [field, direction] = String(config.productStreamSorting?.value ?? "name:ASC").split(":");
    const order =
      field === "cheapestPrice"
        ? `price-${direction === "DESC" ? "desc" : "asc"}`
        : field === "name"
          ? `name-${direction === "DESC" ? "desc" : "asc"}`
          : "topseller";
    const limit = Number(config.productStreamLimit?.value) || 50;
    const answer = productListing({
      kind: "listing",
      categoryId: streamId,
      navigationId: streamId,
      criteria: { order, limit, "no-aggregations": true },
      context: context.product,
    });
    return { products: "listing" in answer ? (answer.listing.elements as Json[]) : [], streamId };
  }
  const ids = Array.isArray(products?.value)
    ? (products.value as unknown[]).filter((id) => typeof id === "string")
    : [];
  return {
    products: ids
      .map((id) => detailProduct(id, context.product.catalog))
      .filter((product) => product !== undefined)
      .map((product) => toProduct(product, context.product)),
    streamId: null,
  };
}

/** The product-description-reviews element's reviews: approved ones, best first, ten per page. */
function productReviews(product: ProductFixture, context: SlotContext): Json {
  const index = catalogIndex(context.product.catalog);
  const familyId = product.parentId ?? product.id;
  const ids = [familyId, ...(index.variants.get(familyId) ?? []).map((variant) => variant.id)];
  const all = ids.flatMap((id) => index.reviews.get(id) ?? []);
  const approved = all.filter((review) => review.status).toSorted((a, b) => b.points - a.points);
  const limit = 10;
  return {
    entity: "product_review",
    total: approved.length,
    aggregations: [],
    page: 1,
    limit,
    elements: approved.slice(0, limit).map(toReview),
    productId: product.id,
    parentId: familyId,
    matrix: ratingMatrix(all),
    customerReview: null,
    totalReviews: approved.length,
    apiAlias: "product_review_result",
  };
}

/**
 * The config of the `form` slot with this id on any layout, translated into the request's language (the
 * contact form route reads its receivers and confirmation text, like Shopware's ContactFormRoute does with
 * `slotId`); undefined when no form slot has it.
 */
export function formSlotConfig(id: string, scope: RequestScope): Record<string, unknown> | undefined {
  for (const page of Object.values(allCmsLayouts)) {
    for (const section of page.sections) {
      for (const block of section.blocks) {
        for (const slot of block.slots) {
          if (slot.type !== "form" || slotId(page, section, block, slot) !== id) continue;
          return Object.fromEntries(
            Object.entries(slot.config).map(([key, entry]) => [
              key,
              isTranslated(entry.value) ? t(entry.value.l10n, scope) : entry.value,
            ]),
          );
        }
      }
    }
  }
  return undefined;
}

/** What Shopware's CMS element resolvers put into `slot.data`, per element type. */
function resolveSlotData(type: string, config: ResolvedConfig, context: SlotContext) {
  const { scope, entity } = context;
  switch (type) {
    case "text":
    case "html":
    case "category-name":
    case "product-name": {
      const content = config.content;
      const value =
        content?.source === "mapped" ? readMapped(String(content.value), scope, entity) : content?.value;
      return {
        content: typeof value === "string" ? value : "",
        apiAlias: type === "html" ? "cms_html" : "cms_text",
      };
    }
    case "form":
      // FormCmsElementResolver: the SalutationCollection, sorted by salutationKey descending. Shopware's
      // schema allows only an object (or null) as slot data: the collection's elements keyed by id, as PHP
      // encodes the collection's keyed array.
      return Object.fromEntries(
        Object.values(salutations)
          .toSorted((a, b) => b.salutationKey.localeCompare(a.salutationKey))
          .map((salutation) => [salutation.id, toSalutation(salutation, scope)]),
      );
    case "age-verification":
      // The gate's texts and rules as the Storefront's template reads them (`element.data.*`).
      return {
        minimumAge: Number(config.minimumAge?.value ?? 18) || 18,
        title: stringValue(config.title?.value),
        content: stringValue(config.content?.value),
        confirmButtonText: stringValue(config.confirmButtonText?.value),
        declineButtonText: stringValue(config.declineButtonText?.value),
        cookieLifetime: Number(config.cookieLifetime?.value ?? 30) || 30,
        declineUrl: stringValue(config.declineUrl?.value),
        apiAlias: "cms_age_verification",
      };
    case "image": {
      const mediaId = typeof config.media?.value === "string" ? config.media.value : null;
      const media = mediaId ? mediaById(mediaId) : undefined;
      return {
        mediaId: media ? mediaId : null,
        url: (config.url?.value as string | null | undefined) ?? null,
        newTab: Boolean(config.newTab?.value),
        media: media ? toMedia(media, scope) : null,
        apiAlias: "cms_image",
      };
    }
    case "image-slider":
    case "image-gallery":
    case "media-gallery":
      return { sliderItems: sliderItems(config, context), apiAlias: "cms_image_slider" };
    case "youtube-video":
    case "vimeo-video": {
      // Shopware's YoutubeVideoCmsElementResolver: a cms_image of the preview media (no URL, no link).
      const mediaId = stringValue(config.previewMedia?.value);
      const media = mediaId ? mediaById(mediaId) : undefined;
      return {
        mediaId: media ? mediaId : null,
        url: null,
        newTab: false,
        media: media ? toMedia(media, scope) : null,
        apiAlias: "cms_image",
      };
    }
    case "video": {
      // The self-hosted video (§6b): the video media, and the preview media as its poster.
      const mediaId = stringValue(config.media?.value);
      const media = mediaId ? mediaById(mediaId) : undefined;
      const previewId = stringValue(config.previewMedia?.value);
      const preview = previewId ? mediaById(previewId) : undefined;
      return {
        mediaId: media ? mediaId : null,
        url: null,
        newTab: false,
        media: media ? toMedia(media, scope) : null,
        previewMedia: preview ? toMedia(preview, scope) : null,
        apiAlias: "cms_image",
      };
    }
    case "product-listing": {
      const category = entity.category;
      const navigationId = category?.id ?? rootCategoryIds.main;
      const element: ListingElementConfig = {
        filters: typeof config.filters?.value === "string" ? config.filters.value : undefined,
        defaultSorting: stringValue(config.defaultSorting?.value) ?? undefined,
        useCustomSorting: Boolean(config.useCustomSorting?.value),
        availableSortings:
          config.availableSortings?.value && typeof config.availableSortings.value === "object"
            ? (config.availableSortings.value as Record<string, number>)
            : undefined,
        propertyWhitelist: Array.isArray(config.propertyWhitelist?.value)
          ? (config.propertyWhitelist.value as string[])
          : undefined,
      };
      const answer = productListing({
        kind: "listing",
        categoryId: navigationId,
        navigationId,
        criteria: context.options.criteria ?? {},
        context: context.product,
        element,
      });
      return { listing: "listing" in answer ? answer.listing : null, apiAlias: "cms_product_listing" };
    }
    case "product-box": {
      const product = elementProduct(config, context);
      return {
        productId: product?.id ?? null,
        product: product ? toProduct(product, context.product) : null,
        apiAlias: "cms_product_box",
      };
    }
    case "product-slider":
      return { ...sliderProducts(config, context), apiAlias: "cms_product_slider" };
    case "buy-box": {
      const product = elementProduct(config, context, { pageProduct: true });
      const index = catalogIndex(context.product.catalog);
      return {
        productId: product?.id ?? null,
        product: product ? toProduct(product, context.product) : null,
        configuratorSettings: product ? productConfigurator(product, context.product) : [],
        totalReviews: product
          ? [product.parentId ?? product.id]
              .flatMap((id) => [id, ...(index.variants.get(id) ?? []).map((variant) => variant.id)])
              .flatMap((id) => index.reviews.get(id) ?? [])
              .filter((review) => review.status).length
          : 0,
        apiAlias: "cms_buy_box",
      };
    }
    case "product-description-reviews": {
      const product = elementProduct(config, context, { pageProduct: true });
      return {
        productId: product?.id ?? null,
        product: product ? toProduct(product, context.product, { detail: true }) : null,
        reviews: product ? productReviews(product, context) : null,
        ratingSuccess: false,
        apiAlias: "cms_product_description_reviews",
      };
    }
    case "cross-selling": {
      const product = elementProduct(config, context, { pageProduct: true });
      return {
        crossSellings: product ? crossSellingsOfProduct(product, context.product) : [],
        apiAlias: "cms_cross_selling",
      };
    }
    case "manufacturer-logo": {
      const product = entity.product;
      const index = catalogIndex(context.product.catalog);
      const manufacturer = product ? index.manufacturers.get(product.manufacturerId) : undefined;
      const staticMediaId = config.media?.source === "static" ? stringValue(config.media.value) : null;
      const mediaId = staticMediaId ?? manufacturer?.mediaId ?? null;
      const media = mediaId ? mediaById(mediaId) : undefined;
      return {
        mediaId: media ? mediaId : null,
        media: media ? toMedia(media, scope) : null,
        url: stringValue(config.url?.value) ?? manufacturer?.link ?? null,
        newTab: config.newTab ? Boolean(config.newTab.value) : true,
        manufacturer: manufacturer ? toManufacturer(manufacturer, scope) : null,
        apiAlias: "cms_manufacturer_logo",
      };
    }
    default:
      // Element types without a resolver (sidebar-filter, category-navigation, unknown ones) carry no data.
      return null;
  }
}

/** `category.description`, `product.name` and friends: the translated field of the page's entity. */
function readMapped(path: string, scope: RequestScope, entity: CmsEntityContext): unknown {
  const [entityName, field] = path.split(".");
  if (entityName === "category" && entity.category && field) {
    const category = entity.category;
    switch (field) {
      case "description":
        return category.description ? t(category.description, scope) : null;
      case "name":
        return t(category.name, scope);
      case "metaTitle":
        return category.metaTitle ? t(category.metaTitle, scope) : null;
    }
  }
  if (entityName === "product" && entity.product && field) {
    const product = entity.product;
    switch (field) {
      case "name":
        return t(product.name, scope);
      case "description":
        return t(product.description, scope);
      case "productNumber":
        return product.productNumber;
    }
  }
  if (entityName === "landing_page" && entity.landingPage && field === "name") {
    return t(entity.landingPage.name, scope);
  }
  return null;
}
