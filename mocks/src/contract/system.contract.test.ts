/**
 * Contract of the system and context endpoints (and of the answers the operator switches force): every
 * variant validates against Shopware's OpenAPI schema, minus the deviations in deviations.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureIds, languageIds } from "../fixtures/index.ts";
import { createTestEmulator, type StoreApiRequestInit } from "../node.ts";
import { compressed, expectContract, type ContractCase } from "./cases.ts";
import { createContractValidator, type ContractValidator } from "./openapi.ts";

const fr = languageIds["fr-CH"];
const ch = fixtureIds.countries.CH;
const patchContext = (json: unknown): { path: string; init: StoreApiRequestInit } => ({
  path: "/context",
  init: { method: "PATCH", json },
});

const context: ContractCase["operation"] = ["get", "/context"];
const switchContext: ContractCase["operation"] = ["patch", "/context"];
const country: ContractCase["operation"] = ["post", "/country"];
const countryState: ContractCase["operation"] = ["post", "/country-state/{countryId}"];
const salutation: ContractCase["operation"] = ["post", "/salutation"];
const paymentMethod: ContractCase["operation"] = ["post", "/payment-method"];
const shippingMethod: ContractCase["operation"] = ["post", "/shipping-method"];

const cases: ContractCase[] = [
  // Context
  {
    name: "GET /context with canton, express shipping and TWINT",
    operation: context,
    path: "/context",
    init: { token: "contract-canton" },
    before: [
      patchContext({
        countryStateId: fixtureIds.countryStates["CH-ZH"],
        shippingMethodId: fixtureIds.shippingMethods.express,
        paymentMethodId: fixtureIds.paymentMethods.twint,
      }),
    ],
    status: 200,
  },
  {
    name: "GET /context in EUR for Germany, in French",
    operation: context,
    path: "/context",
    init: { token: "contract-eur", languageId: fr },
    before: [patchContext({ currencyId: fixtureIds.currencies.EUR, countryId: fixtureIds.countries.DE })],
    status: 200,
  },
  {
    name: "GET /context with sw-currency-id",
    operation: context,
    path: "/context",
    init: { headers: { "sw-currency-id": fixtureIds.currencies.EUR } },
    status: 200,
  },
  {
    name: "GET /context with a malformed sw-currency-id",
    operation: context,
    path: "/context",
    init: { headers: { "sw-currency-id": "EUR" } },
    status: 412,
  },
  {
    name: "GET /context with an unknown sw-currency-id",
    operation: context,
    path: "/context",
    init: { headers: { "sw-currency-id": "9".repeat(32) } },
    status: 404,
  },
  {
    name: "PATCH /context language change (redirectUrl)",
    operation: switchContext,
    path: "/context",
    init: { method: "PATCH", json: { languageId: fr } },
    status: 200,
  },
  {
    name: "PATCH /context every switchable id",
    operation: switchContext,
    path: "/context",
    init: {
      method: "PATCH",
      json: {
        currencyId: fixtureIds.currencies.EUR,
        countryId: ch,
        countryStateId: fixtureIds.countryStates["CH-GE"],
        paymentMethodId: fixtureIds.paymentMethods.postFinance,
        shippingMethodId: fixtureIds.shippingMethods.pickup,
      },
    },
    status: 200,
  },
  {
    name: "PATCH /context null resets",
    operation: switchContext,
    path: "/context",
    init: { method: "PATCH", json: { currencyId: null, countryStateId: null } },
    status: 200,
  },
  {
    name: "PATCH /context unknown ids",
    operation: switchContext,
    path: "/context",
    init: { method: "PATCH", json: { shippingMethodId: "1".repeat(32), countryStateId: "2".repeat(32) } },
    status: 400,
  },
  {
    name: "PATCH /context ids of the wrong type",
    operation: switchContext,
    path: "/context",
    init: { method: "PATCH", json: { currencyId: 5, paymentMethodId: true } },
    status: 400,
  },
  {
    name: "PATCH /context shipping address as guest",
    operation: switchContext,
    path: "/context",
    init: { method: "PATCH", json: { shippingAddressId: "3".repeat(32) } },
    status: 403,
  },

  // Countries and states
  { name: "POST /country", operation: country, path: "/country", init: { json: {} }, status: 200 },
  {
    name: "POST /country with states, in French",
    operation: country,
    path: "/country",
    init: { json: { associations: { states: {} } }, languageId: fr },
    status: 200,
  },
  {
    name: "GET /country with _criteria (filter, paging, includes)",
    operation: ["get", "/country"],
    path: `/country?_criteria=${compressed({
      filter: [{ type: "equals", field: "isEu", value: true }],
      limit: 2,
      includes: { country: ["id", "name", "addressFormat", "iso"] },
    })}`,
    status: 200,
  },
  {
    name: "POST /country-state/{CH}",
    operation: countryState,
    path: `/country-state/${ch}`,
    init: { json: {} },
    status: 200,
  },
  {
    name: "GET /country-state/{CH} in French, paged",
    operation: ["get", "/country-state/{countryId}"],
    path: `/country-state/${ch}?limit=5&page=2`,
    init: { languageId: fr },
    status: 200,
  },
  {
    name: "POST /country-state of a country without states",
    operation: countryState,
    path: `/country-state/${fixtureIds.countries.IT}`,
    init: { json: {} },
    status: 200,
  },

  // Salutations
  { name: "POST /salutation", operation: salutation, path: "/salutation", init: { json: {} }, status: 200 },
  {
    name: "GET /salutation in French",
    operation: ["get", "/salutation"],
    path: "/salutation",
    init: { languageId: fr },
    status: 200,
  },

  // Payment and shipping methods
  {
    name: "POST /payment-method",
    operation: paymentMethod,
    path: "/payment-method",
    init: { json: {} },
    status: 200,
  },
  {
    name: "POST /payment-method onlyAvailable in EUR",
    operation: paymentMethod,
    path: "/payment-method",
    init: { json: { onlyAvailable: true }, token: "contract-pay" },
    before: [patchContext({ currencyId: fixtureIds.currencies.EUR })],
    status: 200,
  },
  {
    name: "GET /payment-method in French",
    operation: ["get", "/payment-method"],
    path: "/payment-method?onlyAvailable=1",
    init: { languageId: fr },
    status: 200,
  },
  {
    name: "POST /shipping-method",
    operation: shippingMethod,
    path: "/shipping-method",
    init: { json: {} },
    status: 200,
  },
  {
    name: "POST /shipping-method with the price matrix (associations.prices), for Germany",
    operation: shippingMethod,
    path: "/shipping-method?onlyAvailable=true",
    init: { json: { associations: { prices: {} } }, token: "contract-ship-prices" },
    before: [patchContext({ countryId: fixtureIds.countries.DE })],
    status: 200,
  },
  {
    name: "POST /shipping-method?onlyAvailable for Austria",
    operation: shippingMethod,
    path: "/shipping-method?onlyAvailable=true",
    init: { json: {}, token: "contract-ship", languageId: fr },
    before: [patchContext({ countryId: fixtureIds.countries.AT })],
    status: 200,
  },
  {
    name: "GET /shipping-method with includes",
    operation: ["get", "/shipping-method"],
    path: `/shipping-method?_criteria=${compressed({ includes: { shipping_method: ["id", "name", "technicalName", "deliveryTimeId", "deliveryTime"], delivery_time: ["id", "name", "min", "max", "unit"] } })}`,
    status: 200,
  },

  // Shop settings
  { name: "GET /shop-settings", operation: ["get", "/shop-settings"], path: "/shop-settings", status: 200 },
  {
    name: "GET /shop-settings in French",
    operation: ["get", "/shop-settings"],
    path: "/shop-settings",
    init: { languageId: fr },
    status: 200,
  },

  // Answers forced by the operator switches
  {
    name: "injected 503",
    operation: country,
    path: "/country",
    init: { json: {} },
    switches: { rules: "/country=503" },
    status: 503,
  },
  {
    name: "injected 500",
    operation: context,
    path: "/context",
    switches: { rules: "GET /context=500" },
    status: 500,
  },
  {
    name: "injected 429",
    operation: paymentMethod,
    path: "/payment-method",
    init: { json: {} },
    switches: { rules: "/payment-method=429:30" },
    status: 429,
  },
  {
    name: "maintenance through setSwitches",
    operation: switchContext,
    path: "/context",
    init: { method: "PATCH", json: { languageId: fr } },
    switches: { maintenance: true },
    status: 503,
  },
  // Sitemap and snippets
  {
    name: "GET /sitemap in French",
    operation: ["get", "/sitemap"],
    path: "/sitemap",
    init: { languageId: fr },
    status: 200,
    expect: (body) => expect(JSON.stringify(body)).toContain("-sitemap-fr-ch-1.xml.gz"),
  },
  {
    name: "GET /snippet of the context language",
    operation: ["get", "/snippet"],
    path: "/snippet",
    status: 200,
    expect: (body) => expect(JSON.stringify(body)).toContain("headless.1ogG8C"),
  },
  {
    name: "GET /snippet by prefix for both languages",
    operation: ["get", "/snippet"],
    path: `/snippet?prefixes=headless&languageIds=${languageIds["de-DE"]},${fr}`,
    status: 200,
    expect: (body) => {
      const sets = body.sets as { locale: string; snippets: Record<string, string> }[];
      expect(sets.map((set) => set.locale)).toEqual(["de-DE", "fr-CH"]);
      expect(Object.keys(sets[1]!.snippets)).toEqual(["headless.1ogG8C"]);
    },
  },
];

describe("System and context contract (Shopware's OpenAPI schema)", () => {
  let validator: ContractValidator;
  beforeAll(() => {
    validator = createContractValidator();
  });

  it.each(cases)("$name", (contractCase) => expectContract(validator, contractCase));

  it("a malformed answer is caught as invalid JSON, not as a schema violation", async () => {
    const emulator = createTestEmulator({ switches: { rules: "/salutation=malformed" } });
    const response = await emulator.request("/salutation", { json: {} });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });
});
