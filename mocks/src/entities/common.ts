import { FIXTURE_CREATED_AT, FIXTURE_UPDATED_AT } from "../fixtures/ids.ts";

/** A plain JSON object as the emulator answers it. */
export type Json = Record<string, unknown>;

export const timestamps = { createdAt: FIXTURE_CREATED_AT, updatedAt: FIXTURE_UPDATED_AT };

/** Shopware's `EntitySearchResult` as the Store API serialises it. */
export function searchResult(
  entity: string,
  elements: Json[],
  {
    total = elements.length,
    page = 1,
    limit = null,
  }: { total?: number; page?: number; limit?: number | null } = {},
): Json {
  return {
    entity,
    total,
    // Shopware serialises an empty aggregation collection as [] and a filled one as an object keyed by name.
    aggregations: [],
    page,
    limit,
    elements,
    apiAlias: "dal_entity_search_result",
  };
}
