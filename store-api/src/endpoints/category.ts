import {
  mergeCriteria,
  toListingBody,
  type Associations,
  type Criteria,
  type ListingCriteria,
} from "../criteria.ts";
import { categorySchema, type Category } from "../schemas/category.ts";
import { entitySearchResultSchema, type EntitySearchResult } from "../schemas/entity-search-result.ts";
import { segment, type SeoUrlRequestOptions, type StoreApiTransport } from "../transport.ts";

/** What a category page needs: its media and the CMS page down to the slots. */
export const CATEGORY_PAGE_ASSOCIATIONS: Associations = {
  media: {},
  cmsPage: {
    associations: {
      sections: {
        associations: {
          backgroundMedia: {},
          blocks: {
            associations: {
              backgroundMedia: {},
              slots: {},
            },
          },
        },
      },
    },
  },
};

/**
 * `POST /category/{id}`: one category with its CMS page resolved. `listing` (page, order, filters ...)
 * applies to the page's product-listing slot (`data.listing`); it is sent in wire names, merged over
 * {@link CATEGORY_PAGE_ASSOCIATIONS}.
 */
export function readCategory(
  api: StoreApiTransport,
  id: string,
  listing?: ListingCriteria,
  options?: SeoUrlRequestOptions,
): Promise<Category> {
  return api.request({
    ...options,
    method: "POST",
    path: `/category/${segment(id)}`,
    kind: "read",
    body: mergeCriteria({ associations: CATEGORY_PAGE_ASSOCIATIONS }, toListingBody(listing)),
    schema: categorySchema,
  });
}

/** `POST /category`: a flat search over categories (e.g. by ids), without CMS pages. */
export function readCategoryList(
  api: StoreApiTransport,
  criteria?: Criteria,
  options?: SeoUrlRequestOptions,
): Promise<EntitySearchResult<Category>> {
  return api.request({
    ...options,
    method: "POST",
    path: "/category",
    kind: "read",
    body: criteria ?? {},
    schema: entitySearchResultSchema(categorySchema),
  });
}

export const categoryEndpoints = { readCategory, readCategoryList };
