import { mergeCriteria, type Associations, type Criteria } from "../criteria.ts";
import { categorySchema, type Category } from "../schemas/category.ts";
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
 * `POST /category/{id}`: one category with its CMS page resolved. `criteria` (listing criteria
 * such as `p`, `order`, `limit`, filters) is merged over {@link CATEGORY_PAGE_ASSOCIATIONS}.
 */
export function readCategory(
  api: StoreApiTransport,
  id: string,
  criteria?: Criteria,
  options?: SeoUrlRequestOptions,
): Promise<Category> {
  return api.request({
    ...options,
    method: "POST",
    path: `/category/${segment(id)}`,
    kind: "read",
    body: mergeCriteria({ associations: CATEGORY_PAGE_ASSOCIATIONS }, criteria),
    schema: categorySchema,
  });
}

export const categoryEndpoints = { readCategory };
