// @vitest-environment node
// The registration shared by the checkout's guest form and /register, against the Store API emulator (MSW
// intercepts fetch): the forms' countries and salutations, the values as Shopware's registration, the call's
// violations per field and the session cookie.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient, type StoreApiClient } from "@shop/store-api";
import { languageIds } from "@shop/mocks";
import { countries, countryStateIds, salutations } from "@shop/mocks/fixtures";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import {
  nameOf,
  readCountries,
  readSalutations,
  registerWith,
  sessionCookie,
  storefrontUrlOf,
  toRegistration,
} from "./registration.server.ts";

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());

function client(locale: "de-DE" | "fr-CH" = "de-DE"): StoreApiClient {
  return createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    languageId: languageIds[locale],
  });
}

const zurich = countryStateIds["CH-ZH"] ?? "";
const values = (extra: Record<string, string> = {}): Record<string, string> => ({
  salutationId: salutations.mr.id,
  firstName: " Lukas ",
  lastName: "Brunner",
  email: "lukas@example.ch ",
  password: "Geheim1234",
  "billingAddress.street": "Marktgasse 21",
  "billingAddress.zipcode": "3011",
  "billingAddress.city": "Bern",
  "billingAddress.countryId": countries.CH.id,
  "billingAddress.countryStateId": zurich,
  acceptedDataProtection: "on",
  ...extra,
});

describe("the forms' lists", () => {
  it("offers the active countries that ship, in Shopware's order, with their cantons by name", async () => {
    const list = await readCountries(client());
    expect(list[0]?.iso).toBe("CH");
    const ch = list.find((country) => country.iso === "CH")!;
    expect(ch.name).toBe("Schweiz");
    expect(ch.zipPattern).toBeTruthy();
    const names = ch.states.map((state) => state.name);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
    expect(ch.states.some((state) => state.id === zurich)).toBe(true);
    expect((await readCountries(client("fr-CH"))).find((country) => country.iso === "CH")?.name).toBe(
      "Suisse",
    );
  });

  it("offers the salutations by their display name", async () => {
    const list = await readSalutations(client());
    expect(list.map((salutation) => salutation.id)).toContain(salutations.mrs.id);
    expect(list.every((salutation) => salutation.name.length > 0)).toBe(true);
  });

  it("names an entity by its translation first", () => {
    expect(nameOf({ name: "Schweiz", translated: { name: "Suisse" } })).toBe("Suisse");
    expect(nameOf({ name: "Schweiz", translated: null })).toBe("Schweiz");
    expect(nameOf({})).toBe("");
  });
});

describe("toRegistration", () => {
  const list = [
    { id: countries.CH.id, name: "Schweiz", iso: "CH", states: [{ id: zurich, name: "Zürich" }] },
    { id: countries.DE.id, name: "Deutschland", iso: "DE", states: [] },
  ];

  it("an account: trimmed values, the password, the canton; no guest flag", () => {
    const registration = toRegistration(values(), list, "http://shop.test", { guest: false });
    expect(registration).toMatchObject({
      password: "Geheim1234",
      email: "lukas@example.ch",
      firstName: "Lukas",
      accountType: "private",
      acceptedDataProtection: true,
      storefrontUrl: "http://shop.test",
      billingAddress: { countryId: countries.CH.id, countryStateId: zurich, city: "Bern" },
    });
    expect(registration).not.toHaveProperty("guest");
    expect(registration).not.toHaveProperty("shippingAddress");
  });

  it("a guest never sends the password; a business its company and VAT id", () => {
    const registration = toRegistration(
      values({ accountType: "business", company: "Muster AG", vatId: "CHE-123.456.789 MWST" }),
      list,
      "http://shop.test/fr-CH",
    );
    expect(registration).toMatchObject({
      guest: true,
      company: "Muster AG",
      vatIds: ["CHE-123.456.789 MWST"],
    });
    expect(registration.billingAddress.company).toBe("Muster AG");
    expect(registration).not.toHaveProperty("password");
  });

  it("drops a canton of another country and sends the other address only when chosen", () => {
    const registration = toRegistration(
      values({
        "billingAddress.countryId": countries.DE.id,
        differentShipping: "on",
        "shippingAddress.firstName": "Anna",
        "shippingAddress.lastName": "Brunner",
        "shippingAddress.street": "Seeweg 2",
        "shippingAddress.zipcode": "8000",
        "shippingAddress.city": "Zürich",
        "shippingAddress.countryId": countries.CH.id,
        "shippingAddress.countryStateId": zurich,
      }),
      list,
      "http://shop.test",
    );
    expect(registration.billingAddress).not.toHaveProperty("countryStateId");
    expect(registration.shippingAddress).toMatchObject({ firstName: "Anna", countryStateId: zurich });
  });
});

describe("registerWith", () => {
  it("registers with double opt-in (no session yet), and a second time puts Shopware's violation at the e-mail", async () => {
    const email = `registration-${Date.now()}@example.ch`;
    const registration = toRegistration(
      values({ email }),
      await readCountries(client()),
      "http://shop.test",
      {
        guest: false,
      },
    );
    const outcome = await registerWith(client(), registration);
    expect(outcome).toMatchObject({ ok: true, doubleOptIn: true });
    const again = await registerWith(client(), registration);
    expect(again.ok).toBe(false);
    expect(Object.keys((again as { errors: object }).errors)).toContain("email");
  });
});

describe("the request's parts", () => {
  it("the storefront URL is the request's origin with the locale's prefix", () => {
    const request = new Request("http://shop.test:3000/fr-CH/register?x=1");
    expect(storefrontUrlOf(request, "fr-CH")).toBe("http://shop.test:3000/fr-CH");
    expect(storefrontUrlOf(request, "de-DE")).toBe("http://shop.test:3000");
  });

  it("the session cookie is HttpOnly and SameSite=Lax, Secure behind a proxy that ended TLS", () => {
    expect(sessionCookie(new Request("http://shop.test/"), "t1")).toBe(
      "sw-context-token=t1; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly",
    );
    const proxied = new Request("http://127.0.0.1:3001/", { headers: { "x-forwarded-proto": "https" } });
    expect(sessionCookie(proxied, "t1")).toContain("; Secure; HttpOnly");
  });
});
