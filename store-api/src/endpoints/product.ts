import * as z from "zod";
import { mergeCriteria, type Associations, type Criteria } from "../criteria.ts";
import { entitySearchResultSchema, type EntitySearchResult } from "../schemas/entity-search-result.ts";
import { noContentSchema } from "../schemas/helpers.ts";
import {
  crossSellingElementSchema,
  findVariantResultSchema,
  productDetailSchema,
  productReviewSchema,
  productSchema,
  type CrossSellingElement,
  type FindVariantResult,
  type Product,
  type ProductDetail,
  type ProductReview,
} from "../schemas/product.ts";
import {
  segment,
  type RequestOptions,
  type SeoUrlRequestOptions,
  type StoreApiTransport,
} from "../transport.ts";

/** `POST /product`: a product search (e.g. by ids, or the variants of a parent via a `parentId` filter). */
export function readProducts(
  api: StoreApiTransport,
  criteria?: Criteria,
  options?: SeoUrlRequestOptions,
): Promise<EntitySearchResult<Product>> {
  return api.request({
    ...options,
    method: "POST",
    path: "/product",
    kind: "read",
    body: criteria ?? {},
    schema: entitySearchResultSchema(productSchema),
  });
}

/**
 * What a product page shows besides what Shopware always loads (cover, options, unit, delivery time):
 * the gallery, manufacturer logo, properties with their groups and the downloads.
 */
export const PRODUCT_DETAIL_ASSOCIATIONS: Associations = {
  media: {},
  manufacturer: { associations: { media: {} } },
  properties: { associations: { group: {} } },
  options: { associations: { group: {} } },
  downloads: { associations: { media: {} } },
};

export interface ReadProductParams {
  /** Leave out the variant configurator (`configurator` is then empty). */
  skipConfigurator?: boolean;
  /** Leave out the detail page layout (`product.cmsPage`). */
  skipCmsPage?: boolean;
  /** Merged over {@link PRODUCT_DETAIL_ASSOCIATIONS}. */
  criteria?: Criteria;
}

/**
 * `POST /product/{id}`: one product with its configurator and detail layout. For a parent with variants
 * Shopware answers its best variant.
 */
export function readProduct(
  api: StoreApiTransport,
  id: string,
  params: ReadProductParams = {},
  options?: SeoUrlRequestOptions,
): Promise<ProductDetail> {
  const { skipConfigurator, skipCmsPage, criteria } = params;
  return api.request({
    ...options,
    method: "POST",
    path: `/product/${segment(id)}`,
    kind: "read",
    // Only sent when true (false is Shopware's default), so the usual call has one stable URL.
    query: {
      ...(skipConfigurator ? { skipConfigurator: true } : {}),
      ...(skipCmsPage ? { skipCmsPage: true } : {}),
    },
    body: mergeCriteria({ associations: PRODUCT_DETAIL_ASSOCIATIONS }, criteria),
    schema: productDetailSchema,
  });
}

export interface FindVariantParams {
  /** The selected option ids, as a list or as `{groupId: optionId}`. */
  options: readonly string[] | Readonly<Record<string, string>>;
  /**
   * The group the shopper just changed. Shopware then keeps that choice and, if the combination does
   * not exist, picks the closest variant that has it.
   */
  switchedGroup?: string;
}

/** `POST /product/{parentId}/find-variant`: the variant for a set of options (404 when none matches). */
export function findVariant(
  api: StoreApiTransport,
  productId: string,
  params: FindVariantParams,
  options?: RequestOptions,
): Promise<FindVariantResult> {
  return api.request({
    ...options,
    method: "POST",
    path: `/product/${segment(productId)}/find-variant`,
    kind: "read",
    body: {
      options: params.options,
      ...(params.switchedGroup === undefined ? {} : { switchedGroup: params.switchedGroup }),
    },
    schema: findVariantResultSchema,
  });
}

/** `POST /product/{id}/cross-selling`: the product's cross-selling groups with their products. */
export function readCrossSellings(
  api: StoreApiTransport,
  productId: string,
  options?: SeoUrlRequestOptions,
): Promise<CrossSellingElement[]> {
  return api.request({
    ...options,
    method: "POST",
    path: `/product/${segment(productId)}/cross-selling`,
    kind: "read",
    body: {},
    schema: z.array(crossSellingElementSchema),
  });
}

/** `POST /product/{id}/reviews`: approved reviews (plus the shopper's own pending ones). */
export function readReviews(
  api: StoreApiTransport,
  productId: string,
  criteria?: Criteria,
  options?: RequestOptions,
): Promise<EntitySearchResult<ProductReview>> {
  return api.request({
    ...options,
    method: "POST",
    path: `/product/${segment(productId)}/reviews`,
    kind: "read",
    body: criteria ?? {},
    schema: entitySearchResultSchema(productReviewSchema),
  });
}

export interface ReviewInput {
  title: string;
  content: string;
  /** 1–5. */
  points: number;
  /** Defaults to the customer's first name. */
  name?: string;
  /** Defaults to the customer's e-mail. */
  email?: string;
}

/**
 * `POST /product/{id}/review`: writes (or, for the same customer, replaces) a review. Logged-in customers
 * only: guests get 403 `CHECKOUT__CUSTOMER_NOT_LOGGED_IN`. Shopware answers 204 without a body.
 */
export function saveReview(
  api: StoreApiTransport,
  productId: string,
  review: ReviewInput,
  options?: RequestOptions,
): Promise<void> {
  return api.request({
    ...options,
    method: "POST",
    path: `/product/${segment(productId)}/review`,
    kind: "write",
    body: review,
    schema: noContentSchema,
  });
}

export const productEndpoints = {
  readProducts,
  readProduct,
  findVariant,
  readCrossSellings,
  readReviews,
  saveReview,
};
