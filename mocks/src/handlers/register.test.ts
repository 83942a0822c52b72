import { afterEach, describe, expect, it } from "vitest";
import { call, fillCart, registerGuest, registration } from "../checkout/test-helpers.ts";
import { countries } from "../fixtures/countries.ts";
import { DEMO_CUSTOMER_EMAIL } from "../fixtures/customers.ts";
import { languages } from "../fixtures/languages.ts";
import { ACCOUNT_MAILS, sha1 } from "../lib/account-mail.ts";
import { paymentMethods, shippingMethods } from "../fixtures/sales-channel.ts";
import { createTestEmulator } from "../node.ts";

let minted = 0;
const emulator = createTestEmulator({ mintToken: () => `register-test-token-${++minted}` });
afterEach(() => emulator.reset());

describe("POST /account/register", () => {
  it("creates a guest customer, logs it in on a new token and keeps the guest cart", async () => {
    await fillCart(emulator, "register-guest-cart");
    const answer = await call(emulator, "/account/register", {
      token: "register-guest-cart",
      json: registration(emulator, "guestDe"),
    });
    expect(answer.status).toBe(200);
    expect(answer.token).toMatch(/^register-test-token-/);
    expect(answer.body).toMatchObject({
      apiAlias: "customer",
      guest: true,
      email: "lukas.brunner@example.ch",
      accountType: "private",
      // The next number after the seeded demo customers (10001 private, 10002 business).
      customerNumber: "10003",
      activeBillingAddress: { city: "Bern", zipcode: "3011" },
      activeShippingAddress: { city: "Bern" },
    });
    const context = await call(emulator, "/context", { token: answer.token! });
    expect(context.body.customer).toMatchObject({ guest: true, firstName: "Lukas" });
    expect(context.body.shippingLocation.address).toMatchObject({ city: "Bern" });
    const cart = await call(emulator, "/checkout/cart", { token: answer.token! });
    expect(cart.body.lineItems).toHaveLength(1);
    // The old token's session and cart are gone.
    expect((await call(emulator, "/checkout/cart", { token: "register-guest-cart" })).body.lineItems).toEqual(
      [],
    );
  });

  it("keeps a separate shipping address and lets PATCH /context choose between the two", async () => {
    const token = await registerGuest(emulator, "guestFr");
    const customer = (await call(emulator, "/account/customer", { token, json: {} })).body;
    expect(customer.activeShippingAddress).toMatchObject({ city: "Vevey", company: "Atelier Rochat Sàrl" });
    expect(customer.activeBillingAddress).toMatchObject({ city: "Lausanne" });
    const switched = await call(emulator, "/context", {
      token,
      method: "PATCH",
      json: {
        shippingAddressId: customer.defaultBillingAddressId,
        paymentMethodId: paymentMethods.twint.id,
        shippingMethodId: shippingMethods.express.id,
      },
    });
    expect(switched.status).toBe(200);
    const context = (await call(emulator, "/context", { token })).body;
    expect(context.customer.activeShippingAddress.city).toBe("Lausanne");
    expect(context.paymentMethod.id).toBe(paymentMethods.twint.id);
    expect(context.shippingMethod.id).toBe(shippingMethods.express.id);
  });

  it("registers a business with company and Swiss UID", async () => {
    const { status, body } = await call(emulator, "/account/register", {
      json: registration(emulator, "businessFr"),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      accountType: "business",
      company: "Nettoyages Favre SA",
      vatIds: ["CHE-123.456.789 MWST"],
      activeBillingAddress: { company: "Nettoyages Favre SA", department: "Achats" },
    });
  });

  it("answers every violation at once with its pointer", async () => {
    const { status, body } = await call(emulator, "/account/register", {
      json: {
        email: "not-an-address",
        password: "kurz",
        firstName: "",
        storefrontUrl: "https://elsewhere.example",
        accountType: "business",
        vatIds: ["123"],
        billingAddress: {
          street: "Bahnhofstrasse 1",
          city: "Zürich",
          zipcode: "80011",
          countryId: countries.CH.id,
        },
      },
    });
    expect(status).toBe(400);
    const found = (body.errors as Array<{ code: string; source: { pointer: string } }>).map(
      (error) => `${error.source.pointer} ${error.code}`,
    );
    expect(found).toEqual([
      "/email VIOLATION::INVALID_FORMAT_ERROR",
      "/password VIOLATION::TOO_SHORT_ERROR",
      "/firstName VIOLATION::IS_BLANK_ERROR",
      "/lastName VIOLATION::IS_BLANK_ERROR",
      "/acceptedDataProtection VIOLATION::IS_BLANK_ERROR",
      "/storefrontUrl VIOLATION::NO_SUCH_CHOICE_ERROR",
      "/billingAddress/firstName VIOLATION::IS_BLANK_ERROR",
      "/billingAddress/lastName VIOLATION::IS_BLANK_ERROR",
      "/billingAddress/zipcode VIOLATION::ZIP_CODE_INVALID",
      "/company VIOLATION::IS_BLANK_ERROR",
      "/vatIds VIOLATION::VAT_ID_FORMAT_NOT_CORRECT",
    ]);
  });

  it("refuses a taken e-mail for an account, but lets a guest reuse it", async () => {
    const account = await call(emulator, "/account/register", {
      json: registration(emulator, "guestDe", {
        guest: false,
        email: DEMO_CUSTOMER_EMAIL,
        password: "Sicher-2026",
      }),
    });
    expect(account.status).toBe(400);
    expect(account.body.errors[0]).toMatchObject({
      code: "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE",
      source: { pointer: "/email" },
    });
    const guest = await call(emulator, "/account/register", {
      json: registration(emulator, "guestDe", { email: DEMO_CUSTOMER_EMAIL }),
    });
    expect(guest.status).toBe(200);
  });
});

/** A private account (not a guest) of the Bern shopper, with a password. */
const account = (extra: Record<string, unknown> = {}) =>
  registration(emulator, "guestDe", { guest: false, password: "Sicher-2026", ...extra });

describe("double opt-in of an account", () => {
  it("stores the account unconfirmed, mails the confirm link and leaves the session a guest's", async () => {
    await fillCart(emulator, "doi-guest-cart");
    const answer = await call(emulator, "/account/register", { token: "doi-guest-cart", json: account() });
    expect(answer.status).toBe(200);
    expect(answer.token).toBe("doi-guest-cart");
    expect(answer.body).toMatchObject({
      guest: false,
      active: true,
      doubleOptInRegistration: true,
      doubleOptInConfirmDate: null,
      email: "lukas.brunner@example.ch",
    });
    expect(answer.body.doubleOptInEmailSentDate).toEqual(expect.any(String));
    expect(emulator.state.session("doi-guest-cart").customerId).toBeNull();

    const mail = emulator.mailbox.latest({ to: "lukas.brunner@example.ch" })!;
    expect(mail).toMatchObject({ type: ACCOUNT_MAILS.registrationOptIn, locale: "de-DE" });
    expect(mail.subject).toContain("bestätigen");
    expect(mail.text).toContain("Sehr geehrter Herr Lukas Brunner");
    const em = await sha1("lukas.brunner@example.ch");
    const origin = new URL(emulator.baseUrl).origin;
    expect(mail.meta.link).toBe(`${origin}/registration/confirm?em=${em}&hash=${mail.meta.hash}`);
    expect(mail.text).toContain(mail.meta.link);
  });

  it("refuses the login until the confirmation, then logs in on a new token with the cart", async () => {
    await fillCart(emulator, "doi-confirm-cart");
    await call(emulator, "/account/register", { token: "doi-confirm-cart", json: account() });
    const { meta } = emulator.mailbox.latest()!;
    const refused = await call(emulator, "/account/login", {
      json: { username: "lukas.brunner@example.ch", password: "Sicher-2026" },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0]).toMatchObject({
      code: "CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED",
      meta: { parameters: { customerId: meta.customerId } },
    });
    // A wrong password still answers bad credentials: the opt-in state is only told to the owner.
    const wrong = await call(emulator, "/account/login", {
      json: { username: "lukas.brunner@example.ch", password: "falsch-falsch" },
    });
    expect(wrong.body.errors[0].code).toBe("CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS");

    const confirmed = await call(emulator, "/account/register-confirm", {
      token: "doi-confirm-cart",
      json: { hash: meta.hash, em: meta.em },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.token).toMatch(/^register-test-token-/);
    expect(confirmed.body).toMatchObject({ id: meta.customerId, doubleOptInConfirmDate: expect.any(String) });
    expect(emulator.state.session(confirmed.token!).customerId).toBe(meta.customerId);
    expect((await call(emulator, "/checkout/cart", { token: confirmed.token! })).body.lineItems).toHaveLength(
      1,
    );

    const login = await call(emulator, "/account/login", {
      json: { username: "lukas.brunner@example.ch", password: "Sicher-2026" },
    });
    expect(login.status).toBe(200);
  });

  it("answers Shopware's errors for a missing, unknown, mismatched and used hash", async () => {
    await call(emulator, "/account/register", { json: account() });
    const { meta } = emulator.mailbox.latest()!;
    const confirm = (json: Record<string, unknown>) => call(emulator, "/account/register-confirm", { json });
    const missing = await confirm({ em: meta.em });
    expect([missing.status, missing.body.errors[0].code]).toEqual([404, "CHECKOUT__NO_HASH_PROVIDED"]);
    const unknown = await confirm({ hash: "0".repeat(32), em: meta.em });
    expect([unknown.status, unknown.body.errors[0].code]).toEqual([
      404,
      "CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH",
    ]);
    const mismatch = await confirm({ hash: meta.hash, em: "abc" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors[0]).toMatchObject({
      code: "VIOLATION::NOT_EQUAL_ERROR",
      source: { pointer: "/em" },
    });
    expect((await confirm({ hash: meta.hash, em: meta.em })).status).toBe(200);
    const again = await confirm({ hash: meta.hash, em: meta.em });
    expect([again.status, again.body.errors[0].code]).toEqual([
      412,
      "CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED",
    ]);
  });

  it("writes the opt-in mail in the request's language and keeps the address taken while unconfirmed", async () => {
    await call(emulator, "/account/register", {
      json: account({ email: "camille@example.ch" }),
      headers: { "sw-language-id": languages["fr-CH"].id },
    });
    const mail = emulator.mailbox.latest({ to: "camille@example.ch" })!;
    expect(mail.locale).toBe("fr-CH");
    expect(mail.subject).toBe("Veuillez confirmer votre inscription chez Clarus");
    expect(mail.text).toContain("Monsieur Lukas Brunner");
    const twice = await call(emulator, "/account/register", {
      json: account({ email: "camille@example.ch" }),
    });
    expect(twice.body.errors[0].code).toBe("VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE");
  });
});
