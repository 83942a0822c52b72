import { rootCategoryIds } from "../fixtures/categories.ts";
import { addressFormat, defaultCountry, type CountryFixture } from "../fixtures/countries.ts";
import { statesOfCountry, type CountryStateFixture } from "../fixtures/country-states.ts";
import {
  currencies,
  defaultCurrency,
  type CurrencyFixture,
  type RoundingFixture,
} from "../fixtures/currencies.ts";
import { fixtureId, LIVE_VERSION_ID } from "../fixtures/ids.ts";
import { languages, type LanguageFixture } from "../fixtures/languages.ts";
import { locales } from "../fixtures/locale.ts";
import {
  deliveryTime,
  deliveryTimeById,
  paymentMethods,
  salesChannel,
  shippingMethods,
  shippingRate,
  taxRules,
  type CustomerGroupFixture,
  type PaymentMethodFixture,
  type ShippingMethodFixture,
} from "../fixtures/sales-channel.ts";
import type { SalutationFixture } from "../fixtures/salutations.ts";
import { round } from "../lib/pricing.ts";
import { timestamps, type Json } from "./common.ts";
import { t, type RequestScope } from "./scope.ts";

export function toLocale(language: LanguageFixture, scope: RequestScope): Json {
  const name = t(language.localeName, scope);
  const territory = t(language.territory, scope);
  return {
    id: language.localeId,
    code: language.locale,
    name,
    territory,
    customFields: null,
    translated: { name, territory, customFields: {} },
    ...timestamps,
    apiAlias: "locale",
  };
}

export function toLanguage(language: LanguageFixture, scope: RequestScope, withLocale = false): Json {
  return {
    id: language.id,
    parentId: null,
    localeId: language.localeId,
    translationCodeId: language.localeId,
    name: language.name,
    active: true,
    customFields: null,
    ...timestamps,
    parent: null,
    locale: withLocale ? toLocale(language, scope) : null,
    translationCode: toLocale(language, scope),
    children: null,
    apiAlias: "language",
  };
}

export const roundingAlias = "shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config";

export const toRounding = (rounding: RoundingFixture): Json => ({ ...rounding, apiAlias: roundingAlias });

export function toCurrency(currency: CurrencyFixture, scope: RequestScope): Json {
  const name = t(currency.name, scope);
  return {
    id: currency.id,
    factor: currency.factor,
    symbol: currency.symbol,
    isoCode: currency.isoCode,
    shortName: currency.shortName,
    name,
    position: currency.position,
    isSystemDefault: currency.isSystemDefault,
    taxFreeFrom: 0,
    customFields: null,
    itemRounding: toRounding(currency.itemRounding),
    totalRounding: toRounding(currency.totalRounding),
    translated: { shortName: currency.shortName, name, customFields: {} },
    ...timestamps,
    apiAlias: "currency",
  };
}

export function toCountryState(state: CountryStateFixture, scope: RequestScope): Json {
  const name = t(state.name, scope);
  return {
    id: state.id,
    countryId: state.countryId,
    shortCode: state.shortCode,
    name,
    position: state.position,
    active: true,
    customFields: null,
    translated: { name, customFields: {} },
    ...timestamps,
    apiAlias: "country_state",
  };
}

/** Shopware's sort of states: position, then name in the request's language. */
export function sortStates(states: Json[], scope: RequestScope): Json[] {
  return states.toSorted(
    (a, b) =>
      (a.position as number) - (b.position as number) ||
      String(a.name).localeCompare(String(b.name), scope.locale, { sensitivity: "base" }),
  );
}

/** A country; `states` stays null unless the criteria asked for the association (as in Shopware). */
export function toCountry(country: CountryFixture, scope: RequestScope, withStates = false): Json {
  const name = t(country.name, scope);
  const tax = { enabled: false, currencyId: country.currencyId, amount: 0 };
  return {
    id: country.id,
    name,
    iso: country.iso,
    position: country.position,
    active: true,
    shippingAvailable: true,
    iso3: country.iso3,
    displayStateInRegistration: country.displayStateInRegistration,
    forceStateInRegistration: false,
    checkVatIdPattern: false,
    vatIdRequired: false,
    vatIdPattern: country.vatIdPattern,
    customFields: null,
    customerTax: tax,
    companyTax: tax,
    postalCodeRequired: true,
    checkPostalCodePattern: true,
    checkAdvancedPostalCodePattern: false,
    advancedPostalCodePattern: null,
    addressFormat,
    defaultPostalCodePattern: country.postalCodePattern,
    isEu: country.isEu,
    translated: { name, addressFormat, customFields: {} },
    states: withStates
      ? sortStates(
          statesOfCountry(country.id).map((state) => toCountryState(state, scope)),
          scope,
        )
      : null,
    ...timestamps,
    apiAlias: "country",
  };
}

export function toSalutation(salutation: SalutationFixture, scope: RequestScope): Json {
  const displayName = t(salutation.displayName, scope);
  const letterName = t(salutation.letterName, scope);
  return {
    id: salutation.id,
    salutationKey: salutation.salutationKey,
    displayName,
    letterName,
    position: salutation.position,
    customFields: null,
    translated: { displayName, letterName, customFields: {} },
    ...timestamps,
    apiAlias: "salutation",
  };
}

export function toPaymentMethod(method: PaymentMethodFixture, scope: RequestScope): Json {
  const name = t(method.name, scope);
  const description = t(method.description, scope);
  return {
    id: method.id,
    name,
    distinguishableName: name,
    description,
    position: method.position,
    active: true,
    afterOrderEnabled: true,
    // Shopware's runtime flags of the payment handler.
    synchronous: method.flow === "sync",
    asynchronous: method.flow === "async",
    customFields: null,
    mediaId: null,
    technicalName: method.technicalName,
    shortName: method.shortName,
    translated: { name, distinguishableName: name, description, customFields: {} },
    media: null,
    ...timestamps,
    apiAlias: "payment_method",
  };
}

/** Shopware's `ShippingMethodPriceEntity.calculation`: the row applies by the cart's goods total. */
const CALCULATION_BY_PRICE = 2;

/**
 * A shipping method's price matrix (the `prices` association) for one shipping country: Shopware's rows of
 * `ShippingMethodPriceEntity`, by goods total (`calculation` 2), with a price per currency. The rate up to
 * the free-shipping threshold, then 0; one row when shipping is never free. The thresholds are in the
 * default currency (CHF), as the cart compares them (`cart/deliveries.ts`). A real shop's rows carry the
 * rule of their country (`ruleId`, matched against the context's `ruleIds`); the emulator has no rule
 * builder and answers the rows of the session's country without a rule.
 */
export function toShippingMethodPrices(method: ShippingMethodFixture, countryIso: string): Json[] {
  const rate = shippingRate(method, countryIso, currencies.EUR.factor);
  const standardRate = taxRules[0]!.taxRate;
  const row = (index: number, grossChf: number, quantityStart: number, quantityEnd: number | null): Json => ({
    id: fixtureId(`shipping-method-price:${method.technicalName}:${countryIso}:${index}`),
    shippingMethodId: method.id,
    ruleId: null,
    calculation: CALCULATION_BY_PRICE,
    calculationRuleId: null,
    quantityStart,
    quantityEnd,
    currencyPrice: Object.values(currencies).map((currency) => {
      const gross = round(grossChf * currency.factor, currency.itemRounding);
      return {
        currencyId: currency.id,
        gross,
        net: round(gross / (1 + standardRate / 100), currency.itemRounding),
        linked: false,
        listPrice: null,
        percentage: null,
        regulationPrice: null,
        extensions: [],
        apiAlias: "price",
      };
    }),
    customFields: null,
    ...timestamps,
    apiAlias: "shipping_method_price",
  });
  const free = rate.freeFromChf;
  if (free === null || rate.grossChf === 0) return [row(0, rate.grossChf, 0, null)];
  // The ranges meet at the threshold: both rows match there, and the cheaper one wins (Shopware's order).
  return [row(0, rate.grossChf, 0, free), row(1, 0, free, null)];
}

/** A shipping method; `prices` is its price matrix when the criteria asked for it, else null as unloaded. */
export function toShippingMethod(
  method: ShippingMethodFixture,
  scope: RequestScope,
  prices: Json[] | null = null,
): Json {
  const name = t(method.name, scope);
  const description = t(method.description, scope);
  const delivery = deliveryTimeById(method.deliveryTimeId) ?? deliveryTime;
  const deliveryName = t(delivery.name, scope);
  return {
    id: method.id,
    name,
    technicalName: method.technicalName,
    active: true,
    position: method.position,
    customFields: null,
    mediaId: null,
    deliveryTimeId: method.deliveryTimeId,
    taxType: "auto",
    description,
    trackingUrl: method.trackingUrl,
    translated: { name, description, trackingUrl: method.trackingUrl, customFields: {} },
    deliveryTime: {
      id: delivery.id,
      name: deliveryName,
      min: delivery.min,
      max: delivery.max,
      unit: delivery.unit,
      customFields: null,
      translated: { name: deliveryName, customFields: {} },
      ...timestamps,
      apiAlias: "delivery_time",
    },
    prices,
    media: null,
    tags: null,
    tax: null,
    ...timestamps,
    apiAlias: "shipping_method",
  };
}

export function toCustomerGroup(group: CustomerGroupFixture, scope: RequestScope): Json {
  const name = t(group.name, scope);
  return {
    id: group.id,
    name,
    displayGross: group.displayGross,
    registrationActive: false,
    registrationTitle: null,
    registrationIntroduction: null,
    registrationOnlyCompanyRegistration: null,
    registrationSeoMetaDescription: null,
    customFields: null,
    translated: { name, customFields: {} },
    ...timestamps,
    apiAlias: "customer_group",
  };
}

/**
 * The storefront's domains: one per language, `/fr-CH` for French. They are built on the request's origin
 * (which honours x-forwarded-host), unless the emulator was given a fixed storefront URL.
 */
export function toDomains(storefrontUrl: string, currencyId: string): Json[] {
  return locales.map((locale) => ({
    id: salesChannel.domainIds[locale],
    url: locale === "de-DE" ? storefrontUrl : `${storefrontUrl}/${locale}`,
    salesChannelId: salesChannel.id,
    languageId: languages[locale].id,
    currencyId,
    snippetSetId: salesChannel.snippetSetIds[locale],
    hreflangUseOnlyLocale: false,
    customFields: null,
    ...timestamps,
    apiAlias: "sales_channel_domain",
  }));
}

/** The sales channel entity: its stored defaults, not the shopper's current choices. */
export function toSalesChannel(scope: RequestScope, storefrontUrl: string): Json {
  const name = t(salesChannel.name, scope);
  return {
    id: salesChannel.id,
    typeId: salesChannel.typeId,
    languageId: languages["de-DE"].id,
    customerGroupId: salesChannel.customerGroupId,
    currencyId: defaultCurrency.id,
    paymentMethodId: paymentMethods.invoice.id,
    shippingMethodId: shippingMethods.standard.id,
    countryId: defaultCountry.id,
    navigationCategoryId: rootCategoryIds.main,
    navigationCategoryVersionId: LIVE_VERSION_ID,
    navigationCategoryDepth: salesChannel.navigationCategoryDepth,
    footerCategoryId: rootCategoryIds.footer,
    footerCategoryVersionId: LIVE_VERSION_ID,
    serviceCategoryId: rootCategoryIds.service,
    serviceCategoryVersionId: LIVE_VERSION_ID,
    mailHeaderFooterId: null,
    hreflangDefaultDomainId: salesChannel.domainIds["de-DE"],
    measurementUnits: { system: "metric", units: { length: "mm", weight: "kg" } },
    name,
    shortName: salesChannel.shortName,
    taxCalculationType: "horizontal",
    configuration: null,
    active: true,
    hreflangActive: true,
    maintenance: false,
    customFields: null,
    translated: { name, customFields: {} },
    domains: toDomains(storefrontUrl, defaultCurrency.id),
    ...timestamps,
    apiAlias: "sales_channel",
  };
}

/**
 * `GET /shop-settings` (6.7): the storefront-relevant system config of the sales channel. Values follow the
 * shop's setup (no double opt-in, salutation and phone shown, 24 products per page, CHF/Swiss wording).
 */
export function toShopSettings(scope: RequestScope): Json {
  return {
    general: {
      shopName: t(salesChannel.name, scope),
      metaAuthor: "Clarus AG",
      metaRobots: "index,follow",
      familyFriendly: true,
      showRevocationButton: false,
      apiAlias: "shop_settings_general",
    },
    contactForm: {
      firstNameFieldRequired: false,
      lastNameFieldRequired: false,
      phoneNumberFieldRequired: false,
      apiAlias: "shop_settings_contact_form",
    },
    loginRegistration: {
      passwordMinLength: 8,
      createCustomerAccountDefault: true,
      showSalutation: true,
      showTitleField: false,
      requireEmailConfirmation: false,
      requirePasswordConfirmation: false,
      doubleOptInRegistration: false,
      doubleOptInGuestOrder: false,
      showPhoneNumberField: true,
      phoneNumberFieldRequired: false,
      showBirthdayField: false,
      birthdayFieldRequired: false,
      showAccountTypeSelection: true,
      showAdditionalAddressField1: true,
      additionalAddressField1Required: false,
      showAdditionalAddressField2: false,
      additionalAddressField2Required: false,
      // Swiss addresses put the postal code before the city.
      addressInputFieldArrangement: "zip-city-state",
      allowCustomerDeletion: true,
      requireDataProtectionCheckbox: true,
      apiAlias: "shop_settings_login_registration",
    },
    cart: {
      maxQuantity: 100,
      lineItemAddLimit: 10,
      showDeliveryTime: true,
      showSubtotal: true,
      columnTaxInsteadUnitPrice: false,
      showCustomerComment: true,
      showTosCheckbox: true,
      openOffcanvasAfterAddToCart: true,
      wishlistEnabled: false,
      logoutGuestAfterCheckout: false,
      enableOrderRefunds: false,
      apiAlias: "shop_settings_cart",
    },
    listing: {
      productsPerPage: 24,
      allowBuyInListing: true,
      showReview: true,
      reviewsPerPage: 10,
      disableEmptyFilterOptions: false,
      markAsNew: 30,
      hideCloseoutProductsWhenOutOfStock: false,
      showVariantOptionInSearchSuggestionResult: true,
      findBestVariant: true,
      autoplayVideoInListing: false,
      beforeListPriceSnippetKey: "",
      afterListPriceSnippetKey: "",
      apiAlias: "shop_settings_listing",
    },
    newsletter: {
      doubleOptIn: true,
      doubleOptInRegistered: false,
      apiAlias: "shop_settings_newsletter",
    },
    apiAlias: "shop_settings",
  };
}
