import { describe, expect, it } from "vitest";
import { guestFormRules, orderFormRules, type CheckoutCountry } from "./checkout.ts";
import { cartHasDownloads } from "./checkout.server.ts";
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
