import { searchResult, type Json } from "../entities/common.ts";
import type { RequestScope } from "../entities/scope.ts";
import {
  sortStates,
  toCountry,
  toCountryState,
  toCurrency,
  toLanguage,
  toPaymentMethod,
  toSalutation,
  toShippingMethod,
  toShippingMethodPrices,
  toShopSettings,
} from "../entities/system.ts";
import { countries, countryById, defaultCountry } from "../fixtures/countries.ts";
import { statesOfCountry } from "../fixtures/country-states.ts";
import { currencies, currencyById, defaultCurrency } from "../fixtures/currencies.ts";
import { languages } from "../fixtures/languages.ts";
import {
  paymentMethods,
  shippingMethods,
  type AvailabilityFixture,
  type PaymentMethodFixture,
  type ShippingMethodFixture,
} from "../fixtures/sales-channel.ts";
import { salutations } from "../fixtures/salutations.ts";
import {
  filterEntities,
  paginate,
  readCriteria,
  readSortings,
  sortEntities,
  type Criteria,
} from "../lib/criteria.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";
import type { SessionContext } from "../state.ts";

/** The criteria's `sort` over the route's own default order (stable, so ties keep the default). */
const sorted = (all: Json[], criteria: Criteria, entity: string) =>
  sortEntities(all, readSortings(criteria), entity);

/** Criteria filters, then one page, answered as Shopware's EntitySearchResult (`includes` applied). */
function listResponse(entity: string, all: Json[], criteria: Criteria): Response {
  const matching = filterEntities(all, criteria, entity);
  const { items, page, limit } = paginate(matching, criteria);
  return jsonResponse(searchResult(entity, items, { total: matching.length, page, limit }), criteria);
}

const byPositionThenName = (scope: RequestScope) => (a: Json, b: Json) =>
  (a.position as number) - (b.position as number) ||
  String(a.name).localeCompare(String(b.name), scope.locale, { sensitivity: "base" });

const wantsAssociation = (criteria: Criteria, name: string) =>
  Boolean(
    criteria.associations && typeof criteria.associations === "object" && name in criteria.associations,
  );

/** `onlyAvailable` may come in the body or as `?onlyAvailable=1|true` (readCriteria merges both). */
const onlyAvailable = (criteria: Criteria) =>
  [true, 1, "1", "true"].includes(criteria.onlyAvailable as never);

/** The emulator's availability rules: the context's shipping country and currency must be allowed. */
export function isAvailable(
  availability: AvailabilityFixture,
  session: Pick<SessionContext, "countryId" | "currencyId">,
): boolean {
  const country = countryById(session.countryId) ?? defaultCountry;
  const currency = currencyById(session.currencyId) ?? defaultCurrency;
  return (
    (!availability.countries || availability.countries.includes(country.iso)) &&
    (!availability.currencies || availability.currencies.includes(currency.isoCode))
  );
}

/**
 * Shopware's sortPaymentMethodsByPreference / sortShippingMethodsByPreference: the context's current method
 * first, then the sales channel's default, then the rest in their order.
 */
function byPreference(items: Json[], selectedId: string, defaultId: string): Json[] {
  const rank = (item: Json) => (item.id === selectedId ? 0 : item.id === defaultId ? 1 : 2);
  return items.toSorted((a, b) => rank(a) - rank(b));
}

interface MethodFixture {
  id: string;
  position: number;
  availability: AvailabilityFixture;
}

/**
 * Payment and shipping methods as Shopware's routes list them: by position (or the criteria's sort), the
 * preferred ones first, and with `onlyAvailable` only those whose availability rule the context meets.
 */
function listMethods<T extends MethodFixture>(
  entity: string,
  methods: T[],
  toJson: (method: T) => Json,
  criteria: Criteria,
  session: SessionContext,
  preference: { selectedId: string; defaultId: string },
): Response {
  const available = onlyAvailable(criteria)
    ? methods.filter((method) => isAvailable(method.availability, session))
    : methods;
  const byPosition = available.toSorted((a, b) => a.position - b.position).map(toJson);
  const ordered = byPreference(
    sorted(byPosition, criteria, entity),
    preference.selectedId,
    preference.defaultId,
  );
  return listResponse(entity, ordered, criteria);
}

async function listLanguages({ request, scope }: RouteArgs) {
  const criteria = await readCriteria(request);
  const withLocale = wantsAssociation(criteria, "locale");
  const all = Object.values(languages).map((language) => toLanguage(language, scope, withLocale));
  return listResponse("language", sorted(all, criteria, "language"), criteria);
}

/** Shopware's CurrencyRoute answers a plain list of currencies, not a search result. */
async function listCurrencies({ request, scope }: RouteArgs) {
  const criteria = await readCriteria(request);
  const all = Object.values(currencies).map((currency) => toCurrency(currency, scope));
  const { items } = paginate(
    sorted(filterEntities(all, criteria, "currency"), criteria, "currency"),
    criteria,
  );
  return jsonResponse(items, criteria);
}

/** Active countries sorted by position, then name; states (sorted alike) only with `associations.states`. */
async function listCountries({ request, scope }: RouteArgs) {
  const criteria = await readCriteria(request);
  const withStates = wantsAssociation(criteria, "states");
  const all = Object.values(countries)
    .map((country) => toCountry(country, scope, withStates))
    .toSorted(byPositionThenName(scope));
  return listResponse("country", sorted(all, criteria, "country"), criteria);
}

/** The states of one country (an unknown country simply has none, as Shopware's filter finds none). */
async function listCountryStates({ request, params, scope }: RouteArgs) {
  const criteria = await readCriteria(request);
  const all = sortStates(
    statesOfCountry(params.countryId ?? "").map((state) => toCountryState(state, scope)),
    scope,
  );
  return listResponse("country_state", sorted(all, criteria, "country_state"), criteria);
}

async function listSalutations({ request, scope }: RouteArgs) {
  const criteria = await readCriteria(request);
  const all = Object.values(salutations).map((salutation) => toSalutation(salutation, scope));
  return listResponse("salutation", sorted(all, criteria, "salutation"), criteria);
}

async function listPaymentMethods({ request, scope, session }: RouteArgs) {
  const toJson = (method: PaymentMethodFixture) => toPaymentMethod(method, scope);
  return listMethods(
    "payment_method",
    Object.values(paymentMethods),
    toJson,
    await readCriteria(request),
    session,
    {
      selectedId: session.paymentMethodId,
      defaultId: paymentMethods.invoice.id,
    },
  );
}

/** With `associations.prices`, each method's price matrix for the session's shipping country. */
async function listShippingMethods({ request, scope, session }: RouteArgs) {
  const criteria = await readCriteria(request);
  const countryIso = (countryById(session.countryId) ?? defaultCountry).iso;
  const withPrices = wantsAssociation(criteria, "prices");
  const toJson = (method: ShippingMethodFixture) =>
    toShippingMethod(method, scope, withPrices ? toShippingMethodPrices(method, countryIso) : null);
  return listMethods("shipping_method", Object.values(shippingMethods), toJson, criteria, session, {
    selectedId: session.shippingMethodId,
    defaultId: shippingMethods.standard.id,
  });
}

/**
 * The sales channel's reference data: `/language` (a search result, with `translationCode` as Shopware's
 * route always adds it), `/currency` (a plain list), `/country`, `/country-state/{countryId}`,
 * `/salutation`, `/payment-method` and `/shipping-method` (both with `onlyAvailable`), each as POST with
 * criteria or GET with `_criteria`; and `GET /shop-settings`.
 */
export function systemHandlers(runtime: EmulatorRuntime) {
  const list = (path: string, resolve: (args: RouteArgs) => Promise<Response>) => [
    storeApiRoute(runtime, "post", path, resolve),
    storeApiRoute(runtime, "get", path, resolve),
  ];
  return [
    ...list("/language", listLanguages),
    ...list("/currency", listCurrencies),
    ...list("/country", listCountries),
    ...list("/country-state/:countryId", listCountryStates),
    ...list("/salutation", listSalutations),
    ...list("/payment-method", listPaymentMethods),
    ...list("/shipping-method", listShippingMethods),
    storeApiRoute(runtime, "get", "/shop-settings", ({ scope }) => jsonResponse(toShopSettings(scope))),
  ];
}
