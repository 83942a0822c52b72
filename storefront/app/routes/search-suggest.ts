import type { Route } from "./+types/search-suggest";
import { readCurrencyState } from "../lib/currency.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { localeContext, storeApiContext, storeApiMiddleware } from "../lib/request-context.server.ts";
import { SUGGEST_LIMIT, toSuggestResult, type SuggestResult } from "../lib/search-suggest.ts";
import { cacheHeaders } from "../lib/http-cache.server.ts";

export const middleware: Route.MiddlewareFunction[] = [storeApiMiddleware];

/** Longer terms are cut: nobody types more, and it keeps the upstream call small. */
const MAX_TERM_LENGTH = 100;

/**
 * `GET /search-suggest?search=…` (and `/fr-CH/search-suggest`): the header's live suggestions as small
 * JSON rows, in the page's language. The browser never calls the Store API for them. A failing upstream
 * answers no suggestions (the search form still works), never an error page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const term = (new URL(request.url).searchParams.get("search") ?? "").trim().slice(0, MAX_TERM_LENGTH);
  // The same for every shopper without a session (a session makes it private: ADR 7, lib/http-cache.server.ts).
  const headers = cacheHeaders("publicFragment");
  if (!term) return Response.json({ term, rows: [], total: 0 } satisfies SuggestResult, { headers });
  const locale = context.get(localeContext);
  const api = context.get(storeApiContext);
  try {
    const [result, i18n, { currency }] = await Promise.all([
      api.searchSuggest(
        term,
        { limit: SUGGEST_LIMIT, associations: { cover: {} } },
        { includeSeoUrls: true },
      ),
      createI18n(locale),
      readCurrencyState(api),
    ]);
    return Response.json(toSuggestResult(term, result, { i18n, locale, currency }), { headers });
  } catch (error) {
    console.error("search suggestions failed", error);
    return Response.json({ term, rows: [], total: 0 } satisfies SuggestResult, {
      // 200: an error status would reach the page's error boundary through the fetcher.
      headers: cacheHeaders("noStore"),
    });
  }
}
