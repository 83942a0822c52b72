import { equalsFilter, mergeCriteria, type Criteria, type Filter } from "../criteria.ts";
import { entitySearchResultSchema, type EntitySearchResult } from "../schemas/entity-search-result.ts";
import { seoUrlSchema, type SeoUrl } from "../schemas/seo-url.ts";
import type { RequestOptions, StoreApiTransport } from "../transport.ts";

interface ReadSeoUrlsCommon {
  /** Only rows of this language. */
  languageId?: string;
  criteria?: Criteria;
}

/** Look up by SEO path (leading slashes are removed, as Shopware stores it) or by technical path. */
export type ReadSeoUrlsParams =
  | (ReadSeoUrlsCommon & { seoPathInfo: string; pathInfo?: never })
  | (ReadSeoUrlsCommon & { pathInfo: string; seoPathInfo?: never });

/** Shopware stores `seoPathInfo` without a leading slash. */
export const toSeoPathInfo = (path: string): string => path.replace(/^\/+/, "");

/** `POST /seo-url` with an equals filter on `seoPathInfo` or `pathInfo`. */
export function readSeoUrls(
  api: StoreApiTransport,
  params: ReadSeoUrlsParams,
  options?: RequestOptions,
): Promise<EntitySearchResult<SeoUrl>> {
  const filter: Filter[] = [
    params.seoPathInfo !== undefined
      ? equalsFilter("seoPathInfo", toSeoPathInfo(params.seoPathInfo))
      : equalsFilter("pathInfo", params.pathInfo),
  ];
  if (params.languageId) filter.push(equalsFilter("languageId", params.languageId));
  return api.request({
    ...options,
    method: "POST",
    path: "/seo-url",
    kind: "read",
    body: mergeCriteria(params.criteria, { filter }),
    schema: entitySearchResultSchema(seoUrlSchema),
  });
}

export const seoUrlEndpoints = { readSeoUrls };
