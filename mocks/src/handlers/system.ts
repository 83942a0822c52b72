import { searchResult } from "../entities/common.ts";
import { toCurrency, toLanguage } from "../entities/system.ts";
import { currencies } from "../fixtures/currencies.ts";
import { languages } from "../fixtures/languages.ts";
import { filterEntities, paginate, readCriteria } from "../lib/criteria.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

async function listLanguages({ request, scope }: RouteArgs) {
  const criteria = await readCriteria(request);
  const withLocale = Boolean(criteria.associations && "locale" in criteria.associations);
  const all = Object.values(languages).map((language) => toLanguage(language, scope, withLocale));
  const matching = filterEntities(all, criteria, "language");
  const { items, page, limit } = paginate(matching, criteria);
  return jsonResponse(searchResult("language", items, { total: matching.length, page, limit }), criteria);
}

/** Shopware's CurrencyRoute answers a plain list of currencies, not a search result. */
async function listCurrencies({ request, scope }: RouteArgs) {
  const criteria = await readCriteria(request);
  const all = Object.values(currencies).map((currency) => toCurrency(currency, scope));
  const { items } = paginate(filterEntities(all, criteria, "currency"), criteria);
  return jsonResponse(items, criteria);
}

/** `/language` (a search result, with `translationCode` as Shopware's route always adds it) and `/currency`. */
export function systemHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/language", listLanguages),
    storeApiRoute(runtime, "get", "/language", listLanguages),
    storeApiRoute(runtime, "post", "/currency", listCurrencies),
    storeApiRoute(runtime, "get", "/currency", listCurrencies),
  ];
}
