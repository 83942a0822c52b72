// @vitest-environment node
// The address book's server side against the Store API emulator (MSW intercepts fetch).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient, type CustomerAddress, type StoreApiClient } from "@shop/store-api";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, fixtureIds, languageIds } from "@shop/mocks";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import {
  addressListAction,
  readAddressBook,
  readAddressForm,
  readDone,
  saveAddressAction,
  toAddressCards,
  toAddressInput,
} from "./address-book.server.ts";

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());

function client(contextToken?: string): StoreApiClient {
  return createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    contextToken,
    languageId: languageIds["de-DE"],
  });
}

async function loggedIn(): Promise<StoreApiClient> {
  const api = client();
  const { contextToken } = await api.login({
    username: DEMO_CUSTOMER_EMAIL,
    password: DEMO_CUSTOMER_PASSWORD,
  });
  return client(contextToken);
}

function post(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

const valid = {
  firstName: "Max",
  lastName: "Meier",
  street: "Seeweg 5",
  zipcode: "6003",
  city: "Luzern",
  countryId: fixtureIds.countries.CH,
};
const url = new URL("http://localhost/account/address");

const address = (id: string): CustomerAddress => ({ id, firstName: id, lastName: "X" });

describe("toAddressCards", () => {
  it("puts the default billing, then the default shipping address first and marks them", () => {
    const cards = toAddressCards([address("a"), address("s"), address("b")], { billing: "b", shipping: "s" });
    expect(cards.map((card) => [card.id, card.isDefaultBilling, card.isDefaultShipping])).toEqual([
      ["b", true, false],
      ["s", false, true],
      ["a", false, false],
    ]);
    expect(cards[0]?.lines).toEqual(["b X"]);
  });
});

describe("toAddressInput", () => {
  it("trims, leaves out empty optional fields and drops a canton of another country", () => {
    const countries = [
      { id: "ch", states: [{ id: "be" }] },
      { id: "de", states: [] },
    ];
    expect(
      toAddressInput({ ...valid, countryId: "de", countryStateId: "be", company: " " }, countries),
    ).toEqual({
      firstName: "Max",
      lastName: "Meier",
      street: "Seeweg 5",
      zipcode: "6003",
      city: "Luzern",
      countryId: "de",
      countryStateId: null,
    });
    expect(
      toAddressInput({ ...valid, countryId: "ch", countryStateId: "be" }, countries).countryStateId,
    ).toBe("be");
    expect(toAddressInput({ ...valid, phoneNumber: " +41 41 210 33 44 " }, countries).phoneNumber).toBe(
      "+41 41 210 33 44",
    );
  });
});

describe("the phone number (spec §3 Address: phoneNumber, optional)", () => {
  it("is saved, shown as the address's last line, and offered again for editing", async () => {
    const api = await loggedIn();
    await saveAddressAction(
      post("/account/address/create", { ...valid, street: "Telefonweg 1", phoneNumber: "+41 41 210 33 44" }),
      api,
      "de-DE",
    );
    const card = (await readAddressBook(api, url, "de-DE")).addresses.find((item) =>
      item.lines.includes("Telefonweg 1"),
    );
    expect(card?.lines.at(-1)).toBe("+41 41 210 33 44");
    const form = await readAddressForm(api, url, "de-DE", card!.id);
    expect(form.values["phoneNumber"]).toBe("+41 41 210 33 44");
  });
  it("longer than 40 characters is refused at its field, the value kept", async () => {
    const long = "+41 ".padEnd(41, "1");
    const answer = await saveAddressAction(
      post("/account/address/create", { ...valid, phoneNumber: long }),
      await loggedIn(),
      "de-DE",
    );
    const { data } = answer as Exclude<typeof answer, Response>;
    expect(data.errors).toEqual({ phoneNumber: { rule: "maxLength", max: 40 } });
    expect(data.values["phoneNumber"]).toBe(long);
  });
});

describe("readDone", () => {
  it("knows only its own keys", () => {
    expect(readDone(new URL("http://localhost/account/address?done=deleted"))).toBe("deleted");
    expect(readDone(new URL("http://localhost/account/address?done=<script>"))).toBeUndefined();
  });
});

describe("the address book", () => {
  it("adds, lists, makes default, refuses to delete a default and deletes another", async () => {
    const api = await loggedIn();
    const invalid = await saveAddressAction(
      post("/account/address/create", { ...valid, lastName: "", zipcode: "12" }),
      api,
      "de-DE",
    );
    expect(invalid).not.toBeInstanceOf(Response);
    const { data, init } = invalid as Exclude<typeof invalid, Response>;
    expect(init?.status).toBe(400);
    expect(data.errors).toEqual({ lastName: { rule: "required" }, zipcode: { rule: "zipcode" } });
    expect(data.values["firstName"]).toBe("Max");

    const created = (await saveAddressAction(
      post("/account/address/create", valid),
      api,
      "de-DE",
    )) as Response;
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/account/address?done=created");

    const book = await readAddressBook(api, url, "de-DE");
    const mine = book.addresses.find((card) => card.lines.includes("6003 Luzern"));
    expect(mine).toBeDefined();
    const defaultId = book.addresses.find((card) => card.isDefaultBilling)!.id;

    const form = await readAddressForm(api, url, "de-DE", mine!.id);
    expect(form.values).toMatchObject({ firstName: "Max", city: "Luzern" });

    const refused = await addressListAction(
      post("/account/address", { intent: "delete", addressId: defaultId }),
      api,
      "de-DE",
    );
    expect(refused).not.toBeInstanceOf(Response);
    expect((refused as Exclude<typeof refused, Response>).data).toMatchObject({
      ok: false,
      formError: "address-is-default",
    });

    const billing = (await addressListAction(
      post("/account/address", { intent: "default-billing", addressId: mine!.id }),
      api,
      "de-DE",
    )) as Response;
    expect(billing.headers.get("Location")).toBe("/account/address?done=default-billing");
    const after = await readAddressBook(api, url, "de-DE");
    expect(after.addresses[0]).toMatchObject({ id: mine!.id, isDefaultBilling: true });

    const fetched = await addressListAction(
      post("/fr-CH/account/address", { intent: "default-billing", addressId: defaultId, _fetch: "1" }),
      api,
      "fr-CH",
    );
    expect((fetched as Exclude<typeof fetched, Response>).data).toEqual({
      ok: true,
      intent: "default-billing",
      addressId: defaultId,
    });
    const deleted = (await addressListAction(
      post("/account/address", { intent: "delete", addressId: mine!.id }),
      api,
      "de-DE",
    )) as Response;
    expect(deleted.headers.get("Location")).toBe("/account/address?done=deleted");
  });

  it("a new address from the checkout (`use`) becomes the order's address and leads back there", async () => {
    const api = await loggedIn();
    const form = await readAddressForm(
      api,
      new URL("http://localhost/account/address/create?use=shipping"),
      "de-DE",
    );
    expect(form.use).toBe("shipping");
    const ignored = await readAddressForm(
      api,
      new URL("http://localhost/account/address/create?use=x"),
      "de-DE",
    );
    expect(ignored.use).toBeUndefined();

    const invalid = await saveAddressAction(
      post("/fr-CH/account/address/create?use=shipping", { ...valid, city: "", use: "shipping" }),
      api,
      "fr-CH",
    );
    expect((invalid as Exclude<typeof invalid, Response>).data.errors).toEqual({
      city: { rule: "required" },
    });

    const created = (await saveAddressAction(
      post("/fr-CH/account/address/create?use=shipping", { ...valid, street: "Quai 9", use: "shipping" }),
      api,
      "fr-CH",
    )) as Response;
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/fr-CH/checkout");
    const customer = (await api.readContext()).customer!;
    expect(customer.activeShippingAddress).toMatchObject({ street: "Quai 9" });
    // The billing address stays what it was.
    expect(customer.activeBillingAddress?.street).not.toBe("Quai 9");

    const billing = (await saveAddressAction(
      post("/account/address/create", { ...valid, street: "Rue 3", use: "billing" }),
      api,
      "de-DE",
    )) as Response;
    expect(billing.headers.get("Location")).toBe("/checkout");
    expect((await api.readContext()).customer!.activeBillingAddress).toMatchObject({ street: "Rue 3" });
  });

  it("sends a session without a customer to the login, which leads back", async () => {
    const answer = (await addressListAction(
      post("/account/address", { intent: "delete", addressId: "0".repeat(32) }),
      client(),
      "de-DE",
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Faddress");
    await expect(readAddressBook(client("expired-token"), url, "de-DE")).rejects.toMatchObject({
      status: 303,
    });
  });
});
