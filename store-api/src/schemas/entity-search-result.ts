import * as z from "zod";

/** `{entity, total, page, limit, aggregations, elements[]}` of list routes (`/language`, `/seo-url`, ...). */
export const entitySearchResultSchema = <T extends z.ZodType>(element: T) =>
  z.looseObject({
    entity: z.string().nullish(),
    total: z.number().nullish(),
    page: z.number().nullish(),
    limit: z.number().nullish(),
    /** An object keyed by aggregation name in real Shopware (the OpenAPI schema says array). */
    aggregations: z.unknown().optional(),
    elements: z.array(element),
  });

export interface EntitySearchResult<T> {
  entity?: string | null;
  total?: number | null;
  page?: number | null;
  limit?: number | null;
  aggregations?: unknown;
  elements: T[];
  [key: string]: unknown;
}
