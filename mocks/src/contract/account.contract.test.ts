/**
 * Contract of the account endpoints (login, logout, the customer) and of the context of a logged-in
 * customer: every answer validates against Shopware's OpenAPI schema, minus the deviations in deviations.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, demoCustomer } from "../fixtures/customers.ts";
import type { TestEmulator } from "../node.ts";
import { expectContract, type ContractCase } from "./cases.ts";
import { createContractValidator, type ContractValidator } from "./openapi.ts";

const login: ContractCase["operation"] = ["post", "/account/login"];
const logout: ContractCase["operation"] = ["post", "/account/logout"];
const customer: ContractCase["operation"] = ["post", "/account/customer"];
const context: ContractCase["operation"] = ["get", "/context"];

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
    name: "GET /context of a logged-in customer",
    operation: context,
    path: "/context",
    init: { token: "contract-context-customer" },
    setup: loggedIn("contract-context-customer"),
    status: 200,
    expect: (body) => customerFields(body.customer as Record<string, unknown>),
  },
];

describe("Account contract (Shopware's OpenAPI schema)", () => {
  let validator: ContractValidator;
  beforeAll(() => {
    validator = createContractValidator();
  });

  it.each(cases)("$name", (contractCase) => expectContract(validator, contractCase));
});
