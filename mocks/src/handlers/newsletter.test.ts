import { afterEach, describe, expect, it } from "vitest";
import { call } from "../checkout/test-helpers.ts";
import { demoCustomer, DEMO_CUSTOMER_EMAIL } from "../fixtures/customers.ts";
import { languages } from "../fixtures/languages.ts";
import { ACCOUNT_MAILS, sha1 } from "../lib/account-mail.ts";
import { SHOP_SENDER } from "../lib/mailbox.ts";
import { createTestEmulator } from "../node.ts";
import { CONTACT_FORM_MAIL } from "./newsletter.ts";
import { CONTACT_FORM_RECEIVER } from "../fixtures/cms/forms.ts";
import { fixtureId } from "../fixtures/ids.ts";

/** The contact page's form slot (layout `contact`, section `main`, block `form`). */
const contactSlotId = fixtureId("cms-slot:contact/main/form/content");

const emulator = createTestEmulator();
afterEach(() => emulator.reset());
const storefrontUrl = new URL(emulator.baseUrl).origin;
const email = "leser@example.ch";

const subscribe = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(emulator, "/newsletter/subscribe", {
    json: { email, storefrontUrl, option: "subscribe", ...json },
    headers,
  });
const TOKEN = "newsletter-test-customer-token-01";
const status = async () =>
  (await call(emulator, "/account/newsletter-recipient", { token: TOKEN, json: {} })).body.status;

describe("POST /newsletter/subscribe", () => {
  it("mails the double opt-in link in the request's language; confirm makes it optIn", async () => {
    const { status: code, body } = await subscribe({}, { "sw-language-id": languages["fr-CH"].id });
    expect([code, body]).toEqual([200, { success: true, status: "notSet" }]);
    const mail = emulator.mailbox.latest({ to: email })!;
    expect(mail).toMatchObject({ type: ACCOUNT_MAILS.newsletterOptIn, locale: "fr-CH" });
    expect(mail.text).toContain("Bonjour,");
    const em = await sha1(email);
    expect(mail.meta.link).toBe(`${storefrontUrl}/newsletter-subscribe?em=${em}&hash=${mail.meta.hash}`);
    const confirmed = await call(emulator, "/newsletter/confirm", { json: { hash: mail.meta.hash, em } });
    expect(confirmed.body).toEqual({ success: true, apiAlias: "array_struct" });
    // A second subscribe of a confirmed address keeps the status and mails nothing.
    expect((await subscribe({})).body.status).toBe("optIn");
    expect(emulator.mailbox.list({ to: email })).toHaveLength(1);
  });

  it("subscribes directly with option direct, without a mail", async () => {
    expect((await subscribe({ option: "direct" })).body).toEqual({ success: true, status: "direct" });
    expect(emulator.mailbox.list()).toEqual([]);
  });

  it("validates e-mail, option and storefront URL", async () => {
    const { status: code, body } = await call(emulator, "/newsletter/subscribe", {
      json: { email: "kein-mail", option: "weekly", storefrontUrl: "https://elsewhere.example" },
    });
    expect(code).toBe(400);
    expect(body.errors.map((error: { source: { pointer: string } }) => error.source.pointer)).toEqual([
      "/email",
      "/option",
      "/storefrontUrl",
    ]);
  });

  it("throttles the third request per address within 30 seconds", async () => {
    for (let i = 0; i < 2; i++) expect((await subscribe({})).status).toBe(200);
    const refused = await subscribe({});
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].code).toBe("FRAMEWORK__RATE_LIMIT_EXCEEDED");
  });
});

describe("POST /newsletter/confirm", () => {
  it("refuses an unknown hash (404) and a wrong e-mail hash (400 at /em)", async () => {
    const unknown = await call(emulator, "/newsletter/confirm", { json: { hash: "x".repeat(32), em: "y" } });
    expect([unknown.status, unknown.body.errors[0].code]).toEqual([
      404,
      "CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND",
    ]);
    await subscribe({});
    const { hash } = emulator.mailbox.latest({ to: email })!.meta;
    const wrong = await call(emulator, "/newsletter/confirm", {
      json: { hash, em: await sha1("other@example.ch") },
    });
    expect([wrong.status, wrong.body.errors[0].source.pointer]).toEqual([400, "/em"]);
  });
});

describe("POST /newsletter/unsubscribe and the account's recipient status", () => {
  it("follows the customer's subscription: undefined, direct, optOut", async () => {
    emulator.state.update(TOKEN, { customerId: demoCustomer.id });
    expect(await status()).toBe("undefined");
    await subscribe({ email: DEMO_CUSTOMER_EMAIL, option: "direct" });
    expect(await status()).toBe("direct");
    const gone = await call(emulator, "/newsletter/unsubscribe", { json: { email: DEMO_CUSTOMER_EMAIL } });
    expect(gone.body.success).toBe(true);
    expect(await status()).toBe("optOut");
    const get = await call(emulator, "/account/newsletter-recipient", { token: TOKEN, method: "GET" });
    expect(get.body).toEqual({ status: "optOut", apiAlias: "account_newsletter_recipient" });
  });

  it("answers 404 for an address that never subscribed and 403 to a shopper not logged in", async () => {
    expect((await call(emulator, "/newsletter/unsubscribe", { json: { email } })).status).toBe(404);
    expect((await call(emulator, "/account/newsletter-recipient", { json: {} })).status).toBe(403);
  });
});

describe("POST /contact-form", () => {
  it("mails the message to the shop, reply-to the sender", async () => {
    const { status: code, body } = await call(emulator, "/contact-form", {
      json: { email, subject: "Offerte", comment: "Bitte um Rückruf.", firstName: "Lea", lastName: "Meier" },
    });
    expect([code, body]).toEqual([200, { individualSuccessMessage: "", apiAlias: "contact_form_result" }]);
    const mail = emulator.mailbox.latest({ type: CONTACT_FORM_MAIL })!;
    expect(mail.to).toEqual(SHOP_SENDER);
    expect(mail.meta.replyTo).toBe(email);
    expect(mail.text).toContain("Bitte um Rückruf.");
  });

  it("honours the CMS form's slot: its receivers get the mail, its confirmation text is the answer", async () => {
    const { status: code, body } = await call(emulator, "/contact-form", {
      json: { email, subject: "Muster", comment: "Bitte Muster schicken.", slotId: contactSlotId },
      headers: { "sw-language-id": languages["fr-CH"].id },
    });
    expect(code).toBe(200);
    expect(body.individualSuccessMessage).toContain("Merci pour votre message");
    const mail = emulator.mailbox.latest({ type: CONTACT_FORM_MAIL })!;
    expect(mail.to.email).toBe(CONTACT_FORM_RECEIVER);
    expect(mail.meta.replyTo).toBe(email);
  });

  it("sends to the shop when the slot is unknown", async () => {
    const { body } = await call(emulator, "/contact-form", {
      json: { email, subject: "Frage", comment: "Hallo", slotId: "0".repeat(32), navigationId: "x" },
    });
    expect(body.individualSuccessMessage).toBe("");
    expect(emulator.mailbox.latest({ type: CONTACT_FORM_MAIL })!.to).toEqual(SHOP_SENDER);
  });

  it("reports Shopware's violations", async () => {
    const { status: code, body } = await call(emulator, "/contact-form", {
      json: { email: "", subject: " ", comment: "", firstName: "http://spam.example" },
    });
    expect(code).toBe(400);
    expect(body.errors.map((error: { source: { pointer: string } }) => error.source.pointer)).toEqual([
      "/email",
      "/subject",
      "/comment",
      "/firstName",
    ]);
  });
});
