/**
 * Contract of the account lifecycle endpoints (double opt-in confirmation, login refusals, password
 * recovery): every answer validates against Shopware's OpenAPI schema, minus the deviations in deviations.ts.
 */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { countries } from "../fixtures/countries.ts";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, demoCustomer } from "../fixtures/customers.ts";
import { createTestEmulator } from "../node.ts";
import { plainProducts } from "../checkout/test-helpers.ts";
import { registrations } from "../fixtures/registrations.ts";
import type { StoreApiRequestInit, TestEmulator } from "../node.ts";
import { expectContract, type ContractCase } from "./cases.ts";
import { createContractValidator, type ContractValidator } from "./openapi.ts";

/** The test emulator's storefront domain (its origin). */
const storefrontUrl = "http://shop.test";
const account = {
  ...registrations.guestDe,
  guest: false,
  password: "Sicher-2026",
  email: "konto@example.ch",
  storefrontUrl,
};
const em = createHash("sha1").update(account.email).digest("hex");
const codes = (code: string) => (body: Record<string, unknown>) =>
  expect(body.errors).toMatchObject([{ code }]);

/** Registers the account (its opt-in mail goes to the mailbox). */
const registered = async (emulator: TestEmulator) => {
  await emulator.request("/account/register", { json: account });
};
/** The opt-in hash of the latest mail, as the confirm request. */
const confirmRequest = (emulator: TestEmulator): StoreApiRequestInit => ({
  json: { hash: emulator.mailbox.latest()!.meta.hash, em },
});
/** Asks for the demo customer's recovery mail. */
const recoveryRequested = async (emulator: TestEmulator) => {
  await emulator.request("/account/recovery-password", {
    json: { email: DEMO_CUSTOMER_EMAIL, storefrontUrl },
  });
};
/** The demo customer's logged-in session on `token`. */
const CUSTOMER_TOKEN = "contract-account-customer";
const loggedIn = (emulator: TestEmulator) => {
  emulator.state.update(CUSTOMER_TOKEN, { customerId: demoCustomer.id });
};
const asCustomer = (json: Record<string, unknown>): StoreApiRequestInit => ({ token: CUSTOMER_TOKEN, json });
const office = {
  firstName: "Anna",
  lastName: "Muster",
  street: "Bahnhofplatz 3",
  zipcode: "3011",
  city: "Bern",
  countryId: countries.CH.id,
};
const homeId = demoCustomer.defaultBillingAddressId;
const productId = plainProducts[0]!.id;
/** The demo customer logged in with one product on the wishlist. */
const wishing = async (emulator: TestEmulator) => {
  loggedIn(emulator);
  await emulator.request(`/customer/wishlist/add/${productId}`, asCustomer({}));
};
const recoveryHash = (emulator: TestEmulator) => emulator.mailbox.latest()!.meta.hash!;

const cases: ContractCase[] = [
  {
    name: "register an account with double opt-in",
    operation: ["post", "/account/register"],
    path: "/account/register",
    init: { json: account },
    status: 200,
    expect: (body) => expect(body).toMatchObject({ doubleOptInRegistration: true, guest: false }),
  },
  {
    name: "login before the opt-in",
    operation: ["post", "/account/login"],
    path: "/account/login",
    setup: registered,
    init: { json: { username: account.email, password: account.password } },
    status: 401,
    expect: codes("CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED"),
  },
  {
    name: "login throttled",
    operation: ["post", "/account/login"],
    path: "/account/login",
    setup: async (emulator) => {
      for (let i = 0; i < 10; i++)
        await emulator.request("/account/login", { json: { username: DEMO_CUSTOMER_EMAIL, password: "x" } });
    },
    init: { json: { username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD } },
    status: 429,
    expect: codes("CHECKOUT__CUSTOMER_AUTH_THROTTLED"),
  },
  {
    name: "register-confirm",
    operation: ["post", "/account/register-confirm"],
    path: "/account/register-confirm",
    setup: registered,
    request: confirmRequest,
    status: 200,
    expect: (body) => expect(body).toMatchObject({ email: account.email, apiAlias: "customer" }),
  },
  {
    name: "register-confirm twice",
    operation: ["post", "/account/register-confirm"],
    path: "/account/register-confirm",
    setup: async (emulator) => {
      await registered(emulator);
      await emulator.request("/account/register-confirm", confirmRequest(emulator));
    },
    request: confirmRequest,
    status: 412,
    expect: codes("CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED"),
  },
  {
    name: "register-confirm with an unknown hash",
    operation: ["post", "/account/register-confirm"],
    path: "/account/register-confirm",
    init: { json: { hash: "0".repeat(32), em } },
    status: 404,
    expect: codes("CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH"),
  },
  {
    name: "register-confirm with a wrong em",
    operation: ["post", "/account/register-confirm"],
    path: "/account/register-confirm",
    setup: registered,
    request: (emulator) => ({ json: { hash: emulator.mailbox.latest()!.meta.hash, em: "falsch" } }),
    status: 400,
    expect: codes("VIOLATION::NOT_EQUAL_ERROR"),
  },
  {
    name: "recovery-password",
    operation: ["post", "/account/recovery-password"],
    path: "/account/recovery-password",
    init: { json: { email: DEMO_CUSTOMER_EMAIL, storefrontUrl } },
    status: 200,
    expect: (body) => expect(body.success).toBe(true),
  },
  {
    name: "recovery-password with violations",
    operation: ["post", "/account/recovery-password"],
    path: "/account/recovery-password",
    init: { json: { email: "x" } },
    status: 400,
    expect: (body) => expect(body.errors).toHaveLength(2),
  },
  {
    name: "recovery-password-confirm",
    operation: ["post", "/account/recovery-password-confirm"],
    path: "/account/recovery-password-confirm",
    setup: recoveryRequested,
    request: (emulator) => ({
      json: { hash: recoveryHash(emulator), newPassword: "Neues-Pass-1", newPasswordConfirm: "Neues-Pass-1" },
    }),
    status: 200,
    expect: (body) => expect(body.success).toBe(true),
  },
  {
    name: "recovery-password-confirm after 2 hours",
    operation: ["post", "/account/recovery-password-confirm"],
    path: "/account/recovery-password-confirm",
    setup: async (emulator) => {
      await recoveryRequested(emulator);
      emulator.clock.advance(2 * 3600);
    },
    request: (emulator) => ({
      json: { hash: recoveryHash(emulator), newPassword: "Neues-Pass-1", newPasswordConfirm: "Neues-Pass-1" },
    }),
    status: 410,
    expect: codes("CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED"),
  },
  {
    name: "recovery-password-confirm with a short password",
    operation: ["post", "/account/recovery-password-confirm"],
    path: "/account/recovery-password-confirm",
    init: { json: { hash: "x", newPassword: "kurz", newPasswordConfirm: "kurz" } },
    status: 400,
    expect: codes("VIOLATION::TOO_SHORT_ERROR"),
  },
  {
    name: "customer-recovery-is-expired",
    operation: ["post", "/account/customer-recovery-is-expired"],
    path: "/account/customer-recovery-is-expired",
    setup: recoveryRequested,
    request: (emulator) => ({ json: { hash: recoveryHash(emulator) } }),
    status: 200,
    expect: (body) => expect(body.isExpired).toBe(false),
  },
  {
    name: "customer-recovery-is-expired with an unknown hash",
    operation: ["post", "/account/customer-recovery-is-expired"],
    path: "/account/customer-recovery-is-expired",
    init: { json: { hash: "A".repeat(32) } },
    status: 404,
    expect: codes("CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH"),
  },
  {
    name: "change-profile",
    operation: ["post", "/account/change-profile"],
    path: "/account/change-profile",
    setup: loggedIn,
    init: asCustomer({
      firstName: "Anna",
      lastName: "Muster",
      birthdayDay: 1,
      birthdayMonth: 2,
      birthdayYear: 1990,
    }),
    status: 200,
    expect: (body) => expect(body.success).toBe(true),
  },
  {
    name: "change-profile with violations",
    operation: ["post", "/account/change-profile"],
    path: "/account/change-profile",
    setup: loggedIn,
    init: asCustomer({ firstName: "", lastName: "Muster", accountType: "business" }),
    status: 400,
    expect: (body) => expect(body.errors).toHaveLength(2),
  },
  {
    name: "change-profile without a customer",
    operation: ["post", "/account/change-profile"],
    path: "/account/change-profile",
    init: { json: { firstName: "A", lastName: "B" } },
    status: 403,
    expect: codes("CHECKOUT__CUSTOMER_NOT_LOGGED_IN"),
  },
  {
    name: "change-email",
    operation: ["post", "/account/change-email"],
    path: "/account/change-email",
    setup: loggedIn,
    init: asCustomer({
      email: "neu@example.ch",
      emailConfirmation: "neu@example.ch",
      password: DEMO_CUSTOMER_PASSWORD,
    }),
    status: 200,
    expect: (body) => expect(body.success).toBe(true),
  },
  {
    name: "change-email with a wrong password",
    operation: ["post", "/account/change-email"],
    path: "/account/change-email",
    setup: loggedIn,
    init: asCustomer({ email: "neu@example.ch", emailConfirmation: "neu@example.ch", password: "falsch" }),
    status: 400,
    expect: codes("VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT"),
  },
  {
    name: "change-password",
    operation: ["post", "/account/change-password"],
    path: "/account/change-password",
    setup: loggedIn,
    init: asCustomer({
      password: DEMO_CUSTOMER_PASSWORD,
      newPassword: "Neues-Pass-1",
      newPasswordConfirm: "Neues-Pass-1",
    }),
    status: 200,
  },
  {
    name: "change-password with a mismatched confirmation",
    operation: ["post", "/account/change-password"],
    path: "/account/change-password",
    setup: loggedIn,
    init: asCustomer({
      password: DEMO_CUSTOMER_PASSWORD,
      newPassword: "Neues-Pass-1",
      newPasswordConfirm: "x",
    }),
    status: 400,
    expect: codes("VIOLATION::NOT_EQUAL_ERROR"),
  },
  {
    name: "list-address",
    operation: ["post", "/account/list-address"],
    path: "/account/list-address",
    setup: loggedIn,
    init: asCustomer({ limit: 10 }),
    status: 200,
    expect: (body) => expect(body).toMatchObject({ total: 1, entity: "customer_address" }),
  },
  {
    name: "list-address without a customer",
    operation: ["post", "/account/list-address"],
    path: "/account/list-address",
    init: { json: {} },
    status: 403,
    expect: codes("CHECKOUT__CUSTOMER_NOT_LOGGED_IN"),
  },
  {
    name: "create an address",
    operation: ["post", "/account/address"],
    path: "/account/address",
    setup: loggedIn,
    init: asCustomer(office),
    status: 200,
    expect: (body) => expect(body).toMatchObject({ city: "Bern", apiAlias: "customer_address" }),
  },
  {
    name: "create an address with violations",
    operation: ["post", "/account/address"],
    path: "/account/address",
    setup: loggedIn,
    init: asCustomer({ ...office, zipcode: "30111" }),
    status: 400,
    expect: codes("VIOLATION::ZIP_CODE_INVALID"),
  },
  {
    name: "update an address",
    operation: ["patch", "/account/address/{addressId}"],
    path: `/account/address/${homeId}`,
    setup: loggedIn,
    init: { ...asCustomer({ ...office, city: "Bern" }), method: "PATCH" },
    status: 200,
    expect: (body) => expect(body).toMatchObject({ id: homeId, city: "Bern" }),
  },
  {
    name: "delete the default address",
    operation: ["delete", "/account/address/{addressId}"],
    path: `/account/address/${homeId}`,
    setup: loggedIn,
    init: { token: CUSTOMER_TOKEN, method: "DELETE" },
    status: 400,
    expect: codes("CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT"),
  },
  {
    name: "default billing address of another customer",
    operation: ["patch", "/account/address/default-billing/{addressId}"],
    path: `/account/address/default-billing/${"0".repeat(32)}`,
    setup: loggedIn,
    init: { token: CUSTOMER_TOKEN, method: "PATCH" },
    status: 400,
    expect: codes("CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND"),
  },
  {
    name: "wishlist",
    operation: ["post", "/customer/wishlist"],
    path: "/customer/wishlist",
    setup: wishing,
    init: asCustomer({}),
    status: 200,
    expect: (body) => expect(body).toMatchObject({ products: { total: 1 } }),
  },
  {
    name: "wishlist not created yet",
    operation: ["post", "/customer/wishlist"],
    path: "/customer/wishlist",
    setup: loggedIn,
    init: asCustomer({}),
    status: 404,
    expect: codes("CHECKOUT__WISHLIST_NOT_FOUND"),
  },
  {
    name: "wishlist of a guest",
    operation: ["post", "/customer/wishlist"],
    path: "/customer/wishlist",
    init: { json: {} },
    status: 403,
    expect: codes("CHECKOUT__CUSTOMER_NOT_LOGGED_IN"),
  },
  {
    name: "wishlist add",
    operation: ["post", "/customer/wishlist/add/{productId}"],
    path: `/customer/wishlist/add/${productId}`,
    setup: loggedIn,
    init: asCustomer({}),
    status: 200,
    expect: (body) => expect(body.success).toBe(true),
  },
  {
    name: "wishlist add twice",
    operation: ["post", "/customer/wishlist/add/{productId}"],
    path: `/customer/wishlist/add/${productId}`,
    setup: wishing,
    init: asCustomer({}),
    status: 400,
    expect: codes("CHECKOUT__DUPLICATE_WISHLIST_PRODUCT"),
  },
  {
    name: "wishlist delete",
    operation: ["delete", "/customer/wishlist/delete/{productId}"],
    path: `/customer/wishlist/delete/${productId}`,
    setup: wishing,
    init: { token: CUSTOMER_TOKEN, method: "DELETE" },
    status: 200,
    expect: (body) => expect(body.success).toBe(true),
  },
  {
    name: "wishlist delete of a product not on it",
    operation: ["delete", "/customer/wishlist/delete/{productId}"],
    path: `/customer/wishlist/delete/${"0".repeat(32)}`,
    setup: wishing,
    init: { token: CUSTOMER_TOKEN, method: "DELETE" },
    status: 404,
    expect: codes("CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND"),
  },
  {
    name: "wishlist merge",
    operation: ["post", "/customer/wishlist/merge"],
    path: "/customer/wishlist/merge",
    setup: wishing,
    init: asCustomer({ productIds: [productId, plainProducts[1]!.id] }),
    status: 200,
    expect: (body) => expect(body.success).toBe(true),
  },
];

describe("Account lifecycle contract (Shopware's OpenAPI schema)", () => {
  let validator: ContractValidator;
  beforeAll(() => {
    validator = createContractValidator();
  });

  it.each(cases)("$name", (contractCase) => expectContract(validator, contractCase));
});

describe("Account routes that answer 204 without a body, as Shopware's NoContentResponse", () => {
  it("switches the default addresses and deletes an address", async () => {
    const emulator = createTestEmulator();
    loggedIn(emulator);
    const created = await emulator.request("/account/address", asCustomer(office));
    const { id } = (await created.json()) as { id: string };
    for (const type of ["default-billing", "default-shipping"]) {
      const response = await emulator.request(`/account/address/${type}/${id}`, {
        token: CUSTOMER_TOKEN,
        method: "PATCH",
      });
      expect([response.status, await response.text()]).toEqual([204, ""]);
    }
    await emulator.request(`/account/address/default-billing/${homeId}`, {
      token: CUSTOMER_TOKEN,
      method: "PATCH",
    });
    await emulator.request(`/account/address/default-shipping/${homeId}`, {
      token: CUSTOMER_TOKEN,
      method: "PATCH",
    });
    const deleted = await emulator.request(`/account/address/${id}`, {
      token: CUSTOMER_TOKEN,
      method: "DELETE",
    });
    expect([deleted.status, await deleted.text()]).toEqual([204, ""]);
  });
});
