// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient, type StoreApiClient } from "@shop/store-api";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, fixtureIds, languageIds } from "@shop/mocks";
import { registrations } from "@shop/mocks/fixtures";
import { productFixture } from "@shop/mocks/stories";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import { guestFormRules, orderFormRules, type CheckoutCountry } from "./checkout.ts";
import {
  cartHasDownloads,
  checkoutAction,
  readCheckoutPage,
  type CheckoutConfirm,
} from "./checkout.server.ts";
import { toRegistration as toGuestRegistration } from "./registration.server.ts";
import { validate } from "./forms/rules.ts";

const ch: CheckoutCountry = {
  id: "c".repeat(32),
  name: "Schweiz",
  iso: "CH",
  zipPattern: "\\d{4}",
  states: [{ id: "z".repeat(32), name: "Zürich" }],
};
const de: CheckoutCountry = {
  id: "d".repeat(32),
  name: "Deutschland",
  iso: "DE",
  zipPattern: "\\d{5}",
  states: [],
};
const countries = [ch, de];

const guest = {
  accountType: "private",
  firstName: "Anna",
  lastName: "Muster",
  email: "anna@example.ch",
  "billingAddress.street": "Bahnhofstrasse 1",
  "billingAddress.zipcode": "8604",
  "billingAddress.city": "Volketswil",
  "billingAddress.countryId": ch.id,
  "billingAddress.countryStateId": "z".repeat(32),
  acceptedDataProtection: "on",
};

describe("the guest form", () => {
  it("a complete private guest has no problems", () => {
    expect(validate(guestFormRules(guest, countries), guest)).toEqual({});
  });
  it("checks the postal code by the chosen country, and business fields only for business", () => {
    const values = { ...guest, "billingAddress.countryId": de.id, accountType: "business" };
    expect(validate(guestFormRules(values, countries), values)).toEqual({
      "billingAddress.zipcode": { rule: "zipcode" },
      company: { rule: "required" },
    });
  });
  it("the other address is checked only when chosen", () => {
    const values = { ...guest, differentShipping: "on" };
    const problems = validate(guestFormRules(values, countries), values);
    expect(Object.keys(problems)).toContain("shippingAddress.street");
    expect(Object.keys(problems)).toContain("shippingAddress.firstName");
  });
  it("becomes a guest registration; a business guest sends company and VAT id", () => {
    const values = { ...guest, accountType: "business", company: "Muster AG", vatId: "CHE-123.456.789 MWST" };
    const registration = toGuestRegistration(values, countries, "http://shop/fr-CH");
    expect(registration).toMatchObject({
      guest: true,
      accountType: "business",
      company: "Muster AG",
      vatIds: ["CHE-123.456.789 MWST"],
      acceptedDataProtection: true,
      storefrontUrl: "http://shop/fr-CH",
      billingAddress: {
        countryId: ch.id,
        countryStateId: "z".repeat(32),
        zipcode: "8604",
        company: "Muster AG",
      },
    });
    expect(registration.shippingAddress).toBeUndefined();
  });
  it("sends a phone number given for either address", () => {
    const values = {
      ...guest,
      "billingAddress.phoneNumber": "+41 44 000 00 00",
      differentShipping: "on",
      "shippingAddress.firstName": "Max",
      "shippingAddress.lastName": "Muster",
      "shippingAddress.street": "Werkstrasse 2",
      "shippingAddress.zipcode": "8604",
      "shippingAddress.city": "Volketswil",
      "shippingAddress.countryId": ch.id,
      "shippingAddress.phoneNumber": "+41 79 000 00 00",
    };
    const registration = toGuestRegistration(values, countries, "x");
    expect(registration.billingAddress.phoneNumber).toBe("+41 44 000 00 00");
    expect(registration.shippingAddress?.phoneNumber).toBe("+41 79 000 00 00");
    expect(toGuestRegistration(guest, countries, "x").billingAddress).not.toHaveProperty("phoneNumber");
  });
  it("drops a canton of another country (a no-JS form whose country changed)", () => {
    const values = { ...guest, "billingAddress.countryId": de.id, "billingAddress.zipcode": "10115" };
    expect(toGuestRegistration(values, countries, "x").billingAddress.countryStateId).toBeUndefined();
  });
});

describe("the order form", () => {
  it("requires the terms; the waiver only with downloads", () => {
    expect(validate(orderFormRules(false), {})).toEqual({ tos: { rule: "acceptTerms" } });
    expect(validate(orderFormRules(true), { tos: "on" })).toEqual({ revocation: { rule: "acceptWaiver" } });
  });
  it("knows a cart with downloads", () => {
    expect(cartHasDownloads({ lineItems: [{ type: "product", states: ["is-download"] }] } as never)).toBe(
      true,
    );
    expect(cartHasDownloads({ lineItems: [{ type: "product", states: ["is-physical"] }] } as never)).toBe(
      false,
    );
  });
});

const client = (contextToken?: string) =>
  createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    contextToken,
    languageId: languageIds["de-DE"],
  });
const post = (fields: Record<string, string>) =>
  new Request("http://localhost/checkout", { method: "POST", body: new URLSearchParams(fields) });
const url = new URL("http://localhost/checkout");
async function withCart(api: StoreApiClient) {
  const product = productFixture("simple");
  await api.addLineItems([{ id: product.id, referencedId: product.id, type: "product", quantity: 1 }]);
  return api;
}

const confirmOf = async (api: StoreApiClient) =>
  (await readCheckoutPage(api, "de-DE", url)) as CheckoutConfirm & { step: "confirm" };

describe("choosing the order's addresses (against the emulator)", () => {
  const emulator = createTestEmulator();
  beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
  afterAll(() => emulator.server.close());

  it("offers a customer's addresses and switches the shipping address, then the billing address", async () => {
    const { contextToken } = await client().login({
      username: DEMO_CUSTOMER_EMAIL,
      password: DEMO_CUSTOMER_PASSWORD,
    });
    const api = await withCart(client(contextToken));
    const other = await api.saveAddress({
      firstName: "Anna",
      lastName: "Muster",
      street: "Hauptstrasse 5",
      zipcode: "79539",
      city: "Lörrach",
      countryId: fixtureIds.countries.DE,
    });
    const before = await confirmOf(api);
    expect(before.step).toBe("confirm");
    expect(before.addresses.map((address) => address.id)).toContain(other.id);
    expect(before.shippingAddressId).not.toBe(other.id);

    const answer = (await checkoutAction(
      post({ intent: "shipping-address", addressId: other.id }),
      api,
      "de-DE",
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/checkout");
    const after = await confirmOf(api);
    expect(after.shippingAddressId).toBe(other.id);
    expect(after.shippingAddress).toContain("79539 Lörrach");
    expect(after.billingAddressId).toBe(before.billingAddressId);

    const fetched = await checkoutAction(
      post({ intent: "billing-address", addressId: other.id, _fetch: "1" }),
      api,
      "de-DE",
    );
    expect((fetched as Exclude<typeof fetched, Response>).data).toEqual({
      ok: true,
      intent: "billing-address",
    });
    expect((await confirmOf(api)).billingAddressId).toBe(other.id);
  });

  it("refuses an id that is none, and another customer's address, keeping the page", async () => {
    const api = await withCart(client());
    await api.register({
      ...registrations.guestDe,
      email: "guest-choice@example.ch",
      storefrontUrl: "http://shop.test",
    });
    const none = await checkoutAction(post({ intent: "billing-address", addressId: "x" }), api, "de-DE");
    expect((none as Exclude<typeof none, Response>).init?.status).toBe(400);
    expect((none as Exclude<typeof none, Response>).data).toMatchObject({
      ok: false,
      errors: { addressId: { rule: "required" } },
    });
    const { contextToken } = await client().login({
      username: DEMO_CUSTOMER_EMAIL,
      password: DEMO_CUSTOMER_PASSWORD,
    });
    const [theirs] = (await client(contextToken).listAddresses({ limit: 1 })).elements;
    const foreign = await checkoutAction(
      post({ intent: "shipping-address", addressId: theirs!.id }),
      api,
      "de-DE",
    );
    expect((foreign as Exclude<typeof foreign, Response>).init?.status).toBe(400);
    expect((foreign as Exclude<typeof foreign, Response>).data).toMatchObject({
      ok: false,
      intent: "shipping-address",
      formError: "address-not-found",
    });
    // A guest who typed one address has it, and only it, to choose.
    const page = await confirmOf(api);
    expect(page.guest).toBe(true);
    expect(page.addresses).toHaveLength(1);
    expect(page.addresses[0]!.id).toBe(page.billingAddressId);
  });
});
