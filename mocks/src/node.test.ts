import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fixtureIds } from "./fixtures/index.ts";
import { createTestEmulator, EMULATOR_ACCESS_KEY } from "./node.ts";

describe("createTestEmulator (setupServer)", () => {
  const emulator = createTestEmulator();
  beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => emulator.reset());
  afterAll(() => emulator.server.close());

  it("intercepts fetch to the Store API on any origin", async () => {
    const response = await fetch("https://any-shop.example/store-api/context", {
      headers: { "sw-access-key": EMULATOR_ACCESS_KEY },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).salesChannel.footerCategoryId).toBe(fixtureIds.footerCategory);
  });

  it("shares state between intercepted fetches and the instance", async () => {
    await fetch(`${emulator.baseUrl}/context`, {
      method: "PATCH",
      headers: {
        "sw-access-key": EMULATOR_ACCESS_KEY,
        "sw-context-token": "abc",
        "content-type": "application/json",
      },
      body: JSON.stringify({ languageId: fixtureIds.languages["fr-CH"] }),
    });
    expect(emulator.state.sessions.get("abc")?.languageId).toBe(fixtureIds.languages["fr-CH"]);
  });
});
