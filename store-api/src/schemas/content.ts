import * as z from "zod";
import { categoryTypeSchema } from "./category.ts";
import { cmsPageSchema } from "./cms.ts";
import { list } from "./helpers.ts";
import { seoUrlSchema } from "./seo-url.ts";

/** SEO URL of a breadcrumb entry; Shopware builds these as plain arrays, so only the path is relied on. */
const breadcrumbSeoUrlSchema = z.looseObject({
  seoPathInfo: z.string(),
  pathInfo: z.string().nullish(),
  isCanonical: z.boolean().nullish(),
  languageId: z.string().nullish(),
});

/** One entry of `GET /breadcrumb/{id}`, from the root category down. */
export const breadcrumbSchema = z.looseObject({
  name: z.string(),
  categoryId: z.string(),
  type: categoryTypeSchema.nullish(),
  /** SEO path without leading slash (`Reinigung/Boden/`); prefix `/` for a link. */
  path: z.string(),
  translated: z.looseObject({ name: z.string().nullish() }).nullish(),
  seoUrls: list(breadcrumbSeoUrlSchema),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/**
 * `GET /breadcrumb/{id}`: a list of entries. The OpenAPI schema (6.7.13) says a plain array; 6.6/6.7.0
 * sent `{breadcrumbs: [...]}` (what Shopware Frontends reads). Both are accepted; the result is the array.
 */
export const breadcrumbListSchema = z
  .union([z.array(breadcrumbSchema), z.looseObject({ breadcrumbs: z.array(breadcrumbSchema) })])
  .transform((value): Breadcrumb[] => (Array.isArray(value) ? value : value.breadcrumbs));

/** `POST /landing-page/{id}` (`frontend.landing.page`): SEO data and the CMS page. */
export const landingPageSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  /** SEO path as configured. */
  url: z.string().nullish(),
  metaTitle: z.string().nullish(),
  metaDescription: z.string().nullish(),
  keywords: z.string().nullish(),
  active: z.boolean().nullish(),
  translated: z
    .looseObject({
      name: z.string().nullish(),
      url: z.string().nullish(),
      metaTitle: z.string().nullish(),
      metaDescription: z.string().nullish(),
      keywords: z.string().nullish(),
    })
    .nullish(),
  cmsPageId: z.string().nullish(),
  cmsPage: cmsPageSchema.nullish(),
  seoUrls: list(seoUrlSchema),
});
export type LandingPage = z.infer<typeof landingPageSchema>;
