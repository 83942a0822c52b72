/**
 * Contract of the newsletter and contact form endpoints (double opt-in subscribe, confirm, unsubscribe,
 * the account's recipient status, contact form): every answer validates against Shopware's OpenAPI schema.
 */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { demoCustomer, DEMO_CUSTOMER_EMAIL } from "../fixtures/customers.ts";
import { fixtureId } from "../fixtures/ids.ts";
import type { StoreApiRequestInit, TestEmulator } from "../node.ts";
import { expectContract, type ContractCase } from "./cases.ts";
import { createContractValidator, type ContractValidator } from "./openapi.ts";

/** The test emulator's storefront domain (its origin). */
const storefrontUrl = "http://shop.test";
const email = "leser@example.ch";
const em = createHash("sha1").update(email).digest("hex");
const codes = (code: string) => (body: Record<string, unknown>) =>
  expect(body.errors).toMatchObject([{ code }]);
const pointers =
  (...expected: string[]) =>
  (body: Record<string, unknown>) =>
    expect((body.errors as { source: { pointer: string } }[]).map((error) => error.source.pointer)).toEqual(
      expected,
    );

const subscribed = async (emulator: TestEmulator) => {
  await emulator.request("/newsletter/subscribe", { json: { email, option: "subscribe", storefrontUrl } });
};
const confirmRequest = (emulator: TestEmulator): StoreApiRequestInit => ({
  json: { hash: emulator.mailbox.latest({ to: email })!.meta.hash, em },
});
const CUSTOMER_TOKEN = "contract-newsletter-customer";
const loggedIn = (emulator: TestEmulator) => {
  emulator.state.update(CUSTOMER_TOKEN, { customerId: demoCustomer.id });
};
const contact = {
  email,
  subject: "Offerte",
  comment: "Bitte um Rückruf.",
  firstName: "Lea",
  lastName: "Meier",
};

const cases: ContractCase[] = [
  {
    name: "subscribe with double opt-in",
    operation: ["post", "/newsletter/subscribe"],
    path: "/newsletter/subscribe",
    init: { json: { email, option: "subscribe", storefrontUrl } },
    status: 200,
    expect: (body) => expect(body).toEqual({ success: true, status: "notSet" }),
  },
  {
    name: "subscribe directly",
    operation: ["post", "/newsletter/subscribe"],
    path: "/newsletter/subscribe",
    init: { json: { email, option: "direct", storefrontUrl } },
    status: 200,
    expect: (body) => expect(body.status).toBe("direct"),
  },
  {
    name: "subscribe with violations",
    operation: ["post", "/newsletter/subscribe"],
    path: "/newsletter/subscribe",
    init: { json: { email: "kein-mail", option: "weekly", storefrontUrl } },
    status: 400,
    expect: pointers("/email", "/option"),
  },
  {
    name: "confirm",
    operation: ["post", "/newsletter/confirm"],
    path: "/newsletter/confirm",
    setup: subscribed,
    request: confirmRequest,
    status: 200,
    expect: (body) => expect(body.success).toBe(true),
  },
  {
    name: "confirm with a wrong e-mail hash",
    operation: ["post", "/newsletter/confirm"],
    path: "/newsletter/confirm",
    setup: subscribed,
    request: (emulator) => ({ json: { hash: emulator.mailbox.latest({ to: email })!.meta.hash, em: "0" } }),
    status: 400,
    expect: pointers("/em"),
  },
  {
    name: "confirm without hash",
    operation: ["post", "/newsletter/confirm"],
    path: "/newsletter/confirm",
    init: { json: { em } },
    status: 400,
    expect: pointers("/hash"),
  },
  {
    name: "unsubscribe",
    operation: ["post", "/newsletter/unsubscribe"],
    path: "/newsletter/unsubscribe",
    setup: subscribed,
    init: { json: { email } },
    status: 200,
    expect: (body) => expect(body.success).toBe(true),
  },
  {
    name: "unsubscribe with an invalid e-mail",
    operation: ["post", "/newsletter/unsubscribe"],
    path: "/newsletter/unsubscribe",
    init: { json: { email: "kein-mail" } },
    status: 400,
    expect: pointers("/email"),
  },
  {
    name: "newsletter recipient of a customer who never subscribed",
    operation: ["post", "/account/newsletter-recipient"],
    path: "/account/newsletter-recipient",
    setup: loggedIn,
    init: { token: CUSTOMER_TOKEN, json: {} },
    status: 200,
    expect: (body) => expect(body).toEqual({ status: "undefined", apiAlias: "account_newsletter_recipient" }),
  },
  {
    name: "newsletter recipient of a subscribed customer",
    operation: ["post", "/account/newsletter-recipient"],
    path: "/account/newsletter-recipient",
    setup: async (emulator) => {
      loggedIn(emulator);
      await emulator.request("/newsletter/subscribe", {
        json: { email: DEMO_CUSTOMER_EMAIL, option: "direct", storefrontUrl },
      });
    },
    init: { token: CUSTOMER_TOKEN, json: {} },
    status: 200,
    expect: (body) => expect(body.status).toBe("direct"),
  },
  {
    name: "newsletter recipient without a customer",
    operation: ["post", "/account/newsletter-recipient"],
    path: "/account/newsletter-recipient",
    init: { json: {} },
    status: 403,
    expect: codes("CHECKOUT__CUSTOMER_NOT_LOGGED_IN"),
  },
  {
    name: "contact form",
    operation: ["post", "/contact-form"],
    path: "/contact-form",
    init: { json: contact },
    status: 200,
    expect: (body) => expect(body.apiAlias).toBe("contact_form_result"),
  },
  {
    name: "contact form of a CMS form slot (its confirmation text)",
    operation: ["post", "/contact-form"],
    path: "/contact-form",
    init: { json: { ...contact, slotId: fixtureId("cms-slot:contact/main/form/content") } },
    status: 200,
    expect: (body) => expect(body.individualSuccessMessage).toContain("Vielen Dank"),
  },
  {
    name: "contact form with violations",
    operation: ["post", "/contact-form"],
    path: "/contact-form",
    init: { json: { email: "", subject: "", comment: "" } },
    status: 400,
    expect: pointers("/email", "/subject", "/comment"),
  },
];

describe("Newsletter and contact form contract (Shopware's OpenAPI schema)", () => {
  let validator: ContractValidator;
  beforeAll(() => {
    validator = createContractValidator();
  });

  it.each(cases)("$name", (contractCase) => expectContract(validator, contractCase));
});
