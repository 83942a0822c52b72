// @vitest-environment node
// The currency switch against the Store API emulator (the caching rules: http-cache.server.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createStoreApiClient, type StoreApiClient } from "@shop/store-api";
import {
  currencyIds,
  DEMO_BUSINESS_CUSTOMER_EMAIL,
  DEMO_BUSINESS_CUSTOMER_PASSWORD,
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_PASSWORD,
  languageIds,
} from "@shop/mocks";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import { readCurrencyState, switchCurrency } from "./currency.server.ts";

vi.mock("./shop.server.ts", () => import("./shop.test-double.ts"));

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());

let api: StoreApiClient;
beforeEach(() => {
  api = createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    languageId: languageIds["de-DE"],
  });
});

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/currency", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
  });
}

describe("readCurrencyState", () => {
  it("is CHF without a session, lists CHF and EUR, and mints no session", async () => {
    const state = await readCurrencyState(api);
    expect(state.currency).toBe("CHF");
    expect(state.currencies.map((option) => option.isoCode)).toEqual(["CHF", "EUR"]);
    expect(state.taxState).toBe("gross");
    expect(api.getContextToken()).toBeUndefined();
  });

  it("is net for the business customer's group (no displayGross) and gross for a private customer", async () => {
    await api.login({ username: DEMO_BUSINESS_CUSTOMER_EMAIL, password: DEMO_BUSINESS_CUSTOMER_PASSWORD });
    expect(await readCurrencyState(api)).toMatchObject({ currency: "CHF", taxState: "net" });
    await api.logout();
    expect((await readCurrencyState(api)).taxState).toBe("gross");
    await api.login({ username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
    expect((await readCurrencyState(api)).taxState).toBe("gross");
  });
});

describe("switchCurrency", () => {
  it("sets the session's currency and answers 303 to the page it came from", async () => {
    const response = await switchCurrency(
      post({ currencyId: currencyIds.EUR, redirectTo: "/fr-CH/search?search=tuch" }),
      api,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fr-CH/search?search=tuch");
    expect((await readCurrencyState(api)).currency).toBe("EUR");
    expect((await api.readCart()).price.totalPrice).toBe(0);
  });

  it("changes nothing for an unknown id and never redirects off the shop", async () => {
    const response = await switchCurrency(
      post({ currencyId: "0".repeat(32), redirectTo: "https://evil.example/" }),
      api,
    );
    expect(response.headers.get("Location")).toBe("/");
    expect(api.getContextToken()).toBeUndefined();
  });
});
