import * as z from "zod";

export const seoUrlSchema = z.looseObject({
  id: z.string().optional(),
  /** e.g. `frontend.navigation.page`; other route names may exist, so not an enum. */
  routeName: z.string(),
  /** Id of the category, product or landing page. */
  foreignKey: z.string(),
  /** Technical path with leading slash, e.g. `/navigation/<id>`. */
  pathInfo: z.string(),
  /** SEO path without leading slash, e.g. `Nettoyage/Sols/`. */
  seoPathInfo: z.string(),
  /** Shopware stores non-canonical rows with `null`; parsed as `false`. */
  isCanonical: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  languageId: z.string(),
  salesChannelId: z.string().nullish(),
  isModified: z.boolean().nullish(),
  isDeleted: z.boolean().nullish(),
});
export type SeoUrl = z.infer<typeof seoUrlSchema>;
