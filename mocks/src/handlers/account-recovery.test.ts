import { afterEach, describe, expect, it } from "vitest";
import { call, freezeDate } from "../checkout/test-helpers.ts";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from "../fixtures/customers.ts";
import { languages } from "../fixtures/languages.ts";
import { ACCOUNT_MAILS } from "../lib/account-mail.ts";
import { createTestEmulator } from "../node.ts";

const emulator = createTestEmulator();
afterEach(() => emulator.reset());
const storefrontUrl = new URL(emulator.baseUrl).origin;

const requestRecovery = (email: string, headers: Record<string, string> = {}) =>
  call(emulator, "/account/recovery-password", { json: { email, storefrontUrl }, headers });
const reset = (json: Record<string, unknown>) =>
  call(emulator, "/account/recovery-password-confirm", { json });
const loginStatus = async (password: string) =>
  (await call(emulator, "/account/login", { json: { username: DEMO_CUSTOMER_EMAIL, password } })).status;

describe("POST /account/recovery-password", () => {
  it("mails the recovery link to an account, in the request's language", async () => {
    const { status, body } = await requestRecovery(DEMO_CUSTOMER_EMAIL, {
      "sw-language-id": languages["fr-CH"].id,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, apiAlias: "array_struct" });
    const mail = emulator.mailbox.latest({ to: DEMO_CUSTOMER_EMAIL })!;
    expect(mail).toMatchObject({ type: ACCOUNT_MAILS.passwordRecovery, locale: "fr-CH" });
    expect(mail.subject).toBe("Réinitialiser votre mot de passe chez Clarus");
    expect(mail.text).toContain("Madame Anna Muster");
    expect(mail.meta.link).toBe(`${storefrontUrl}/account/recover/password?hash=${mail.meta.hash}`);
    expect(mail.meta.hash).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const { status, body } = await requestRecovery("niemand@example.ch");
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, apiAlias: "array_struct" });
    expect(emulator.mailbox.list()).toEqual([]);
  });

  it("validates the e-mail and the storefront URL", async () => {
    const { status, body } = await call(emulator, "/account/recovery-password", {
      json: { email: "kein-mail", storefrontUrl: "https://elsewhere.example" },
    });
    expect(status).toBe(400);
    expect(
      body.errors.map((error: { code: string; source: { pointer: string } }) => error.source.pointer),
    ).toEqual(["/email", "/storefrontUrl"]);
  });

  it("throttles the third request per address and IP within 30 seconds", async () => {
    freezeDate();
    // Shopware's TimeBackoff with one limit of 3 applies the interval from the 3rd attempt on.
    for (let i = 0; i < 2; i++) expect((await requestRecovery(DEMO_CUSTOMER_EMAIL)).status).toBe(200);
    const refused = await requestRecovery(DEMO_CUSTOMER_EMAIL);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]).toMatchObject({
      code: "FRAMEWORK__RATE_LIMIT_EXCEEDED",
      meta: { parameters: { seconds: 30 } },
    });
    expect(refused.headers.get("retry-after")).toBe("30");
    emulator.clock.advance(30);
    expect((await requestRecovery(DEMO_CUSTOMER_EMAIL)).status).toBe(200);
  });
});

describe("POST /account/recovery-password-confirm", () => {
  it("sets the new password once; the hash is then used up", async () => {
    await requestRecovery(DEMO_CUSTOMER_EMAIL);
    const { hash } = emulator.mailbox.latest()!.meta;
    const done = await reset({ hash, newPassword: "Neues-Pass-1", newPasswordConfirm: "Neues-Pass-1" });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true });
    expect(await loginStatus(DEMO_CUSTOMER_PASSWORD)).toBe(401);
    expect(await loginStatus("Neues-Pass-1")).toBe(200);
    const again = await reset({ hash, newPassword: "Neues-Pass-2", newPasswordConfirm: "Neues-Pass-2" });
    expect([again.status, again.body.errors[0].code]).toEqual([
      410,
      "CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED",
    ]);
  });

  it("answers 410 two hours after the mail (the emulator clock moved on)", async () => {
    await requestRecovery(DEMO_CUSTOMER_EMAIL);
    const { hash } = emulator.mailbox.latest()!.meta;
    emulator.clock.advance(2 * 3600);
    const expired = await reset({ hash, newPassword: "Neues-Pass-1", newPasswordConfirm: "Neues-Pass-1" });
    expect(expired.status).toBe(410);
    expect(expired.body.errors[0]).toMatchObject({
      code: "CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED",
      meta: { parameters: { hash } },
    });
  });

  it("answers violations for a short or unconfirmed password before looking at the hash", async () => {
    const short = await reset({ hash: "x", newPassword: "kurz", newPasswordConfirm: "kurz" });
    expect(short.body.errors[0]).toMatchObject({
      code: "VIOLATION::TOO_SHORT_ERROR",
      source: { pointer: "/newPassword" },
    });
    const mismatch = await reset({
      hash: "x",
      newPassword: "Lang-genug-1",
      newPasswordConfirm: "Anders-1234",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors[0]).toMatchObject({
      code: "VIOLATION::NOT_EQUAL_ERROR",
      source: { pointer: "/newPassword" },
    });
  });

  it("clears the login throttle of the account", async () => {
    for (let i = 0; i < 10; i++) await loginStatus("falsch");
    expect(await loginStatus("falsch")).toBe(429);
    await requestRecovery(DEMO_CUSTOMER_EMAIL);
    const { hash } = emulator.mailbox.latest()!.meta;
    await reset({ hash, newPassword: "Neues-Pass-1", newPasswordConfirm: "Neues-Pass-1" });
    expect(await loginStatus("Neues-Pass-1")).toBe(200);
  });
});

describe("POST /account/customer-recovery-is-expired", () => {
  it("tells the recover page whether the link still works", async () => {
    await requestRecovery(DEMO_CUSTOMER_EMAIL);
    const { hash } = emulator.mailbox.latest()!.meta;
    const ask = (json: Record<string, unknown>) =>
      call(emulator, "/account/customer-recovery-is-expired", { json });
    expect((await ask({ hash })).body).toEqual({ isExpired: false, apiAlias: "array_struct" });
    emulator.clock.advance(2 * 3600 + 1);
    expect((await ask({ hash })).body.isExpired).toBe(true);
    const unknown = await ask({ hash: "A".repeat(32) });
    expect([unknown.status, unknown.body.errors[0].code]).toEqual([
      404,
      "CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH",
    ]);
    const short = await ask({ hash: "abc" });
    expect([short.status, short.body.errors[0].code]).toEqual([400, "VIOLATION::NOT_EQUAL_LENGTH_ERROR"]);
  });
});

describe("the emulator clock over HTTP", () => {
  it("moves forward with POST /__emulator/clock and back with reset", async () => {
    const before = Date.now();
    const post = (body: unknown) =>
      emulator.handle(
        new Request("http://shop.test/__emulator/clock", { method: "POST", body: JSON.stringify(body) }),
      );
    const moved = await post({ advanceSeconds: 3600 });
    const { now } = (await moved!.json()) as { now: string };
    expect(Date.parse(now) - before).toBeGreaterThanOrEqual(3600 * 1000);
    await post({ reset: true });
    expect(emulator.clock.now() - Date.now()).toBeLessThan(1000);
  });
});
