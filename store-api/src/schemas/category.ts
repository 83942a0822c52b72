import * as z from "zod";
import { cmsPageSchema } from "./cms.ts";
import { list } from "./helpers.ts";
import { mediaSchema } from "./media.ts";
import { seoUrlSchema } from "./seo-url.ts";

export const categoryTypeSchema = z.enum(["page", "link", "folder"]);
export type CategoryType = z.infer<typeof categoryTypeSchema>;

/** For `type: "link"`: where the link points. */
export const categoryLinkTypeSchema = z.enum(["external", "category", "product", "landing_page"]);
export type CategoryLinkType = z.infer<typeof categoryLinkTypeSchema>;

const categoryTranslatedSchema = z.looseObject({
  name: z.string().nullish(),
  breadcrumb: z.array(z.string()).nullish(),
  description: z.string().nullish(),
  metaTitle: z.string().nullish(),
  metaDescription: z.string().nullish(),
  keywords: z.string().nullish(),
  linkType: categoryLinkTypeSchema.nullish(),
  internalLink: z.string().nullish(),
  externalLink: z.string().nullish(),
  linkNewTab: z.boolean().nullish(),
});

const categoryShape = {
  id: z.string(),
  parentId: z.string().nullish(),
  /** Untranslated name; prefer `translated.name`. */
  name: z.string().nullish(),
  translated: categoryTranslatedSchema.nullish(),
  type: categoryTypeSchema,
  childCount: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? 0),
  level: z.number().int().nullish(),
  path: z.string().nullish(),
  breadcrumb: z.array(z.string()).nullish(),
  linkType: categoryLinkTypeSchema.nullish(),
  /** Id of the category, product or landing page a link points to. */
  internalLink: z.string().nullish(),
  externalLink: z.string().nullish(),
  linkNewTab: z.boolean().nullish(),
  visible: z.boolean().nullish(),
  active: z.boolean().nullish(),
  mediaId: z.string().nullish(),
  media: mediaSchema.nullish(),
  /** Filled when the call sent `sw-include-seo-urls: true`. */
  seoUrls: list(seoUrlSchema),
  cmsPageId: z.string().nullish(),
  /** Resolved by `POST /category/{id}`; null for folders, links and navigation entries. */
  cmsPage: cmsPageSchema.nullish(),
};

/** Output type of {@link categorySchema} (written out because the schema is recursive). */
export type Category = z.output<z.ZodObject<typeof categoryShape, z.core.$loose>> & {
  /** Sub-categories (navigation trees); always an array. */
  children: Category[];
};

/** A category, as returned by `/category/{id}` and (as a tree) by `/navigation/{a}/{b}`. */
export const categorySchema: z.ZodType<Category> = z.looseObject({
  ...categoryShape,
  get children() {
    return list(categorySchema);
  },
});
