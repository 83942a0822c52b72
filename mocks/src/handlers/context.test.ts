import { describe, expect, it } from "vitest";
import { fixtureIds, languageIds } from "../fixtures/index.ts";
import { createTestEmulator, type TestEmulator } from "../node.ts";
import { CUSTOMER_ADDRESS_STORE } from "./context.ts";

const fr = languageIds["fr-CH"];
const de = languageIds["de-DE"];

async function patch(emulator: TestEmulator, json: unknown, token = "shopper", languageId?: string) {
  return emulator.request("/context", { method: "PATCH", token, json, languageId });
}

async function context(emulator: TestEmulator, token = "shopper", languageId?: string) {
  const response = await emulator.request("/context", { token, languageId });
  expect(response.status).toBe(200);
  return response.json();
}

describe("GET /context", () => {
  it("describes a new guest with the sales channel's defaults", async () => {
    const body = await context(createTestEmulator());
    expect(body).toMatchObject({
      customer: null,
      currency: { isoCode: "CHF", factor: 1 },
      paymentMethod: { id: fixtureIds.paymentMethod, technicalName: "payment_invoice" },
      shippingMethod: { id: fixtureIds.shippingMethod, deliveryTime: { min: 1, max: 3, unit: "day" } },
      shippingLocation: { country: { iso: "CH" }, state: null, address: null },
      context: {
        currencyId: fixtureIds.currencies.CHF,
        currencyFactor: 1,
        languageIdChain: [de],
        taxState: "gross",
      },
      itemRounding: { decimals: 2, interval: 0.01 },
      totalRounding: { decimals: 2, interval: 0.05 },
      languageInfo: { name: "Deutsch", localeCode: "de-DE" },
    });
  });
});

describe("PATCH /context", () => {
  it("keeps the token and reflects currency, country, canton, payment and shipping method", async () => {
    const emulator = createTestEmulator();
    const response = await patch(emulator, {
      currencyId: fixtureIds.currencies.EUR,
      countryId: fixtureIds.countries.CH,
      countryStateId: fixtureIds.countryStates["CH-VD"],
      paymentMethodId: fixtureIds.paymentMethods.creditCard,
      shippingMethodId: fixtureIds.shippingMethods.express,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("sw-context-token")).toBe("shopper");
    expect(await response.json()).toEqual({ redirectUrl: null, apiAlias: "array_struct" });

    const body = await context(emulator, "shopper", fr);
    expect(body.currency).toMatchObject({ isoCode: "EUR", factor: 1.06, symbol: "€" });
    expect(body.context).toMatchObject({ currencyId: fixtureIds.currencies.EUR, currencyFactor: 1.06 });
    // Euro totals are not rounded to 5 Rappen.
    expect(body.totalRounding).toMatchObject({ interval: 0.01 });
    expect(body.shippingLocation.state).toMatchObject({
      shortCode: "CH-VD",
      name: "Vaud",
      apiAlias: "country_state",
    });
    expect(body.paymentMethod).toMatchObject({
      name: "Carte de crédit",
      technicalName: "payment_credit_card",
    });
    expect(body.shippingMethod).toMatchObject({
      name: "Envoi express (Poste)",
      deliveryTime: { name: "1 jour", min: 1, max: 1 },
    });
    // Another token is untouched.
    expect((await context(emulator, "someone-else")).currency.isoCode).toBe("CHF");
  });

  it("answers the new language's domain as redirectUrl when the language changes", async () => {
    const emulator = createTestEmulator({ storefrontUrl: "https://www.clarus.ch/" });
    expect(await (await patch(emulator, { languageId: fr })).json()).toEqual({
      redirectUrl: "https://www.clarus.ch/fr-CH",
      apiAlias: "array_struct",
    });
    // Same language again: nothing to redirect to.
    expect((await (await patch(emulator, { languageId: fr })).json()).redirectUrl).toBeNull();
    expect((await (await patch(emulator, { languageId: de })).json()).redirectUrl).toBe(
      "https://www.clarus.ch",
    );
  });

  it("compares with the request's language, so sw-language-id counts as the current one", async () => {
    const emulator = createTestEmulator();
    expect(
      (await (await patch(emulator, { languageId: fr }, "header-fr", fr)).json()).redirectUrl,
    ).toBeNull();
  });

  it("drops a canton that does not belong to a newly chosen country", async () => {
    const emulator = createTestEmulator();
    await patch(emulator, { countryStateId: fixtureIds.countryStates["CH-ZH"] });
    await patch(emulator, { countryId: fixtureIds.countries.DE });
    const body = await context(emulator);
    expect(body.shippingLocation).toMatchObject({ country: { iso: "DE" }, state: null });
  });

  it("resets a field to the sales channel's default with null", async () => {
    const emulator = createTestEmulator();
    await patch(emulator, {
      currencyId: fixtureIds.currencies.EUR,
      countryStateId: fixtureIds.countryStates["CH-BE"],
    });
    await patch(emulator, { currencyId: null, countryStateId: null });
    const body = await context(emulator);
    expect(body.currency.isoCode).toBe("CHF");
    expect(body.shippingLocation.state).toBeNull();
  });

  it("answers 400 VIOLATION::ENTITY_DOES_NOT_EXISTS for every unknown id, and changes nothing", async () => {
    const emulator = createTestEmulator();
    const response = await patch(emulator, {
      currencyId: fixtureIds.currencies.EUR,
      paymentMethodId: "a".repeat(32),
      countryId: "b".repeat(32),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual([
      {
        status: "400",
        code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
        title: "Constraint violation error",
        detail: `The payment_method entity with id "${"a".repeat(32)}" does not exist.`,
        source: { pointer: "/paymentMethodId" },
        meta: { parameters: { "{{ entity }}": "payment_method", "{{ id }}": "a".repeat(32) } },
      },
      expect.objectContaining({
        code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
        source: { pointer: "/countryId" },
      }),
    ]);
    expect((await context(emulator)).currency.isoCode).toBe("CHF");
  });

  it("answers 400 VIOLATION::INVALID_TYPE_ERROR for ids that are not strings", async () => {
    const response = await patch(createTestEmulator(), { currencyId: 5, countryId: ["CH"] });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([
      expect.objectContaining({
        code: "VIOLATION::INVALID_TYPE_ERROR",
        source: { pointer: "/currencyId" },
        meta: { parameters: { "{{ value }}": "5", "{{ type }}": "string" } },
      }),
      expect.objectContaining({ code: "VIOLATION::INVALID_TYPE_ERROR", source: { pointer: "/countryId" } }),
    ]);
  });

  it("refuses address ids from a guest with 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN", async () => {
    for (const field of ["billingAddressId", "shippingAddressId"]) {
      const response = await patch(createTestEmulator(), { [field]: "a".repeat(32) });
      expect(response.status).toBe(403);
      expect((await response.json()).errors[0]).toMatchObject({
        status: "403",
        code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
        detail: "Customer is not logged in.",
      });
    }
  });

  it("lets a logged-in customer choose only their own addresses", async () => {
    const emulator = createTestEmulator();
    emulator.state.update("customer-token", { customerId: "c".repeat(32) });
    const addresses = emulator.state.store<{ customerId: string }>(CUSTOMER_ADDRESS_STORE);
    addresses.set("1".repeat(32), { customerId: "c".repeat(32) });
    addresses.set("2".repeat(32), { customerId: "d".repeat(32) });
    expect((await patch(emulator, { billingAddressId: "1".repeat(32) }, "customer-token")).status).toBe(200);
    expect(emulator.state.session("customer-token").billingAddressId).toBe("1".repeat(32));
    const foreign = await patch(emulator, { shippingAddressId: "2".repeat(32) }, "customer-token");
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).errors[0]).toMatchObject({
      code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
      source: { pointer: "/shippingAddressId" },
    });
  });

  it("ignores an empty or unreadable body", async () => {
    const emulator = createTestEmulator();
    expect((await patch(emulator, {})).status).toBe(200);
    const request = emulator.buildRequest("/context", { method: "PATCH", token: "shopper" });
    const response = await emulator.handle(
      new Request(request.url, { method: "PATCH", headers: request.headers, body: "{not json" }),
    );
    expect(response?.status).toBe(200);
    expect(emulator.state.sessions.size).toBe(0);
  });
});
