import { countryById, defaultCountry } from "../fixtures/countries.ts";
import { countryStateById } from "../fixtures/country-states.ts";
import { currencyById, defaultCurrency } from "../fixtures/currencies.ts";
import { LIVE_VERSION_ID } from "../fixtures/ids.ts";
import { languageById, languages } from "../fixtures/languages.ts";
import { defaultLocale } from "../fixtures/locale.ts";
import {
  customerGroup,
  paymentMethodById,
  paymentMethods,
  salesChannel,
  shippingMethodById,
  shippingMethods,
  taxRules,
} from "../fixtures/sales-channel.ts";
import type { PriceContext } from "../lib/pricing.ts";
import type { EmulatorState, SessionContext } from "../state.ts";
import type { Json } from "./common.ts";
import { sessionCustomerGroup, toContextCustomer } from "./customer.ts";
import { t, type RequestScope } from "./scope.ts";
import {
  toCountry,
  toCountryState,
  toCurrency,
  toCustomerGroup,
  toPaymentMethod,
  toRounding,
  toSalesChannel,
  toShippingMethod,
} from "./system.ts";

/**
 * How a session sees prices (the one home of the rule): in its currency, and net when the logged-in
 * customer's group does not show gross prices (Shopware's `displayGross` → `context.taxState`), else gross.
 * Products, listings, CMS elements, the cart and orders all calculate with it.
 */
export function sessionPriceContext(state: EmulatorState, session: SessionContext): PriceContext {
  return {
    currency: currencyById(session.currencyId) ?? defaultCurrency,
    taxState: sessionCustomerGroup(state, session).displayGross ? "gross" : "net",
  };
}

/**
 * The shopper's `SalesChannelContext` (GET /context). The language is the request's (header or session),
 * the currency the session's (or `sw-currency-id`'s), everything else comes from the session stored under
 * the token: country and canton, payment and shipping method, and the logged-in customer.
 */
export function toSalesChannelContext(
  state: EmulatorState,
  session: SessionContext,
  scope: RequestScope,
  storefrontUrl: string,
): Json {
  // The logged-in customer (null for guests) and their group, which decides the tax state.
  const customer = toContextCustomer(state, session, scope);
  const { currency, taxState } = sessionPriceContext(state, session);
  const country = countryById(session.countryId) ?? defaultCountry;
  const countryState = session.countryStateId ? countryStateById(session.countryStateId) : undefined;
  const payment = paymentMethodById(session.paymentMethodId) ?? paymentMethods.invoice;
  const shipping = shippingMethodById(session.shippingMethodId) ?? shippingMethods.standard;
  const language = languageById(scope.languageId) ?? languages[defaultLocale];
  const systemLanguageId = languages[defaultLocale].id;
  return {
    token: session.token,
    currentCustomerGroup: toCustomerGroup(sessionCustomerGroup(state, session), scope),
    // The sales channel's default group (what guests get).
    fallbackCustomerGroup: toCustomerGroup(customerGroup, scope),
    currency: toCurrency(currency, scope),
    salesChannel: toSalesChannel(scope, storefrontUrl),
    measurementSystem: { system: "metric", units: { length: "mm", weight: "kg" } },
    taxRules: taxRules.map((rule) => ({ taxRate: rule.taxRate, name: t(rule.name, scope) })),
    customer,
    paymentMethod: toPaymentMethod(payment, scope),
    shippingMethod: toShippingMethod(shipping, scope),
    // A logged-in customer's location is the active shipping address (ShippingLocation::createFromAddress).
    shippingLocation: customer?.activeShippingAddress
      ? {
          country: (customer.activeShippingAddress as Json).country,
          state: (customer.activeShippingAddress as Json).countryState,
          address: customer.activeShippingAddress,
          apiAlias: "cart_delivery_shipping_location",
        }
      : {
          country: toCountry(country, scope),
          state: countryState ? toCountryState(countryState, scope) : null,
          address: null,
          apiAlias: "cart_delivery_shipping_location",
        },
    context: {
      versionId: LIVE_VERSION_ID,
      currencyId: currency.id,
      currencyFactor: currency.factor,
      currencyPrecision: currency.itemRounding.decimals,
      // The request language, then the system language it falls back to (de-DE is both here).
      languageIdChain: language.id === systemLanguageId ? [language.id] : [language.id, systemLanguageId],
      scope: "user",
      source: {
        salesChannelId: salesChannel.id,
        type: "sales-channel",
        apiAlias: "sales_channel_api_source",
      },
      ruleIds: [],
      considerInheritance: false,
      taxState,
      rounding: toRounding(currency.itemRounding),
      apiAlias: "context",
    },
    itemRounding: toRounding(currency.itemRounding),
    totalRounding: toRounding(currency.totalRounding),
    languageInfo: { name: language.name, localeCode: language.locale },
    apiAlias: "sales_channel_context",
  };
}
