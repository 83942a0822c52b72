import { mergeCriteria, type Criteria } from "../criteria.ts";
import { entitySearchResultSchema, type EntitySearchResult } from "../schemas/entity-search-result.ts";
import { languageSchema, type Language } from "../schemas/language.ts";
import type { RequestOptions, StoreApiTransport } from "../transport.ts";

/** `POST /language`: the sales channel's languages, with `translationCode` (e.g. `fr-CH`). */
export function readLanguages(
  api: StoreApiTransport,
  criteria?: Criteria,
  options?: RequestOptions,
): Promise<EntitySearchResult<Language>> {
  return api.request({
    ...options,
    method: "POST",
    path: "/language",
    kind: "read",
    body: mergeCriteria({ associations: { translationCode: {} } }, criteria),
    schema: entitySearchResultSchema(languageSchema),
  });
}

export const languageEndpoints = { readLanguages };
