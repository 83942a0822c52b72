import { afterEach, describe, expect, it } from "vitest";
import { call, pointers, registerGuest } from "../checkout/test-helpers.ts";
import { countries } from "../fixtures/countries.ts";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, demoCustomer } from "../fixtures/customers.ts";
import { createTestEmulator } from "../node.ts";

const emulator = createTestEmulator();
afterEach(() => emulator.reset());

async function login(): Promise<string> {
  const { token } = await call(emulator, "/account/login", {
    json: { username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD },
  });
  return token!;
}
const office = {
  firstName: "Anna",
  lastName: "Muster",
  company: "Muster AG",
  street: "Bahnhofplatz 3",
  zipcode: "3011",
  city: "Bern",
  countryId: countries.CH.id,
};
const create = (token: string, json: Record<string, unknown> = office) =>
  call(emulator, "/account/address", { token, json });
const list = async (token: string, json: Record<string, unknown> = {}) =>
  (await call(emulator, "/account/list-address", { token, json })).body;

describe("POST /account/list-address", () => {
  it("lists the customer's addresses with country and salutation, paged by the criteria", async () => {
    const token = await login();
    await create(token);
    const all = await list(token);
    expect(all).toMatchObject({ entity: "customer_address", total: 2, apiAlias: "dal_entity_search_result" });
    expect(all.elements[0]).toMatchObject({
      city: "Zürich",
      country: { iso: "CH" },
      apiAlias: "customer_address",
    });
    const page = await list(token, { limit: 1, page: 2, sort: [{ field: "city", order: "ASC" }] });
    expect(page).toMatchObject({ total: 2, page: 2, limit: 1, elements: [{ city: "Zürich" }] });
    const filtered = await list(token, { filter: [{ type: "equals", field: "city", value: "Bern" }] });
    expect(filtered.elements.map((address: { city: string }) => address.city)).toEqual(["Bern"]);
  });

  it("answers a guest session Shopware's 403, and lists a guest account's own address", async () => {
    const none = await call(emulator, "/account/list-address", { json: {} });
    expect([none.status, none.body.errors[0].code]).toEqual([403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
    const guest = await registerGuest(emulator);
    expect((await list(guest)).elements).toEqual([expect.objectContaining({ city: "Bern" })]);
  });
});

describe("POST /account/address and PATCH /account/address/{id}", () => {
  it("creates and replaces an address", async () => {
    const token = await login();
    const created = await create(token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      customerId: demoCustomer.id,
      company: "Muster AG",
      salutation: { salutationKey: "not_specified" },
    });
    const patched = await call(emulator, `/account/address/${created.body.id}`, {
      token,
      method: "PATCH",
      json: { ...office, street: "Spitalgasse 1" },
    });
    expect(patched.body).toMatchObject({ id: created.body.id, street: "Spitalgasse 1" });
  });

  it("answers the register rules with top-level pointers, and 400 for another's address", async () => {
    const token = await login();
    const invalid = await create(token, {
      street: "",
      zipcode: "30111",
      city: "Bern",
      countryId: countries.CH.id,
    });
    expect(pointers(invalid.body)).toEqual([
      "/firstName VIOLATION::IS_BLANK_ERROR",
      "/lastName VIOLATION::IS_BLANK_ERROR",
      "/street VIOLATION::IS_BLANK_ERROR",
      "/zipcode VIOLATION::ZIP_CODE_INVALID",
    ]);
    const guest = await registerGuest(emulator);
    const guestAddress = (await list(guest)).elements[0].id;
    const foreign = await call(emulator, `/account/address/${guestAddress}`, {
      token,
      method: "PATCH",
      json: office,
    });
    expect([foreign.status, foreign.body.errors[0].code]).toEqual([
      400,
      "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND",
    ]);
  });
});

describe("defaults and DELETE /account/address/{id}", () => {
  it("switches the defaults; a default address cannot be deleted, another can", async () => {
    const token = await login();
    const { id } = (await create(token)).body;
    const billing = await call(emulator, `/account/address/default-billing/${id}`, {
      token,
      method: "PATCH",
    });
    expect(billing.status).toBe(204);
    const customer = (await call(emulator, "/account/customer", { token, json: {} })).body;
    expect(customer.defaultBillingAddress).toMatchObject({ id, city: "Bern" });
    expect(customer.defaultShippingAddressId).toBe(demoCustomer.defaultShippingAddressId);

    const refused = await call(emulator, `/account/address/${id}`, { token, method: "DELETE" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      code: "CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT",
      meta: { parameters: { addressId: id } },
    });
    await call(emulator, `/account/address/default-billing/${demoCustomer.defaultBillingAddressId}`, {
      token,
      method: "PATCH",
    });
    const deleted = await call(emulator, `/account/address/${id}`, { token, method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await list(token)).total).toBe(1);
  });

  it("refuses to delete the address the session has chosen", async () => {
    const token = await login();
    const { id } = (await create(token)).body;
    await call(emulator, "/context", { token, method: "PATCH", json: { shippingAddressId: id } });
    const refused = await call(emulator, `/account/address/${id}`, { token, method: "DELETE" });
    expect(refused.body.errors[0].code).toBe("CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE");
  });
});
