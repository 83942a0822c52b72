import { describe, expect, it } from "vitest";
import { createEmulator, EMULATOR_ACCESS_KEY } from "./emulator.ts";
import { fixtureIds, languageIds } from "./fixtures/index.ts";
import { createTestEmulator } from "./node.ts";

const fr = languageIds["fr-CH"];
const de = languageIds["de-DE"];

describe("access key", () => {
  it("is a sales-channel key: SWSC + 22 upper-case letters or digits", () => {
    expect(EMULATOR_ACCESS_KEY).toMatch(/^SWSC[A-Z0-9]{22}$/);
  });

  it("answers 401 when sw-access-key is missing", async () => {
    const emulator = createTestEmulator();
    const response = await emulator.request("/context", { accessKey: null });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: [
        { status: "401", code: "0", title: "Unauthorized", detail: 'Header "sw-access-key" is required.' },
      ],
    });
    expect(response.headers.get("sw-context-token")).toBeNull();
  });

  it("answers 412 FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND for an unknown key", async () => {
    const emulator = createTestEmulator();
    const response = await emulator.request("/navigation/main-navigation/main-navigation", {
      accessKey: "SWSCNOTTHERIGHTKEY00000000",
      json: {},
    });
    expect(response.status).toBe(412);
    const body = await response.json();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({
      status: "412",
      code: "FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND",
      title: "Precondition Failed",
      detail: "No matching sales channel found.",
    });
  });

  it("matches the Store API on any origin", async () => {
    const emulator = createEmulator();
    for (const origin of ["http://127.0.0.1:4010", "https://shop.example.ch", "http://localhost:3000"]) {
      const response = await emulator.handle(
        new Request(`${origin}/store-api/context`, { headers: { "sw-access-key": EMULATOR_ACCESS_KEY } }),
      );
      expect(response?.status).toBe(200);
    }
  });

  it("answers Shopware's 404 for an unknown Store API route", async () => {
    const response = await createTestEmulator().request("/does-not-exist");
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0]).toMatchObject({ status: "404", title: "Not Found" });
  });
});

describe("maintenance", () => {
  it("answers every call with 503 FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE while switched on", async () => {
    const emulator = createTestEmulator();
    emulator.setMaintenance(true);
    for (const [path, json] of [
      ["/context", undefined],
      ["/navigation/main-navigation/main-navigation", {}],
      [`/category/${fixtureIds.homeCategory}`, {}],
      ["/seo-url", {}],
      ["/language", {}],
    ] as const) {
      const response = await emulator.request(path, { json });
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect((await response.json()).errors[0]).toEqual({
        status: "503",
        code: "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE",
        title: "Service Unavailable",
        detail: "The sales channel is in maintenance mode.",
        meta: { parameters: {} },
      });
    }
    emulator.setMaintenance(false);
    expect((await emulator.request("/context")).status).toBe(200);
  });

  it("can start in maintenance mode, and reset() leaves it", async () => {
    const emulator = createTestEmulator({ maintenance: true });
    expect((await emulator.request("/context")).status).toBe(503);
    emulator.reset();
    expect((await emulator.request("/context")).status).toBe(200);
  });

  it("still checks the access key first", async () => {
    const emulator = createTestEmulator({ maintenance: true });
    expect((await emulator.request("/context", { accessKey: null })).status).toBe(401);
  });
});

describe("context token", () => {
  it("mints a fresh 32-character token when the request has none", async () => {
    const emulator = createTestEmulator();
    const first = await emulator.request("/context");
    const second = await emulator.request("/context");
    const token = first.headers.get("sw-context-token");
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(second.headers.get("sw-context-token")).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(second.headers.get("sw-context-token")).not.toBe(token);
    expect((await first.json()).token).toBe(token);
  });

  it("echoes the token the request sent, on every endpoint", async () => {
    const emulator = createTestEmulator();
    const token = "t".repeat(32);
    for (const [path, json] of [
      ["/context", undefined],
      ["/language", {}],
      ["/seo-url", {}],
      [`/category/${fixtureIds.homeCategory}`, {}],
    ] as const) {
      const response = await emulator.request(path, { token, json });
      expect({ path, token: response.headers.get("sw-context-token") }).toEqual({ path, token });
    }
  });

  it("only stores a session once something changes", async () => {
    const emulator = createTestEmulator();
    await emulator.request("/context");
    expect(emulator.state.sessions.size).toBe(0);
    const patched = await emulator.request("/context", { method: "PATCH", json: { languageId: fr } });
    const token = patched.headers.get("sw-context-token")!;
    expect(emulator.state.sessions.get(token)?.languageId).toBe(fr);
  });
});

describe("language", () => {
  it("defaults to de-DE", async () => {
    const body = await (await createTestEmulator().request("/context")).json();
    expect(body.context.languageIdChain).toEqual([de]);
    expect(body.languageInfo).toEqual({ name: "Deutsch", localeCode: "de-DE" });
  });

  it("keeps the language per token after PATCH /context", async () => {
    const emulator = createTestEmulator();
    const patch = await emulator.request("/context", {
      method: "PATCH",
      token: "french-shopper",
      json: { languageId: fr },
    });
    expect(patch.status).toBe(200);
    // The language changed, so Shopware points at the new language's domain.
    expect(await patch.json()).toEqual({ redirectUrl: "http://shop.test/fr-CH", apiAlias: "array_struct" });
    expect(patch.headers.get("sw-context-token")).toBe("french-shopper");

    const french = await (await emulator.request("/context", { token: "french-shopper" })).json();
    expect(french.languageInfo.localeCode).toBe("fr-CH");
    expect(french.context.languageIdChain).toEqual([fr, de]);
    expect(french.currency.name).toBe("Franc suisse");

    const other = await (await emulator.request("/context", { token: "german-shopper" })).json();
    expect(other.languageInfo.localeCode).toBe("de-DE");
  });

  it("lets the sw-language-id header win over the token's language", async () => {
    const emulator = createTestEmulator();
    await emulator.request("/context", {
      method: "PATCH",
      token: "french-shopper",
      json: { languageId: fr },
    });
    const response = await emulator.request("/context", { token: "french-shopper", languageId: de });
    expect((await response.json()).languageInfo.localeCode).toBe("de-DE");
    // The header does not change the stored session.
    expect(emulator.state.sessions.get("french-shopper")?.languageId).toBe(fr);
  });

  it("answers 412 SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION for a language the shop lacks", async () => {
    const unknown = "0123456789abcdef0123456789abcdef";
    const response = await createTestEmulator().request("/context", { languageId: unknown });
    expect(response.status).toBe(412);
    expect((await response.json()).errors[0]).toMatchObject({
      status: "412",
      code: "SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION",
      detail: `Provided language "${unknown}" is not in list of available languages: ${de}, ${fr}`,
    });
  });

  it("answers 412 SYSTEM__LANGUAGE_INVALID_EXCEPTION for an sw-language-id that is no UUID", async () => {
    const response = await createTestEmulator().request("/context", { languageId: "de-DE" });
    expect(response.status).toBe(412);
    expect((await response.json()).errors[0]).toMatchObject({ code: "SYSTEM__LANGUAGE_INVALID_EXCEPTION" });
  });

  it("rejects an unknown languageId in PATCH /context with a constraint violation", async () => {
    const emulator = createTestEmulator();
    const response = await emulator.request("/context", {
      method: "PATCH",
      json: { languageId: "f".repeat(32) },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0]).toMatchObject({
      code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
      source: { pointer: "/languageId" },
    });
    expect(emulator.state.sessions.size).toBe(0);
  });

  it("switches the currency per token", async () => {
    const emulator = createTestEmulator();
    await emulator.request("/context", {
      method: "PATCH",
      token: "euro",
      json: { currencyId: fixtureIds.currencies.EUR },
    });
    const body = await (await emulator.request("/context", { token: "euro" })).json();
    expect(body.currency.isoCode).toBe("EUR");
    expect(body.context.currencyId).toBe(fixtureIds.currencies.EUR);
    expect(body.salesChannel.currencyId).toBe(fixtureIds.currencies.CHF);
  });
});

describe("isolation", () => {
  it("keeps state per emulator instance", async () => {
    const a = createTestEmulator();
    const b = createTestEmulator();
    await a.request("/context", { method: "PATCH", token: "shared-token", json: { languageId: fr } });
    const fromB = await (await b.request("/context", { token: "shared-token" })).json();
    expect(fromB.languageInfo.localeCode).toBe("de-DE");
    expect(a.state.sessions.size).toBe(1);
    expect(b.state.sessions.size).toBe(0);
  });
});
