import * as z from "zod";
import { toListingBody, type ListingCriteria } from "../criteria.ts";
import { cmsPageSchema, type CmsPage } from "../schemas/cms.ts";
import {
  breadcrumbListSchema,
  landingPageSchema,
  type Breadcrumb,
  type LandingPage,
} from "../schemas/content.ts";
import { mediaSchema, type Media } from "../schemas/media.ts";
import {
  segment,
  type RequestOptions,
  type SeoUrlRequestOptions,
  type StoreApiTransport,
} from "../transport.ts";

export interface ReadBreadcrumbParams {
  /** What `id` is; Shopware's default is `product`. */
  type?: "category" | "product";
  /** For products: the category the shopper came from, so the trail follows it. */
  referrerCategoryId?: string;
}

/**
 * `GET /breadcrumb/{id}` (experimental in Shopware 6.7): the category trail of a category or product, root
 * first. Parsed into an array whichever of Shopware's two shapes arrives.
 */
export function readBreadcrumb(
  api: StoreApiTransport,
  id: string,
  params: ReadBreadcrumbParams = {},
  options?: RequestOptions,
): Promise<Breadcrumb[]> {
  return api.request({
    ...options,
    method: "GET",
    path: `/breadcrumb/${segment(id)}`,
    kind: "read",
    query: { type: params.type, referrerCategoryId: params.referrerCategoryId },
    schema: breadcrumbListSchema,
  });
}

/**
 * `POST /landing-page/{id}`: a landing page with its CMS page resolved. `listing` applies to its
 * product-listing slots.
 */
export function readLandingPage(
  api: StoreApiTransport,
  id: string,
  listing?: ListingCriteria,
  options?: SeoUrlRequestOptions,
): Promise<LandingPage> {
  return api.request({
    ...options,
    method: "POST",
    path: `/landing-page/${segment(id)}`,
    kind: "read",
    body: toListingBody(listing),
    schema: landingPageSchema,
  });
}

/** `POST /cms/{id}`: one CMS page resolved on its own (e.g. a layout shown in a modal). */
export function readCmsPage(
  api: StoreApiTransport,
  id: string,
  listing?: ListingCriteria,
  options?: SeoUrlRequestOptions,
): Promise<CmsPage> {
  return api.request({
    ...options,
    method: "POST",
    path: `/cms/${segment(id)}`,
    kind: "read",
    body: toListingBody(listing),
    schema: cmsPageSchema,
  });
}

/** `POST /media {ids}`: media by id, as a plain array (only public media; Shopware checks the ids). */
export function readMedia(
  api: StoreApiTransport,
  ids: readonly string[],
  options?: RequestOptions,
): Promise<Media[]> {
  return api.request({
    ...options,
    method: "POST",
    path: "/media",
    kind: "read",
    body: { ids },
    schema: z.array(mediaSchema),
  });
}

export const contentEndpoints = { readBreadcrumb, readLandingPage, readCmsPage, readMedia };
