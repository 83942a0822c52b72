// @vitest-environment node
// Sign-in, logout and the account guard against the Store API emulator (MSW intercepts fetch).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient, type StoreApiClient } from "@shop/store-api";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, languageIds } from "@shop/mocks";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import {
  login,
  loginTarget,
  logout,
  readIsLoggedIn,
  requireCustomer,
  toAccountSummary,
} from "./account.server.ts";
import { flashCookieName } from "./flash.server.ts";
import { checkLogin, isCheckoutPath, loginRedirectFor } from "./account.ts";

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

function post(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

function tokenOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sw-context-token="));
  if (!cookie) return undefined;
  expect(cookie).toMatch(/Path=\/; SameSite=Lax; HttpOnly/);
  return cookie.split(";")[0]!.slice("sw-context-token=".length);
}

async function logIn(fields: Record<string, string> = {}, api = client()) {
  const answer = await login(
    post("/login", { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD, ...fields }),
    api,
    "de-DE",
  );
  return { answer, api };
}

describe("login", () => {
  it("answers 303 to the account with the new context token in an HttpOnly cookie", async () => {
    const { answer } = await logIn();
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/account");
    const token = tokenOf(response);
    expect(token).toBeTruthy();
    expect(await readIsLoggedIn(client(token))).toBe(true);
  });

  it("keeps a checkout path and validates redirectTo", async () => {
    const stay = (await logIn({ redirectTo: "/checkout/confirm" })).answer as Response;
    expect(stay.headers.get("Location")).toBe("/checkout/confirm");
    const evil = (await logIn({ redirectTo: "https://evil.example/" })).answer as Response;
    expect(evil.headers.get("Location")).toBe("/account");
    const french = await login(
      post("/fr-CH/login", { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD }),
      client(),
      "fr-CH",
    );
    expect((french as Response).headers.get("Location")).toBe("/fr-CH/account");
  });

  it("answers any refusal with the one login error and the e-mail as typed, never the password", async () => {
    const refusals: Record<string, string>[] = [
      { password: "wrong-password" },
      { email: "nobody@example.com" },
    ];
    for (const fields of refusals) {
      const { answer } = await logIn(fields);
      expect(answer).not.toBeInstanceOf(Response);
      const { data, init } = answer as Exclude<typeof answer, Response>;
      expect(init?.status).toBe(401);
      expect(data).toEqual({
        ok: false,
        errors: { form: "login-failed" },
        email: fields["email"] ?? DEMO_CUSTOMER_EMAIL,
      });
      expect(JSON.stringify(data)).not.toContain("wrong-password");
    }
  });

  it("checks the fields before asking the Store API (spec §5)", async () => {
    const { answer } = await logIn({ email: " not-an-address ", password: "" });
    const { data, init } = answer as Exclude<typeof answer, Response>;
    expect(init?.status).toBe(400);
    expect(data).toMatchObject({ errors: { email: "email-invalid", password: "password-required" } });
    expect(checkLogin("", "x")).toEqual({ email: "email-required" });
    expect(checkLogin("anna@example.ch", "x")).toEqual({});
  });
});

describe("where a login leads", () => {
  it("goes to a safe redirectTo, else the account; never back to the login", () => {
    expect(loginTarget(undefined, "de-DE")).toBe("/account");
    expect(loginTarget("/checkout/cart?x=1", "de-DE")).toBe("/checkout/cart?x=1");
    expect(loginTarget("//evil.example", "de-DE")).toBe("/account");
    expect(loginTarget("javascript:alert(1)", "fr-CH")).toBe("/fr-CH/account");
    expect(loginTarget("/fr-CH/login", "fr-CH")).toBe("/fr-CH/account");
  });

  it("offers the current page as redirectTo on checkout paths only", () => {
    expect(isCheckoutPath("/fr-CH/checkout/confirm")).toBe(true);
    expect(isCheckoutPath("/checkoutx")).toBe(false);
    expect(loginRedirectFor("/checkout/cart", "?a=1")).toBe("/checkout/cart?a=1");
    expect(loginRedirectFor("/Reinigung/")).toBeUndefined();
  });
});

describe("the account guard", () => {
  const url = new URL("http://localhost/account");

  it("sends a guest (no session, or a session without a customer) to the login with 303", async () => {
    for (const api of [client(), client((await client().readContext()).token)]) {
      const thrown = await requireCustomer(api, url, "de-DE").catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(303);
      expect((thrown as Response).headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
    }
  });

  it("gives a logged-in customer's name, e-mail and default addresses", async () => {
    const token = tokenOf((await logIn()).answer as Response);
    const customer = await requireCustomer(client(token), url, "de-DE");
    const summary = toAccountSummary(customer);
    expect(summary).toMatchObject({
      firstName: "Anna",
      lastName: "Muster",
      email: DEMO_CUSTOMER_EMAIL,
      customerNumber: "10001",
    });
    expect(summary.billingAddress).toEqual(expect.arrayContaining(["Seefeldstrasse 12", "8008 Zürich"]));
    expect(summary.shippingAddress).toEqual(summary.billingAddress);
  });
});

describe("logout", () => {
  it("ends the session with a new guest token, the notice, and a 303 home", async () => {
    const token = tokenOf((await logIn()).answer as Response);
    const response = await logout(post("/fr-CH/logout", {}), client(token), "fr-CH");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fr-CH");
    const guest = tokenOf(response);
    expect(guest).toBeTruthy();
    expect(guest).not.toBe(token);
    expect(await readIsLoggedIn(client(guest))).toBe(false);
    expect(await readIsLoggedIn(client(token))).toBe(false);
    expect(
      response.headers.getSetCookie().some((value) => value.startsWith(`${flashCookieName("/fr-CH")}=`)),
    ).toBe(true);
  });

  it("answers a shopper without a session the same, without a token", async () => {
    const response = await logout(post("/logout", {}), client(), "de-DE");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    expect(tokenOf(response)).toBeUndefined();
  });
});
