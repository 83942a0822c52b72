// @vitest-environment node
// The store finder's custom route through the real client against the emulator (@shop/mocks): the emulator's
// answers must satisfy the client's schema (the contract of this custom route), and the rules hold.
import { createTestEmulator } from "@shop/mocks/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient } from "../client.ts";
import { isReadOperation } from "../read-operations.ts";
import { StoreApiError } from "../store-api-error.ts";
import { storeLocatorResultSchema } from "./store-locator.ts";

describe("store locator against the emulator", () => {
  const emulator = createTestEmulator();
  beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => emulator.reset());
  afterAll(() => emulator.server.close());
  const client = createStoreApiClient({
    endpoint: emulator.baseUrl,
    accessKey: emulator.accessKey,
    retryDelay: 0,
  });

  it("finds the stores within 30 km of 1700 Fribourg, nearest first", async () => {
    const result = await client.searchStores({ search: "1700 Fribourg", radius: 30 });
    expect(result.origin).toMatchObject({ postalCode: "1700", place: "Fribourg", canton: "FR" });
    expect(result.radius).toBe(30);
    expect(result.total).toBe(result.elements.length);
    expect(result.elements[0]).toMatchObject({ name: "Clarus Fribourg", type: "branch", postalCode: "1700" });
    const distances = result.elements.map((store) => store.distance);
    expect(distances).toEqual(distances.toSorted((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(30);
    expect(result.elements.some((store) => store.type === "partner-depot")).toBe(true);
  });

  it("answers the raw route in the documented shape, with the emulator clock's time", async () => {
    emulator.clock.advance(3600);
    const response = await emulator.request("/store-locator?search=Lausanne&radius=10", { method: "GET" });
    expect(response.status).toBe(200);
    const body = storeLocatorResultSchema.parse(await response.json());
    expect(body.elements.map((store) => store.place)).toContain("Lausanne");
    expect(Math.abs(Date.parse(body.now) - emulator.clock.now())).toBeLessThan(5000);
  });

  it("falls back to 30 km for a radius that is not offered", async () => {
    await expect(client.searchStores({ search: "Bern", radius: 42 })).resolves.toMatchObject({ radius: 30 });
  });

  it("answers an unknown place with no origin and close spellings", async () => {
    const result = await client.searchStores({ search: "Fribourk" });
    expect(result).toMatchObject({ origin: null, total: 0, elements: [] });
    expect(result.suggestions).toContain("1700 Fribourg");
  });

  it("refuses an empty search (400, parameter search)", async () => {
    const error = await client.searchStores({ search: " " }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(StoreApiError);
    expect((error as StoreApiError).status).toBe(400);
    expect((error as StoreApiError).code).toBe("FRAMEWORK__MISSING_REQUEST_PARAMETER");
  });

  it("is a read", () => {
    expect(isReadOperation("GET", "/store-locator")).toBe(true);
  });
});
