// @vitest-environment node
// The account registration (/register) and its confirmation link, against the Store API emulator (MSW
// intercepts fetch): the action's answers and the double opt-in link's outcomes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient, type StoreApiClient } from "@shop/store-api";
import { languageIds } from "@shop/mocks";
import { countries, countryStateIds, salutations } from "@shop/mocks/fixtures";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import { flashCookieName } from "./flash.server.ts";
import { confirmRegistrationLink, readRegisterPage, registerAction } from "./register.server.ts";

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());

function client(locale: "de-DE" | "fr-CH" = "de-DE"): StoreApiClient {
  return createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    languageId: languageIds[locale],
  });
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams(fields) });

let counter = 0;
function account(): Record<string, string> {
  counter += 1;
  return {
    salutationId: salutations.mrs.id,
    firstName: "Anna",
    lastName: "Muster",
    email: `register-${Date.now()}-${counter}@example.ch`,
    password: "Geheim1234",
    accountType: "private",
    "billingAddress.street": "Bahnhofstrasse 1",
    "billingAddress.zipcode": "8604",
    "billingAddress.city": "Volketswil",
    "billingAddress.countryId": countries.CH.id,
    "billingAddress.countryStateId": countryStateIds["CH-ZH"] ?? "",
    acceptedDataProtection: "on",
  };
}

/** The action's answer: `data()` (its payload and status) or a Response (a redirect). */
function answerOf(answer: unknown): { status: number; body: Record<string, unknown>; headers: Headers } {
  if (answer instanceof Response) return { status: answer.status, body: {}, headers: answer.headers };
  const { data, init } = answer as { data: Record<string, unknown>; init?: ResponseInit };
  return { status: init?.status ?? 200, body: data, headers: new Headers(init?.headers) };
}

/** The flash the answer addresses to the page it redirects to. */
const flashOf = (headers: Headers) => {
  const name = flashCookieName(headers.get("Location") ?? "");
  return decodeURIComponent(headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? "");
};

describe("registerAction", () => {
  it("answers the problems per field with the typed values, never the password", async () => {
    const values = { ...account(), email: "not-an-address", "billingAddress.zipcode": "12" };
    const { status, body, headers } = answerOf(
      await registerAction(post("/register", values), client(), "de-DE"),
    );
    expect(status).toBe(400);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(body["errors"]).toMatchObject({
      email: { rule: "email" },
      "billingAddress.zipcode": { rule: "zipcode" },
    });
    expect(body["values"]).toMatchObject({ email: "not-an-address", firstName: "Anna" });
    expect(body["values"]).not.toHaveProperty("password");
  });

  it("asks for a password of 8 characters or more", async () => {
    const values = { ...account(), password: "kurz" };
    const { status, body } = answerOf(await registerAction(post("/register", values), client(), "de-DE"));
    expect(status).toBe(400);
    expect(body["errors"]).toMatchObject({ password: { rule: "minLength", min: 8 } });
  });

  it("registers with double opt-in: 303 back to /register with the notice naming the address, the mail sent", async () => {
    const values = account();
    const api = client("fr-CH");
    const answer = answerOf(await registerAction(post("/fr-CH/register", values), api, "fr-CH"));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/fr-CH/register");
    expect(flashOf(answer.headers)).toContain(`"key":"registered"`);
    expect(flashOf(answer.headers)).toContain(values.email);
    // The session stays a guest's: no session cookie until the link is confirmed.
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith("sw-context-token="))).toBe(
      false,
    );
    const mail = emulator.mailbox.latest({ to: values.email, type: "customer_register.double_opt_in" });
    expect(mail?.meta["hash"]).toBeTruthy();
    expect(mail?.meta["link"] ?? "").toContain("http://shop.test/fr-CH/");
  });

  it("the same address twice is a problem of the e-mail field", async () => {
    const values = account();
    expect(answerOf(await registerAction(post("/register", values), client(), "de-DE")).status).toBe(303);
    const again = answerOf(await registerAction(post("/register", values), client(), "de-DE"));
    expect(again.status).toBe(400);
    expect(Object.keys(again.body["errors"] as object)).toContain("email");
  });
});

const link = (query: string) => new Request(`http://shop.test/registration/confirm?${query}`);

describe("confirmRegistrationLink", () => {
  it("a malformed link is 404 without asking the shop", async () => {
    const answer = answerOf(await confirmRegistrationLink(link("em=xyz&hash=<script>"), client(), "de-DE"));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ reason: "invalid" });
  });

  it("confirms: the session cookie, 303 to the account; used again: to the login with its notice", async () => {
    const values = account();
    await registerAction(post("/register", values), client(), "de-DE");
    const { meta } = emulator.mailbox.latest({ to: values.email, type: "customer_register.double_opt_in" })!;
    const query = new URLSearchParams({ em: meta["em"] ?? "", hash: meta["hash"] ?? "" }).toString();

    const confirmed = await confirmRegistrationLink(link(query), client(), "de-DE").catch((thrown) => thrown);
    expect(confirmed).toBeInstanceOf(Response);
    expect((confirmed as Response).status).toBe(303);
    expect((confirmed as Response).headers.get("Location")).toBe("/account");
    const cookies = (confirmed as Response).headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith("sw-context-token="))).toMatch(/HttpOnly/);
    expect(decodeURIComponent(cookies.join(";"))).toContain(`"key":"account-activated"`);

    const again = await confirmRegistrationLink(link(query), client(), "fr-CH").catch((thrown) => thrown);
    expect((again as Response).status).toBe(303);
    expect((again as Response).headers.get("Location")).toBe("/fr-CH/login");
    expect(decodeURIComponent((again as Response).headers.getSetCookie().join(";"))).toContain(
      "already-confirmed",
    );
  });
});

describe("readRegisterPage", () => {
  it("offers the countries and salutations, Switzerland by default", async () => {
    const page = await readRegisterPage(client(), new Request("http://shop.test/register"), "de-DE");
    expect(page.countries.map((country) => country.iso)).toContain("CH");
    expect(page.salutations.length).toBeGreaterThan(1);
    expect(page.defaultCountryId).toBe(countries.CH.id);
    expect(page.sentTo).toBeUndefined();
  });
});
