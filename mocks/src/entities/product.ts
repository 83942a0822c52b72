import { categoryById } from "../fixtures/categories.ts";
import {
  catalog as defaultCatalog,
  type Catalog,
  type CrossSellingFixture,
  type DeliveryTimeFixture,
  type DownloadFixture,
  type ManufacturerFixture,
  type PriceTierFixture,
  type ProductFixture,
  type PropertyGroupFixture,
  type PropertyOptionFixture,
  type ReviewFixture,
  type TaxFixture,
  type UnitFixture,
} from "../fixtures/catalog/index.ts";
import { fixtureId, FIXTURE_UPDATED_AT, LIVE_VERSION_ID } from "../fixtures/ids.ts";
import { mediaById } from "../fixtures/media.ts";
import { seoUrlsFor } from "../fixtures/seo-urls.ts";
import { documentMedia } from "../media/catalog-media.ts";
import { calculatedPrice, type PriceContext } from "../lib/pricing.ts";
import type { EmulatorState, SessionContext } from "../state.ts";
import { toCategory } from "./category.ts";
import { sessionPriceContext } from "./context.ts";
import { timestamps, type Json } from "./common.ts";
import { toManufacturer } from "./manufacturer.ts";
import { toMedia } from "./media.ts";
import { sortGroups, sortOptions, toPropertyGroup, toPropertyOption } from "./property.ts";
import { t, type RequestScope } from "./scope.ts";
import { toSeoUrl } from "./seo-url.ts";

/** Shopware's `core.cart.maxQuantity`: the purchase limit of products without their own `maxPurchase`. */
export const DEFAULT_MAX_PURCHASE = 100;
/** Shopware's `core.listing.markAsNew`: products released within these days are `isNew`. */
const MARK_AS_NEW_DAYS = 30;

/** Everything a product answer depends on besides the product: language, origin, prices, catalog. */
export interface ProductContext {
  scope: RequestScope;
  prices: PriceContext;
  /** The catalog the product comes from (the emulator's default catalog unless a test builds its own). */
  catalog?: Catalog;
}

/**
 * The product context of a request: its language and how the session sees prices (its currency, gross or
 * net by the customer's group: `sessionPriceContext`).
 */
export function productContextOf(
  scope: RequestScope,
  session: SessionContext,
  state: EmulatorState,
  catalog?: Catalog,
): ProductContext {
  return { scope, prices: sessionPriceContext(state, session), catalog };
}

// Per-catalog indexes -------------------------------------------------------------------------------------

/** A variant family's cheapest price (Shopware's CheapestPrice over all variants). */
export interface FamilyPrice {
  /** The product holding the cheapest price. */
  product: ProductFixture;
  tier: PriceTierFixture;
  /** Prices differ between the family's variants, or one of them has quantity tiers. */
  hasRange: boolean;
}

export interface CatalogIndex {
  catalog: Catalog;
  products: Map<string, ProductFixture>;
  variants: Map<string, ProductFixture[]>;
  taxes: Map<string, TaxFixture>;
  units: Map<string, UnitFixture>;
  deliveryTimes: Map<string, DeliveryTimeFixture>;
  manufacturers: Map<string, ManufacturerFixture>;
  groups: Map<string, PropertyGroupFixture>;
  options: Map<string, PropertyOptionFixture>;
  /** Reviews per main product (variants share their parent's). */
  reviews: Map<string, ReviewFixture[]>;
  crossSellings: Map<string, CrossSellingFixture>;
  /** Average points of the approved reviews of a family, or null without any. */
  ratingAverage(product: ProductFixture): number | null;
  /** The product's categories and all their ancestors (Shopware's `categoryTree`). */
  categoryTree(product: ProductFixture): string[];
  familyPrice(product: ProductFixture): FamilyPrice;
}

const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}

/** The cheapest price of a product: Shopware takes the open-ended (last) quantity tier. */
export const cheapestTier = (product: ProductFixture): PriceTierFixture => product.prices.at(-1)!;

const indexes = new WeakMap<Catalog, CatalogIndex>();

/** Lookups over one catalog, built on first use and kept as long as the catalog lives. */
export function catalogIndex(catalog: Catalog = defaultCatalog): CatalogIndex {
  const cached = indexes.get(catalog);
  if (cached) return cached;
  const products = byId(catalog.products);
  const variants = groupBy(
    catalog.products.filter((product) => product.parentId !== null),
    (product) => product.parentId!,
  );
  const reviews = groupBy(catalog.reviews, (review) => review.productId);
  const ratings = new Map<string, number | null>();
  const trees = new Map<string, string[]>();
  const families = new Map<string, FamilyPrice>();
  const index: CatalogIndex = {
    catalog,
    products,
    variants,
    taxes: new Map(catalog.taxes.map((tax) => [tax.key, tax])),
    units: byId(catalog.units),
    deliveryTimes: byId(catalog.deliveryTimes),
    manufacturers: byId(catalog.manufacturers),
    groups: byId(catalog.propertyGroups),
    options: byId(catalog.propertyGroups.flatMap((group) => group.options)),
    reviews,
    crossSellings: byId(catalog.crossSellings),
    ratingAverage(product) {
      const familyId = product.parentId ?? product.id;
      if (!ratings.has(familyId)) {
        const ids = new Set([familyId, ...(variants.get(familyId) ?? []).map((variant) => variant.id)]);
        const approved = [...ids].flatMap((id) => reviews.get(id) ?? []).filter((review) => review.status);
        ratings.set(
          familyId,
          approved.length ? approved.reduce((sum, review) => sum + review.points, 0) / approved.length : null,
        );
      }
      return ratings.get(familyId)!;
    },
    categoryTree(product) {
      let tree = trees.get(product.id);
      if (!tree) {
        const ids = new Set<string>();
        for (const id of product.categoryIds) {
          for (const ancestor of categoryById(id)?.ancestorIds ?? []) ids.add(ancestor);
          ids.add(id);
        }
        tree = [...ids];
        trees.set(product.id, tree);
      }
      return tree;
    },
    familyPrice(product) {
      const familyId = product.parentId ?? product.id;
      let family = families.get(familyId);
      if (!family) {
        const members = variants.get(familyId) ?? [products.get(familyId) ?? product];
        let cheapest = members[0]!;
        for (const member of members) {
          if (cheapestTier(member).gross < cheapestTier(cheapest).gross) cheapest = member;
        }
        const distinct = new Set(members.map((member) => cheapestTier(member).gross));
        family = {
          product: cheapest,
          tier: cheapestTier(cheapest),
          hasRange: distinct.size > 1 || members.some((member) => member.prices.length > 1),
        };
        families.set(familyId, family);
      }
      return family;
    },
  };
  indexes.set(catalog, index);
  return index;
}

// Prices ----------------------------------------------------------------------------------------------------

function reference(product: ProductFixture, index: CatalogIndex, scope: RequestScope) {
  const unit = product.unitId ? index.units.get(product.unitId) : undefined;
  if (!unit || !product.purchaseUnit || !product.referenceUnit) return null;
  return {
    purchaseUnit: product.purchaseUnit,
    referenceUnit: product.referenceUnit,
    unitName: t(unit.name, scope),
  };
}

const taxRateOf = (product: ProductFixture, index: CatalogIndex) => index.taxes.get(product.taxKey)!.taxRate;

/** The price of one tier for `quantity` units, in the request's currency and tax state. */
export function tierPrice(
  product: ProductFixture,
  tier: PriceTierFixture,
  quantity: number,
  context: ProductContext,
): Json {
  const index = catalogIndex(context.catalog);
  return calculatedPrice(
    {
      grossChf: tier.gross,
      quantity,
      taxRate: taxRateOf(product, index),
      listGrossChf: tier.listGross,
      regulationGrossChf: product.regulationGross,
      reference: reference(product, index, context.scope),
    },
    context.prices,
  );
}

/**
 * Shopware's `calculatedCheapestPrice`: the lowest price of the product's family (a simple product is its own
 * family), with `hasRange` when it is a "from" price (prices differ between variants or by quantity).
 */
export function cheapestPrice(product: ProductFixture, context: ProductContext): Json {
  const family = catalogIndex(context.catalog).familyPrice(product);
  return {
    ...tierPrice(family.product, family.tier, 1, context),
    hasRange: family.hasRange,
    variantId: family.product.id,
    apiAlias: "calculated_cheapest_price",
  };
}

// Associations ----------------------------------------------------------------------------------------------

/** Stable ids derived by hashing; cached, because every listing asks for them again. */
const derivedIds = new Map<string, string>();
function derivedId(name: string): string {
  let id = derivedIds.get(name);
  if (!id) {
    id = fixtureId(name);
    derivedIds.set(name, id);
  }
  return id;
}

const productMediaId = (product: ProductFixture, mediaId: string, position: number) =>
  derivedId(`product-media:${product.key}:${position}:${mediaId}`);

function toProductMedia(
  product: ProductFixture,
  mediaId: string,
  position: number,
  scope: RequestScope,
): Json {
  const media = mediaById(mediaId);
  return {
    id: productMediaId(product, mediaId, position),
    versionId: LIVE_VERSION_ID,
    productId: product.id,
    productVersionId: LIVE_VERSION_ID,
    mediaId,
    position,
    customFields: null,
    media: media ? toMedia(media, scope) : null,
    ...timestamps,
    apiAlias: "product_media",
  };
}

/** The PDF behind a product download (a document the emulator generates), as a media entity. */
export function toDocumentMedia(id: string, scope: RequestScope): Json | null {
  const document = documentMedia(id);
  return document ? toMedia(document, scope) : null;
}

function toDownload(product: ProductFixture, download: DownloadFixture, scope: RequestScope): Json {
  return {
    id: download.id,
    versionId: LIVE_VERSION_ID,
    productId: product.id,
    productVersionId: LIVE_VERSION_ID,
    mediaId: download.mediaId,
    position: download.position,
    customFields: null,
    media: toDocumentMedia(download.mediaId, scope),
    ...timestamps,
    apiAlias: "product_download",
  };
}

function toTax(tax: TaxFixture, scope: RequestScope): Json {
  return {
    id: tax.id,
    taxRate: tax.taxRate,
    name: t(tax.name, scope),
    position: tax.key === "standard" ? 1 : 2,
    customFields: null,
    ...timestamps,
    apiAlias: "tax",
  };
}

function toUnit(unit: UnitFixture, scope: RequestScope): Json {
  const shortCode = t(unit.shortCode, scope);
  const name = t(unit.name, scope);
  return {
    id: unit.id,
    shortCode,
    name,
    customFields: null,
    translated: { shortCode, name, customFields: {} },
    ...timestamps,
    apiAlias: "unit",
  };
}

export function toDeliveryTime(deliveryTime: DeliveryTimeFixture, scope: RequestScope): Json {
  const name = t(deliveryTime.name, scope);
  return {
    id: deliveryTime.id,
    name,
    min: deliveryTime.min,
    max: deliveryTime.max,
    unit: deliveryTime.unit,
    customFields: null,
    translated: { name, customFields: {} },
    ...timestamps,
    apiAlias: "delivery_time",
  };
}

/** Options with their group, in the order Shopware's product page shows them (group position, then option). */
function optionsWithGroup(ids: string[], index: CatalogIndex, scope: RequestScope): Json[] {
  const options = ids
    .map((id) => index.options.get(id))
    .filter((option): option is PropertyOptionFixture => option !== undefined);
  const groups = sortGroups([...new Set(options.map((option) => index.groups.get(option.groupId)!))], scope);
  return groups.flatMap((group) =>
    sortOptions(
      group,
      options.filter((option) => option.groupId === group.id),
      scope,
    ).map((option) => toPropertyOption(option, scope, { group })),
  );
}

/**
 * `sortedProperties` (product pages): the properties grouped, groups hidden on the detail page left out,
 * as Shopware's PropertyGroupSorter builds them.
 */
function sortedProperties(product: ProductFixture, index: CatalogIndex, scope: RequestScope): Json[] {
  const options = product.propertyIds
    .map((id) => index.options.get(id))
    .filter((option): option is PropertyOptionFixture => option !== undefined);
  const groups = sortGroups([...new Set(options.map((option) => index.groups.get(option.groupId)!))], scope);
  return groups
    .filter((group) => group.visibleOnProductDetailPage)
    .map((group) =>
      toPropertyGroup(
        group,
        scope,
        sortOptions(
          group,
          options.filter((option) => option.groupId === group.id),
          scope,
        ).map((option) => toPropertyOption(option, scope)),
      ),
    );
}

/** The parent's configurator settings: every option its variants are built from, in configurator order. */
export function configuratorSettings(parent: ProductFixture, context: ProductContext): Json[] {
  const index = catalogIndex(context.catalog);
  return parent.configuratorOptionIds.flatMap((optionId, position) => {
    const option = index.options.get(optionId);
    if (!option) return [];
    return [
      {
        id: derivedId(`product-configurator-setting:${parent.key}:${optionId}`),
        versionId: LIVE_VERSION_ID,
        productId: parent.id,
        productVersionId: LIVE_VERSION_ID,
        mediaId: null,
        optionId,
        position,
        customFields: null,
        media: null,
        option: toPropertyOption(option, context.scope, { group: index.groups.get(option.groupId) }),
        ...timestamps,
        apiAlias: "product_configurator_setting",
      },
    ];
  });
}

// Runtime fields --------------------------------------------------------------------------------------------

const NEW_SINCE = Date.parse(FIXTURE_UPDATED_AT) - MARK_AS_NEW_DAYS * 86_400_000;

export const isNew = (product: ProductFixture) => Date.parse(product.releaseDate) >= NEW_SINCE;

/** Shopware's `available`: a closeout product is only available while its stock covers the minimum purchase. */
export const isAvailable = (product: ProductFixture) =>
  !product.isCloseout || product.stock >= product.minPurchase;

/**
 * Shopware's ProductMaxPurchaseCalculator: the product's limit (or the shop's 100), capped by the stock for
 * closeouts, then lowered to the last quantity the purchase steps reach from the minimum.
 */
export function calculatedMaxPurchase(product: ProductFixture): number {
  let max = product.maxPurchase ?? DEFAULT_MAX_PURCHASE;
  if (product.isCloseout && product.stock < max) max = product.stock;
  const steps = product.purchaseSteps || 1;
  const min = product.minPurchase || 1;
  max = steps * Math.floor((max - min) / steps) + min;
  return Math.max(max, 0);
}

/** Shopware's `displayGroup`: the listing groups variants by parent and the options of expanded groups. */
export function displayGroup(product: ProductFixture, index: CatalogIndex): string {
  if (!product.parentId) return product.id;
  const parent = index.products.get(product.parentId);
  const expanded = new Set(
    (parent?.variantListingConfig?.configuratorGroupConfig ?? [])
      .filter((group) => group.expressionForListings)
      .map((group) => group.id),
  );
  if (expanded.size === 0) return product.parentId;
  const options = product.optionIds.filter((id) => expanded.has(index.options.get(id)?.groupId ?? ""));
  return `${product.parentId}|${options.toSorted().join("|")}`;
}

// The product ------------------------------------------------------------------------------------------------

export interface ProductOptions {
  /**
   * A product page (`/product/{id}`): adds `configuratorSettings`, `sortedProperties` and `seoCategory`,
   * which Shopware only loads there.
   */
  detail?: boolean;
  /** The resolved layout of a product page. */
  cmsPage?: Json | null;
  /** The layout's id (set whenever the catalog has a product detail layout). */
  cmsPageId?: string | null;
  /**
   * To-many associations beyond the listing's defaults: product pages load the gallery (`media`) and the
   * `downloads`; lists only when the criteria ask (`associations: {media: {}}`), as in Shopware.
   */
  associations?: ProductAssociations;
}

export interface ProductAssociations {
  media?: boolean;
  downloads?: boolean;
}

/** The optional associations a criteria's `associations` asks for (the emulator expands only these). */
export function requestedAssociations(associations: unknown): ProductAssociations {
  const keys = associations && typeof associations === "object" ? Object.keys(associations) : [];
  return { media: keys.includes("media"), downloads: keys.includes("downloads") };
}

/** A product as the Store API returns it: translated, priced in the request's currency, associations loaded. */
export function toProduct(
  product: ProductFixture,
  context: ProductContext,
  options: ProductOptions = {},
): Json {
  const { scope } = context;
  const index = catalogIndex(context.catalog);
  const loadMedia = options.detail || options.associations?.media;
  const loadDownloads = options.detail || options.associations?.downloads;
  const tax = index.taxes.get(product.taxKey)!;
  const unit = product.unitId ? index.units.get(product.unitId) : undefined;
  const deliveryTime = product.deliveryTimeId ? index.deliveryTimes.get(product.deliveryTimeId) : undefined;
  const manufacturer = index.manufacturers.get(product.manufacturerId);
  const parent = product.parentId ? index.products.get(product.parentId) : undefined;
  const children = index.variants.get(product.id) ?? [];
  const media = product.media.toSorted((a, b) => a.position - b.position);
  const cover = media[0];

  const name = t(product.name, scope);
  const description = t(product.description, scope);
  const keywords = product.keywords ? t(product.keywords, scope) : null;
  const metaTitle = product.metaTitle ? t(product.metaTitle, scope) : null;
  const metaDescription = product.metaDescription ? t(product.metaDescription, scope) : null;
  const customFields = product.customFieldsL10n ? t(product.customFieldsL10n, scope) : product.customFields;
  const firstTier = product.prices[0]!;
  const mainCategory = product.categoryIds[0] ? categoryById(product.categoryIds[0]) : undefined;

  return {
    id: product.id,
    versionId: LIVE_VERSION_ID,
    parentId: product.parentId,
    parentVersionId: product.parentId ? LIVE_VERSION_ID : null,
    manufacturerId: product.manufacturerId,
    productManufacturerVersionId: LIVE_VERSION_ID,
    unitId: product.unitId,
    taxId: tax.id,
    coverId: cover ? productMediaId(product, cover.id, cover.position) : null,
    productMediaVersionId: cover ? LIVE_VERSION_ID : null,
    deliveryTimeId: product.deliveryTimeId,
    canonicalProductId: null,
    canonicalProductVersionId: null,
    cmsPageId: options.cmsPageId ?? null,
    cmsPageVersionId: options.cmsPageId ? LIVE_VERSION_ID : null,
    productNumber: product.productNumber,
    restockTime: null,
    active: true,
    available: isAvailable(product),
    isCloseout: product.isCloseout,
    availableStock: product.stock,
    stock: product.stock,
    displayGroup:
      children.length > 0 && !product.variantListingConfig?.displayParent
        ? null
        : derivedId(`display-group:${displayGroup(product, index)}`),
    manufacturerNumber: product.manufacturerNumber,
    ean: product.ean,
    purchaseSteps: product.purchaseSteps,
    maxPurchase: product.maxPurchase,
    minPurchase: product.minPurchase,
    purchaseUnit: product.purchaseUnit,
    referenceUnit: product.referenceUnit,
    shippingFree: product.shippingFree,
    markAsTopseller: product.markAsTopseller,
    weight: product.weight,
    width: null,
    height: null,
    length: null,
    releaseDate: product.releaseDate,
    ratingAverage: index.ratingAverage(product),
    categoryTree: index.categoryTree(product),
    propertyIds: product.propertyIds,
    optionIds: product.optionIds,
    streamIds: [],
    tagIds: null,
    categoryIds: product.categoryIds,
    childCount: children.length,
    sales: product.sales,
    metaDescription,
    name,
    keywords,
    description,
    metaTitle,
    packUnit: null,
    packUnitPlural: null,
    customFields,
    type: product.type,
    // Shopware 6.7 still sends the deprecated states (from the type): downloads are `is-download`.
    states: [product.type === "digital" ? "is-download" : "is-physical"],
    calculatedPrice: tierPrice(product, firstTier, 1, context),
    calculatedPrices:
      product.prices.length > 1
        ? product.prices.map((tier) =>
            tierPrice(product, tier, tier.quantityEnd ?? tier.quantityStart, context),
          )
        : [],
    calculatedMaxPurchase: calculatedMaxPurchase(product),
    calculatedCheapestPrice: cheapestPrice(product, context),
    isNew: isNew(product),
    sortedProperties: options.detail ? sortedProperties(product, index, scope) : null,
    translated: {
      metaDescription,
      name,
      keywords,
      description,
      metaTitle,
      packUnit: null,
      packUnitPlural: null,
      customSearchKeywords: null,
      slotConfig: null,
      customFields,
    },
    downloads: loadDownloads
      ? product.downloads
          .toSorted((a, b) => a.position - b.position)
          .map((download) => toDownload(product, download, scope))
      : null,
    parent: null,
    children: null,
    deliveryTime: deliveryTime ? toDeliveryTime(deliveryTime, scope) : null,
    tax: toTax(tax, scope),
    // The logo (`manufacturer.media`) is loaded for product pages (the manufacturer-logo element) only.
    manufacturer: manufacturer
      ? toManufacturer(manufacturer, scope, { withMedia: Boolean(options.detail) })
      : null,
    unit: unit ? toUnit(unit, scope) : null,
    cover: cover ? toProductMedia(product, cover.id, cover.position, scope) : null,
    cmsPage: options.cmsPage ?? null,
    canonicalProduct: null,
    media: loadMedia ? media.map((item) => toProductMedia(product, item.id, item.position, scope)) : null,
    crossSellings: null,
    configuratorSettings:
      options.detail && (parent ?? children.length > 0)
        ? configuratorSettings(parent ?? product, context)
        : null,
    productReviews: null,
    mainCategories: null,
    seoUrls: scope.includeSeoUrls ? seoUrlsFor(product.id, scope.locale).map(toSeoUrl) : null,
    options: optionsWithGroup(product.optionIds, index, scope),
    properties: optionsWithGroup(product.propertyIds, index, scope),
    categories: null,
    streams: null,
    categoriesRo: null,
    tags: null,
    seoCategory: options.detail && mainCategory ? toCategory(mainCategory, scope) : null,
    variantListingConfig: product.variantListingConfig ?? parent?.variantListingConfig ?? null,
    ...timestamps,
    apiAlias: "product",
  };
}

// Product page ------------------------------------------------------------------------------------------------

/**
 * The product a product page shows for a requested id (ProductDetailRoute): a variant or simple product as is;
 * a parent as its main variant when one is configured (and the parent is not displayed itself), else its best
 * variant (available first, then the lowest price).
 */
export function detailProduct(id: string, catalog?: Catalog): ProductFixture | undefined {
  const index = catalogIndex(catalog);
  const product = index.products.get(id);
  if (!product) return undefined;
  const variants = index.variants.get(product.id) ?? [];
  if (variants.length === 0) return product;
  const config = product.variantListingConfig;
  if (config?.mainVariantId) {
    const main = variants.find((variant) => variant.id === config.mainVariantId);
    if (main) return main;
  }
  return variants.toSorted(
    (a, b) => Number(isAvailable(b)) - Number(isAvailable(a)) || a.prices[0]!.gross - b.prices[0]!.gross,
  )[0];
}

const combinationKey = (ids: string[]) => ids.toSorted().join("|");

/**
 * The variant configurator (ProductConfiguratorLoader): the parent's option groups with their options, each
 * marked `combinable` when the variant with this option and the current variant's other options exists and is
 * available. Options no variant uses are left out. Empty for products without variants.
 */
export function productConfigurator(product: ProductFixture, context: ProductContext): Json[] {
  const index = catalogIndex(context.catalog);
  const parent = product.parentId ? index.products.get(product.parentId) : undefined;
  if (!parent) return [];
  const variants = index.variants.get(parent.id) ?? [];
  const combinations = new Map(
    variants.map((variant) => [combinationKey(variant.optionIds), isAvailable(variant)]),
  );
  const used = new Set(variants.flatMap((variant) => variant.optionIds));
  const settings = parent.configuratorOptionIds
    .map((id) => index.options.get(id))
    .filter((option): option is PropertyOptionFixture => option !== undefined);
  const groupOrder = (parent.variantListingConfig?.configuratorGroupConfig ?? []).map((group) => group.id);
  const groups = sortGroups(
    [...new Set(settings.map((option) => index.groups.get(option.groupId)!))],
    context.scope,
  )
    .map((group, position) => ({ group, position }))
    .toSorted((a, b) => {
      const left = groupOrder.indexOf(a.group.id);
      const right = groupOrder.indexOf(b.group.id);
      return (
        (left < 0 ? groupOrder.length + a.position : left) -
        (right < 0 ? groupOrder.length + b.position : right)
      );
    })
    .map(({ group }) => group);
  const current = new Map(product.optionIds.map((id) => [index.options.get(id)?.groupId ?? "", id] as const));
  return groups.map((group) => {
    const options = settings
      .filter((option) => option.groupId === group.id && used.has(option.id))
      .map((option) => {
        const selection = new Map(current);
        selection.set(group.id, option.id);
        const available = combinations.get(combinationKey([...selection.values()]));
        return toPropertyOption(option, context.scope, { combinable: available === true });
      });
    return toPropertyGroup(group, context.scope, options);
  });
}
