import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { countryStates, currencyIds, fixtureIds, languageIds } from "../fixtures/index.ts";
import { createTestEmulator, type StoreApiRequestInit, type TestEmulator } from "../node.ts";

const fr = languageIds["fr-CH"];

type SearchResult = {
  entity: string;
  total: number;
  page: number;
  limit: number | null;
  elements: Array<Record<string, unknown>>;
  apiAlias: string;
};

async function list(path: string, init?: StoreApiRequestInit, emulator: TestEmulator = createTestEmulator()) {
  const response = await emulator.request(path, init);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResult;
}

const compressed = (criteria: unknown) => gzipSync(JSON.stringify(criteria)).toString("base64url");
const pluck = (result: SearchResult, field: string) => result.elements.map((element) => element[field]);

describe("/country", () => {
  it("lists the delivery countries, Switzerland first, the neighbours by name", async () => {
    const german = await list("/country", { json: {} });
    expect(german).toMatchObject({ entity: "country", total: 6, apiAlias: "dal_entity_search_result" });
    expect(pluck(german, "iso")).toEqual(["CH", "LI", "DE", "FR", "IT", "AT"]);
    expect(pluck(german, "name")).toEqual([
      "Schweiz",
      "Liechtenstein",
      "Deutschland",
      "Frankreich",
      "Italien",
      "Österreich",
    ]);
    const french = await list("/country", { json: {}, languageId: fr });
    expect(pluck(french, "name")).toEqual([
      "Suisse",
      "Liechtenstein",
      "Allemagne",
      "Autriche",
      "France",
      "Italie",
    ]);
    expect(german.elements[0]).toMatchObject({
      id: fixtureIds.countries.CH,
      displayStateInRegistration: true,
      isEu: false,
      states: null,
    });
  });

  it("loads the cantons with associations.states", async () => {
    const result = await list("/country", {
      json: { associations: { states: {} }, filter: [{ type: "equals", field: "iso", value: "CH" }] },
    });
    expect(result.total).toBe(1);
    const states = result.elements[0]!.states as Array<Record<string, unknown>>;
    expect(states).toHaveLength(26);
    expect(states[0]).toMatchObject({ shortCode: "CH-AG", name: "Aargau" });
  });

  it("pages and trims with criteria, also as GET _criteria", async () => {
    const criteria = { limit: 2, page: 2, includes: { country: ["iso"] } };
    for (const result of [
      await list("/country", { json: criteria }),
      await list(`/country?_criteria=${compressed(criteria)}`),
    ]) {
      expect(result).toMatchObject({ total: 6, page: 2, limit: 2 });
      expect(result.elements).toEqual([
        { iso: "DE", apiAlias: "country" },
        { iso: "FR", apiAlias: "country" },
      ]);
    }
  });
});

describe("/country-state/{countryId}", () => {
  it("lists the 26 cantons with ISO codes, sorted by name in the request's language", async () => {
    const german = await list(`/country-state/${fixtureIds.countries.CH}`, { json: {} });
    expect(german).toMatchObject({ entity: "country_state", total: 26 });
    expect(new Set(pluck(german, "shortCode"))).toEqual(
      new Set(countryStates.map((state) => state.shortCode)),
    );
    expect(pluck(german, "shortCode")).toContain("CH-ZH");
    expect(pluck(german, "name").slice(0, 3)).toEqual([
      "Aargau",
      "Appenzell Ausserrhoden",
      "Appenzell Innerrhoden",
    ]);
    const french = await list(`/country-state/${fixtureIds.countries.CH}`, { languageId: fr });
    const geneva = french.elements.find((state) => state.shortCode === "CH-GE");
    expect(geneva).toMatchObject({
      name: "Genève",
      translated: { name: "Genève" },
      countryId: fixtureIds.countries.CH,
    });
    // "Zurich" sorts after "Vaud" and "Valais" in French, as the collation says.
    expect(pluck(french, "name").at(-1)).toBe("Zurich");
  });

  it("filters by short code", async () => {
    const result = await list(`/country-state/${fixtureIds.countries.CH}`, {
      json: { filter: [{ type: "equalsAny", field: "shortCode", value: ["CH-BS", "CH-BL"] }] },
    });
    expect(pluck(result, "name").toSorted()).toEqual(["Basel-Landschaft", "Basel-Stadt"]);
  });

  it("has no states for a country without them", async () => {
    expect((await list(`/country-state/${fixtureIds.countries.DE}`, { json: {} })).total).toBe(0);
    expect((await list(`/country-state/${"0".repeat(32)}`)).total).toBe(0);
  });
});

describe("/salutation", () => {
  it("lists mr, mrs and not_specified in German and French", async () => {
    const german = await list("/salutation", { json: {} });
    expect(german.entity).toBe("salutation");
    expect(german.elements.map(({ salutationKey, displayName }) => [salutationKey, displayName])).toEqual([
      ["mr", "Herr"],
      ["mrs", "Frau"],
      ["not_specified", "Keine Angabe"],
    ]);
    const french = await list("/salutation", { languageId: fr });
    expect(pluck(french, "displayName")).toEqual(["Monsieur", "Madame", "Non spécifié"]);
    expect(french.elements[0]).toMatchObject({ id: fixtureIds.salutations.mr, letterName: "Monsieur" });
  });
});

describe("/payment-method", () => {
  it("lists every active method by position, the current one first", async () => {
    const result = await list("/payment-method", { json: {} });
    expect(result.entity).toBe("payment_method");
    expect(pluck(result, "technicalName")).toEqual([
      "payment_invoice",
      "payment_twint",
      "payment_credit_card",
      "payment_postfinance_card",
      "payment_prepayment",
    ]);
    expect(result.elements[1]).toMatchObject({
      name: "TWINT",
      description: "Bequem mit der TWINT-App auf dem Smartphone bezahlen.",
      media: null,
      apiAlias: "payment_method",
    });
    const emulator = createTestEmulator();
    await emulator.request("/context", {
      method: "PATCH",
      token: "t",
      json: { paymentMethodId: fixtureIds.paymentMethods.prepayment },
    });
    const preferred = await list("/payment-method", { json: {}, token: "t", languageId: fr }, emulator);
    expect(pluck(preferred, "name").slice(0, 2)).toEqual(["Paiement anticipé", "Facture"]);
  });

  it("with onlyAvailable drops what the context's country or currency rules out", async () => {
    expect((await list("/payment-method", { json: { onlyAvailable: true } })).total).toBe(5);
    const emulator = createTestEmulator();
    await emulator.request("/context", {
      method: "PATCH",
      token: "eur-de",
      json: { currencyId: fixtureIds.currencies.EUR, countryId: fixtureIds.countries.DE },
    });
    const available = await list(
      "/payment-method",
      { json: { onlyAvailable: true }, token: "eur-de" },
      emulator,
    );
    expect(pluck(available, "technicalName")).toEqual(["payment_credit_card", "payment_prepayment"]);
    // Without the flag everything stays listed; GET takes it as a query parameter.
    expect((await list("/payment-method", { json: {}, token: "eur-de" }, emulator)).total).toBe(5);
    expect((await list("/payment-method?onlyAvailable=1", { token: "eur-de" }, emulator)).total).toBe(2);
  });
});

describe("/shipping-method", () => {
  it("lists Post standard, Post express and pickup in Volketswil with their delivery times", async () => {
    const result = await list("/shipping-method", { json: {} });
    expect(result.entity).toBe("shipping_method");
    expect(
      result.elements.map(({ name, deliveryTime }) => [name, (deliveryTime as { name: string }).name]),
    ).toEqual([
      ["Standardversand (Post)", "1-3 Tage"],
      ["Expressversand (Post)", "1 Tag"],
      ["Abholung in Volketswil", "1-2 Tage"],
    ]);
    const french = await list("/shipping-method", { languageId: fr });
    expect(pluck(french, "name")).toEqual([
      "Envoi standard (Poste)",
      "Envoi express (Poste)",
      "Retrait à Volketswil",
    ]);
  });

  it("with ?onlyAvailable drops express outside Switzerland and Liechtenstein", async () => {
    const emulator = createTestEmulator();
    expect((await list("/shipping-method?onlyAvailable=true", { json: {} }, emulator)).total).toBe(3);
    await emulator.request("/context", {
      method: "PATCH",
      token: "at",
      json: { countryId: fixtureIds.countries.AT },
    });
    const available = await list("/shipping-method?onlyAvailable=true", { json: {}, token: "at" }, emulator);
    expect(pluck(available, "technicalName")).toEqual(["shipping_standard", "shipping_pickup_volketswil"]);
  });

  it("answers each method's price matrix for the session's country with associations.prices", async () => {
    type Row = {
      calculation: number;
      quantityStart: number;
      quantityEnd: number | null;
      currencyPrice: { currencyId: string; gross: number; net: number }[];
    };
    const rows = (result: SearchResult, technicalName: string) =>
      (result.elements.find((method) => method.technicalName === technicalName)!.prices as Row[]).map(
        (row) => [
          row.calculation,
          row.quantityStart,
          row.quantityEnd,
          ...row.currencyPrice.map(({ currencyId, gross, net }) => [
            currencyId === currencyIds.CHF ? "CHF" : "EUR",
            gross,
            net,
          ]),
        ],
      );
    const emulator = createTestEmulator();
    expect(pluck(await list("/shipping-method", { json: {} }, emulator), "prices")).toEqual([
      null,
      null,
      null,
    ]);

    const swiss = await list("/shipping-method", { json: { associations: { prices: {} } } }, emulator);
    // CHF 9.90 up to CHF 60 of goods, then free; EUR at the factor 1.06; net at 8.1 %.
    expect(rows(swiss, "shipping_standard")).toEqual([
      [2, 0, 60, ["CHF", 9.9, 9.16], ["EUR", 10.49, 9.7]],
      [2, 60, null, ["CHF", 0, 0], ["EUR", 0, 0]],
    ]);
    expect(rows(swiss, "shipping_express")).toEqual([
      [2, 0, null, ["CHF", 19.5, 18.04], ["EUR", 20.67, 19.12]],
    ]);
    expect(rows(swiss, "shipping_pickup_volketswil")).toEqual([[2, 0, null, ["CHF", 0, 0], ["EUR", 0, 0]]]);

    await emulator.request("/context", {
      method: "PATCH",
      token: "de",
      json: { countryId: fixtureIds.countries.DE },
    });
    const german = await list(
      "/shipping-method",
      { json: { associations: { prices: {} } }, token: "de" },
      emulator,
    );
    // EUR 24.90, free from EUR 150: the thresholds in CHF (150 / 1.06).
    const [belowThreshold, fromThreshold] = rows(german, "shipping_standard");
    expect(belowThreshold).toEqual([2, 0, 150 / 1.06, ["CHF", 23.49, 21.73], ["EUR", 24.9, 23.03]]);
    expect(fromThreshold?.slice(0, 3)).toEqual([2, 150 / 1.06, null]);
  });

  it("puts the context's method first", async () => {
    const emulator = createTestEmulator();
    await emulator.request("/context", {
      method: "PATCH",
      token: "pickup",
      json: { shippingMethodId: fixtureIds.shippingMethods.pickup },
    });
    const result = await list("/shipping-method", { token: "pickup" }, emulator);
    expect(pluck(result, "id")).toEqual([
      fixtureIds.shippingMethods.pickup,
      fixtureIds.shippingMethods.standard,
      fixtureIds.shippingMethods.express,
    ]);
  });
});

describe("/language and /currency", () => {
  it("lists both languages and both currencies", async () => {
    expect(pluck(await list("/language"), "name")).toEqual(["Deutsch", "Français"]);
    const response = await createTestEmulator().request("/currency", { json: {}, languageId: fr });
    const currencies = (await response.json()) as Array<Record<string, unknown>>;
    expect(currencies.map(({ isoCode, name }) => [isoCode, name])).toEqual([
      ["CHF", "Franc suisse"],
      ["EUR", "Euro"],
    ]);
  });
});

describe("GET /shop-settings", () => {
  it("answers the shop's settings", async () => {
    const response = await createTestEmulator().request("/shop-settings", { languageId: fr });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      apiAlias: "shop_settings",
      general: { shopName: "Boutique en ligne Clarus" },
      loginRegistration: { addressInputFieldArrangement: "zip-city-state", showSalutation: true },
      listing: { productsPerPage: 24 },
    });
  });
});
