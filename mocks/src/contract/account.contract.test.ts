/**
 * Contract of the account endpoints (login, logout, the customer) and of the context of a logged-in
 * customer: every answer validates against Shopware's OpenAPI schema, minus the deviations in deviations.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { registrations } from "../fixtures/registrations.ts";
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_PASSWORD,
  demoBusinessCustomer,
  demoCustomer,
} from "../fixtures/customers.ts";
import type { TestEmulator } from "../node.ts";
import { expectContract, loggedInAs, type ContractCase } from "./cases.ts";
import { createContractValidator, type ContractValidator } from "./openapi.ts";

const login: ContractCase["operation"] = ["post", "/account/login"];
const logout: ContractCase["operation"] = ["post", "/account/logout"];
const customer: ContractCase["operation"] = ["post", "/account/customer"];
const context: ContractCase["operation"] = ["get", "/context"];
const register: ContractCase["operation"] = ["post", "/account/register"];
/** The test emulator's storefront domain (its origin). */
const storefrontUrl = "http://shop.test";

/** Stores a logged-in session for the token (what a login leaves behind). */
const loggedIn = (token: string) => (emulator: TestEmulator) => {
  emulator.state.update(token, { customerId: demoCustomer.id });
};
const customerFields = (body: Record<string, unknown>) =>
  expect(body).toMatchObject({ id: demoCustomer.id, email: DEMO_CUSTOMER_EMAIL, apiAlias: "customer" });

const cases: ContractCase[] = [
  {
    name: "login",
    operation: login,
    path: "/account/login",
    init: { json: { username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD } },
    status: 200,
    expect: (body) => expect(body.redirectUrl).toBeNull(),
  },
  {
    name: "login with a wrong password",
    operation: login,
    path: "/account/login",
    init: { json: { username: DEMO_CUSTOMER_EMAIL, password: "falsch" } },
    status: 401,
    expect: (body) =>
      expect(body.errors).toMatchObject([{ code: "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS" }]),
  },
  {
    name: "logout",
    operation: logout,
    path: "/account/logout",
    init: { json: {}, token: "contract-logout" },
    setup: loggedIn("contract-logout"),
    status: 200,
  },
  {
    name: "logout as a guest",
    operation: logout,
    path: "/account/logout",
    init: { json: {} },
    status: 403,
    expect: (body) => expect(body.errors).toMatchObject([{ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN" }]),
  },
  {
    name: "customer",
    operation: customer,
    path: "/account/customer",
    init: { json: {}, token: "contract-customer" },
    setup: loggedIn("contract-customer"),
    status: 200,
    expect: customerFields,
  },
  {
    name: "customer as a guest",
    operation: customer,
    path: "/account/customer",
    init: { json: {} },
    status: 403,
  },
  {
    name: "GET /context of a business customer in the net-price group",
    operation: context,
    path: "/context",
    init: { token: "contract-context-business" },
    setup: loggedInAs("contract-context-business", demoBusinessCustomer.id),
    status: 200,
    expect: (body) => {
      expect(body.context).toMatchObject({ taxState: "net" });
      expect(body.currentCustomerGroup).toMatchObject({ name: "Fachhandel", displayGross: false });
      expect(body.customer).toMatchObject({ accountType: "business", vatIds: ["CHE-123.456.789 MWST"] });
    },
  },
  {
    name: "GET /context of a logged-in customer",
    operation: context,
    path: "/context",
    init: { token: "contract-context-customer" },
    setup: loggedIn("contract-context-customer"),
    status: 200,
    expect: (body) => customerFields(body.customer as Record<string, unknown>),
  },
  {
    name: "register a guest",
    operation: register,
    path: "/account/register",
    init: { json: { ...registrations.guestDe, storefrontUrl } },
    status: 200,
    expect: (body) => expect(body).toMatchObject({ guest: true, apiAlias: "customer" }),
  },
  {
    name: "register a business guest with a shipping address in French",
    operation: register,
    path: "/account/register",
    init: {
      json: {
        ...registrations.businessFr,
        shippingAddress: registrations.guestFr.shippingAddress,
        storefrontUrl,
      },
    },
    status: 200,
    expect: (body) =>
      expect(body).toMatchObject({ accountType: "business", vatIds: ["CHE-123.456.789 MWST"] }),
  },
  {
    name: "register with violations",
    operation: register,
    path: "/account/register",
    init: { json: { email: "x", storefrontUrl } },
    status: 400,
    expect: (body) =>
      expect(body.errors).toContainEqual(
        expect.objectContaining({ code: "VIOLATION::INVALID_FORMAT_ERROR" }),
      ),
  },
  {
    name: "GET /context of a registered guest",
    operation: context,
    path: "/context",
    init: { token: "contract-context-guest" },
    setup: async (emulator) => {
      const response = await emulator.request("/account/register", {
        token: "contract-context-guest-before",
        json: { ...registrations.guestFr, storefrontUrl },
      });
      // The registered session, moved to the case's token.
      const { token: _registered, ...session } = emulator.state.session(
        response.headers.get("sw-context-token")!,
      );
      emulator.state.update("contract-context-guest", session);
    },
    status: 200,
    expect: (body) => expect(body.customer).toMatchObject({ guest: true }),
  },
];

describe("Account contract (Shopware's OpenAPI schema)", () => {
  let validator: ContractValidator;
  beforeAll(() => {
    validator = createContractValidator();
  });

  it.each(cases)("$name", (contractCase) => expectContract(validator, contractCase));
});
