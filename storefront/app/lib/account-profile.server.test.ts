// @vitest-environment node
// The profile, payment and password-recovery actions against the Store API emulator (MSW intercepts fetch).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient, type StoreApiClient } from "@shop/store-api";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, languageIds } from "@shop/mocks";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import { emailRules, passwordRules, resetRules } from "./account-forms.ts";
import { paymentAction, profileAction, readPaymentPage } from "./account-profile.server.ts";
import { validate } from "./forms/rules.ts";
import { readRecoveryLink, requestRecovery, resetPassword } from "./recover.server.ts";

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

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams(fields) });

/** The action's answer: `data()` (its payload and status) or a Response (a redirect). */
function answerOf(answer: unknown): { status: number; body: Record<string, unknown> } {
  const { data, init } = answer as { data: Record<string, unknown>; init?: { status?: number } };
  return { status: init?.status ?? 200, body: data };
}

async function demo(): Promise<StoreApiClient> {
  const api = client();
  await api.login({ username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
  return api;
}

describe("the forms' rules", () => {
  it("checks e-mail confirmation and the repeated password (spec §5)", () => {
    expect(validate(emailRules, { email: "a@b.ch", emailConfirmation: "a@b.de", password: "x" })).toEqual({
      emailConfirmation: { rule: "sameAs", other: "email" },
    });
    expect(
      validate(passwordRules, { password: "", newPassword: "short", newPasswordConfirm: "other" }),
    ).toEqual({
      password: { rule: "required" },
      newPassword: { rule: "minLength", min: 8 },
      newPasswordConfirm: { rule: "passwordsMatch" },
    });
    expect(validate(resetRules, { newPassword: "Geheim123", newPasswordConfirm: "Geheim123" })).toEqual({});
  });
});

describe("profileAction", () => {
  it("puts Shopware's wrong-password violation at the current password, never echoing a password", async () => {
    const api = await demo();
    const { status, body } = answerOf(
      await profileAction(
        post("/account/profile", {
          intent: "password",
          password: "wrong-password",
          newPassword: "Geheimer99",
          newPasswordConfirm: "Geheimer99",
        }),
        api,
      ),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      intent: "password",
      errors: { password: { rule: "serverWrongPassword" } },
    });
    expect(body["values"]).not.toHaveProperty("password");
    expect(body["values"]).not.toHaveProperty("newPassword");
  });

  it("saves the personal data", async () => {
    const api = await demo();
    const { status, body } = answerOf(
      await profileAction(
        post("/account/profile", { intent: "profile", firstName: "Anna", lastName: "Muster", title: "Dr." }),
        api,
      ),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, intent: "profile" });
    expect((await api.readCustomer()).title).toBe("Dr.");
  });

  it("answers the rules' problems without calling the shop", async () => {
    const { status, body } = answerOf(
      await profileAction(
        post("/account/profile", { intent: "profile", firstName: "", lastName: "M" }),
        client(),
      ),
    );
    expect(status).toBe(400);
    expect(body["errors"]).toEqual({ firstName: { rule: "required" } });
  });
});

describe("paymentAction", () => {
  it("makes the chosen method the session's", async () => {
    const api = await demo();
    const { methods, current } = await readPaymentPage(api);
    const other = methods.find((method) => method.id !== current)!;
    const { body } = answerOf(
      await paymentAction(post("/account/payment", { paymentMethodId: other.id }), api),
    );
    expect(body).toMatchObject({ ok: true });
    expect((await readPaymentPage(api)).current).toBe(other.id);
  });
});

describe("password recovery", () => {
  it("answers the same for an unknown address", async () => {
    const known = answerOf(
      await requestRecovery(post("/account/recover", { email: DEMO_CUSTOMER_EMAIL }), client(), "de-DE"),
    );
    const unknown = answerOf(
      await requestRecovery(post("/account/recover", { email: "nobody@example.ch" }), client(), "de-DE"),
    );
    const { values: _known, ...knownRest } = known.body;
    const { values: _unknown, ...unknownRest } = unknown.body;
    expect(known.status).toBe(unknown.status);
    expect(knownRest).toEqual(unknownRest);
    expect(known.body).toMatchObject({ ok: true, intent: "recover" });
  });

  it("sets the new password from the mail's link and sends the customer to the login", async () => {
    emulator.mailbox.clear();
    await requestRecovery(post("/account/recover", { email: DEMO_CUSTOMER_EMAIL }), client(), "fr-CH");
    const mail = emulator.mailbox.latest({ to: DEMO_CUSTOMER_EMAIL, type: "customer.recovery.request" });
    const hash = String(mail?.meta["hash"]);
    expect(await readRecoveryLink(client(), hash)).toBe("valid");
    const mismatch = answerOf(
      await resetPassword(
        post("/account/recover/password", {
          hash,
          newPassword: "Geheimer99",
          newPasswordConfirm: "Geheimer98",
        }),
        client(),
        "fr-CH",
      ),
    );
    expect(mismatch.body["errors"]).toEqual({ newPasswordConfirm: { rule: "passwordsMatch" } });
    const done = (await resetPassword(
      post("/account/recover/password", {
        hash,
        newPassword: DEMO_CUSTOMER_PASSWORD,
        newPasswordConfirm: DEMO_CUSTOMER_PASSWORD,
      }),
      client(),
      "fr-CH",
    )) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/fr-CH/login?password-changed=1");
    // Used up: the link is expired now.
    expect(await readRecoveryLink(client(), hash)).toBe("expired");
  });

  it("treats a missing or unknown hash as expired", async () => {
    expect(await readRecoveryLink(client(), null)).toBe("expired");
    expect(await readRecoveryLink(client(), "x".repeat(32))).toBe("expired");
  });
});
