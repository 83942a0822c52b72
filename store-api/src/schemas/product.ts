import * as z from "zod";
import { HIDE_PRICE_CUSTOM_FIELD } from "../constants.ts";
import { deliveryTimeSchema } from "./checkout-method.ts";
import { cmsPageSchema } from "./cms.ts";
import { collection, flag, list, phpObject } from "./helpers.ts";
import { mediaSchema } from "./media.ts";
import { calculatedCheapestPriceSchema, calculatedPriceSchema } from "./price.ts";
import { seoUrlSchema } from "./seo-url.ts";

/**
 * A product's custom fields: free JSON, `[]` when empty. Only the fields the storefront reads are typed;
 * the rest pass through.
 */
export const productCustomFieldsSchema = phpObject(
  z.looseObject({
    [HIDE_PRICE_CUSTOM_FIELD]: flag.nullish(),
  }),
);
export type ProductCustomFields = z.infer<typeof productCustomFieldsSchema>;

export const unitSchema = z.looseObject({
  id: z.string(),
  /** e.g. `l`. */
  shortCode: z.string().nullish(),
  /** e.g. `Liter`. */
  name: z.string().nullish(),
  translated: z.looseObject({ shortCode: z.string().nullish(), name: z.string().nullish() }).nullish(),
});
export type Unit = z.infer<typeof unitSchema>;

export const productManufacturerSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  link: z.string().nullish(),
  description: z.string().nullish(),
  mediaId: z.string().nullish(),
  /** Logo. */
  media: mediaSchema.nullish(),
  translated: z
    .looseObject({
      name: z.string().nullish(),
      description: z.string().nullish(),
      link: z.string().nullish(),
    })
    .nullish(),
});
export type ProductManufacturer = z.infer<typeof productManufacturerSchema>;

const propertyGroupShape = {
  id: z.string(),
  name: z.string().nullish(),
  description: z.string().nullish(),
  /** `text`, `color`, `media` (swatches) or `select`. */
  displayType: z.string().nullish(),
  /** `alphanumeric` or `position`. */
  sortingType: z.string().nullish(),
  filterable: z.boolean().nullish(),
  visibleOnProductDetailPage: z.boolean().nullish(),
  position: z.number().nullish(),
  translated: z.looseObject({ name: z.string().nullish(), description: z.string().nullish() }).nullish(),
};

const propertyGroupOptionShape = {
  id: z.string(),
  groupId: z.string().nullish(),
  name: z.string().nullish(),
  position: z.number().nullish(),
  /** `#rrggbb` for colour groups. */
  colorHexCode: z.string().nullish(),
  mediaId: z.string().nullish(),
  media: mediaSchema.nullish(),
  /** Configurator only: false when no variant has this option together with the current selection. */
  combinable: z.boolean().nullish(),
  translated: z.looseObject({ name: z.string().nullish() }).nullish(),
};

/** A property value or variant option, e.g. "5 l"; `group` is its group (only with the `group` association). */
export const propertyGroupOptionSchema = z.looseObject({
  ...propertyGroupOptionShape,
  group: z.looseObject(propertyGroupShape).nullish(),
});
export type PropertyGroupOption = z.infer<typeof propertyGroupOptionSchema>;

/**
 * A property group (pH, surface ...) or variant option group (container size, scent ...) with its options:
 * the configurator of `/product/{id}`, the `properties` listing aggregation, `sortedProperties`.
 */
export const propertyGroupSchema = z.looseObject({
  ...propertyGroupShape,
  options: list(z.looseObject(propertyGroupOptionShape)),
});
export type PropertyGroup = z.infer<typeof propertyGroupSchema>;

/** A product image (`product_media`): gallery position plus the media itself. */
export const productMediaSchema = z.looseObject({
  id: z.string(),
  mediaId: z.string().nullish(),
  position: z.number().nullish(),
  media: mediaSchema,
});
export type ProductMedia = z.infer<typeof productMediaSchema>;

/** A downloadable file of a product (safety data sheet, certificate ...). */
export const productDownloadSchema = z.looseObject({
  id: z.string(),
  mediaId: z.string().nullish(),
  position: z.number().nullish(),
  media: mediaSchema.nullish(),
});
export type ProductDownload = z.infer<typeof productDownloadSchema>;

/** How a parent product with variants is shown in listings. */
export const variantListingConfigSchema = z.looseObject({
  /** Show the parent (true) or one variant (false) in listings. */
  displayParent: z.boolean().nullish(),
  /** The variant shown in listings when the parent is not. */
  mainVariantId: z.string().nullish(),
  /** Per option group: how the configurator shows it, and whether listings show one entry per option. */
  configuratorGroupConfig: list(
    z.looseObject({
      id: z.string(),
      representation: z.string().nullish(),
      expressionForListings: z.boolean().nullish(),
    }),
  ),
});
export type VariantListingConfig = z.infer<typeof variantListingConfigSchema>;

const productTranslatedSchema = z.looseObject({
  name: z.string().nullish(),
  description: z.string().nullish(),
  metaTitle: z.string().nullish(),
  metaDescription: z.string().nullish(),
  keywords: z.string().nullish(),
  packUnit: z.string().nullish(),
  packUnitPlural: z.string().nullish(),
  /** Custom fields with language fallback applied; prefer these over the top-level `customFields`. */
  customFields: productCustomFieldsSchema.nullish(),
});

/**
 * A sales channel product (`/product`, listings, search, cross-selling, product detail). Untranslated
 * top-level texts are `null` in a language without its own translation; read `translated.*`.
 */
export const productSchema = z.looseObject({
  id: z.string(),
  /** Set on variants. */
  parentId: z.string().nullish(),
  productNumber: z.string(),
  /** Number of variants (parents only). */
  childCount: z.number().nullish(),
  name: z.string().nullish(),
  description: z.string().nullish(),
  ean: z.string().nullish(),
  manufacturerNumber: z.string().nullish(),
  translated: productTranslatedSchema.nullish(),
  /** `physical` or `digital`. */
  type: z.string().nullish(),
  /** e.g. `is-download`. */
  states: list(z.string()),

  /** Price of one unit (or of `minPurchase` units' tier) in the context's currency and tax state. */
  calculatedPrice: calculatedPriceSchema,
  /** Tier prices, one per quantity range; empty without tiers. */
  calculatedPrices: list(calculatedPriceSchema),
  /** The "from" price over variants and tiers. */
  calculatedCheapestPrice: calculatedCheapestPriceSchema.nullish(),

  /** Orderable right now (active, in stock or not closeout). */
  available: z.boolean().nullish(),
  stock: z.number().nullish(),
  availableStock: z.number().nullish(),
  /** Cannot be sold beyond stock. */
  isCloseout: z.boolean().nullish(),
  /** Days until restocked, when out of stock. */
  restockTime: z.number().nullish(),
  minPurchase: z.number().nullish(),
  maxPurchase: z.number().nullish(),
  /** Max purchase after stock and closeout rules: the quantity picker's upper bound. */
  calculatedMaxPurchase: z.number().nullish(),
  purchaseSteps: z.number().nullish(),
  shippingFree: z.boolean().nullish(),
  deliveryTimeId: z.string().nullish(),
  deliveryTime: deliveryTimeSchema.nullish(),
  releaseDate: z.string().nullish(),
  /** Released recently (Shopware's "new" badge). */
  isNew: z.boolean().nullish(),
  markAsTopseller: z.boolean().nullish(),
  ratingAverage: z.number().nullish(),
  sales: z.number().nullish(),

  /** Content of one sales unit in `unit`, e.g. 5 (l). */
  purchaseUnit: z.number().nullish(),
  /** Reference quantity for the base price, e.g. 1 (l). */
  referenceUnit: z.number().nullish(),
  unitId: z.string().nullish(),
  unit: unitSchema.nullish(),
  packUnit: z.string().nullish(),
  packUnitPlural: z.string().nullish(),
  weight: z.number().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  length: z.number().nullish(),

  manufacturerId: z.string().nullish(),
  manufacturer: productManufacturerSchema.nullish(),
  coverId: z.string().nullish(),
  cover: productMediaSchema.nullish(),
  media: list(productMediaSchema),
  downloads: list(productDownloadSchema),
  /** Variant options of a variant, e.g. "5 l", "Lemon". */
  options: list(propertyGroupOptionSchema),
  optionIds: list(z.string()),
  /** Property values (filters, details tab). */
  properties: list(propertyGroupOptionSchema),
  propertyIds: list(z.string()),
  /** Properties grouped and sorted for the details tab (product detail only); an object keyed by id in some versions. */
  sortedProperties: collection(propertyGroupSchema),
  categoryIds: list(z.string()),
  variantListingConfig: variantListingConfigSchema.nullish(),
  /** Filled when the call sent `sw-include-seo-urls: true`. */
  seoUrls: list(seoUrlSchema),
  /** Custom fields of the request language without fallback; see `translated.customFields`. */
  customFields: productCustomFieldsSchema.nullish(),
  metaTitle: z.string().nullish(),
  metaDescription: z.string().nullish(),
  keywords: z.string().nullish(),
  cmsPageId: z.string().nullish(),
  /** The detail page layout (product detail only). */
  cmsPage: cmsPageSchema.nullish(),
});
export type Product = z.infer<typeof productSchema>;

/** `POST /product/{id}`: the product (the best variant for a parent) and its variant configurator. */
export const productDetailSchema = z.looseObject({
  product: productSchema,
  /** Option groups with their options (and `combinable` flags); empty for products without variants. */
  configurator: list(propertyGroupSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `POST /product/{id}/find-variant`. */
export const findVariantResultSchema = z.looseObject({
  foundCombination: z.looseObject({
    variantId: z.string(),
    /** The options of the variant, in the shape they were sent: a list, or a map group id → option id. */
    options: z.union([list(z.string()), z.record(z.string(), z.string())]),
  }),
});
export type FindVariantResult = z.infer<typeof findVariantResultSchema>;

export const productCrossSellingSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  position: z.number().nullish(),
  /** `productList` or `productStream`. */
  type: z.string().nullish(),
  sortBy: z.string().nullish(),
  sortDirection: z.string().nullish(),
  limit: z.number().nullish(),
  active: z.boolean().nullish(),
  translated: z.looseObject({ name: z.string().nullish() }).nullish(),
});
export type ProductCrossSelling = z.infer<typeof productCrossSellingSchema>;

/** One tab of `POST /product/{id}/cross-selling`: the group and its products. */
export const crossSellingElementSchema = z.looseObject({
  crossSelling: productCrossSellingSchema,
  products: list(productSchema),
  total: z.number().nullish(),
  streamId: z.string().nullish(),
});
export type CrossSellingElement = z.infer<typeof crossSellingElementSchema>;

export const productReviewSchema = z.looseObject({
  id: z.string(),
  productId: z.string().nullish(),
  customerId: z.string().nullish(),
  salesChannelId: z.string().nullish(),
  languageId: z.string().nullish(),
  /** Author name for reviews without a customer account. */
  externalUser: z.string().nullish(),
  title: z.string(),
  content: z.string(),
  /** 1–5. */
  points: z.number().nullish(),
  /** False until approved (only the author sees it). */
  status: z.boolean().nullish(),
  /** The shop's reply. */
  comment: z.string().nullish(),
  createdAt: z.string().nullish(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;
