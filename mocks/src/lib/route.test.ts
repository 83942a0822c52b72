import { afterEach, describe, expect, it, vi } from "vitest";
import { fixtureIds } from "../fixtures/index.ts";
import { createTestEmulator } from "../node.ts";
import { SwitchesError } from "./switches.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** Whether a promise has settled, checked without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

describe("maintenance switch", () => {
  it("is set by the option, by setMaintenance and by setSwitches, and reset() clears it", async () => {
    const emulator = createTestEmulator({ switches: { maintenance: true } });
    expect((await emulator.request("/context")).status).toBe(503);
    emulator.setMaintenance(false);
    expect((await emulator.request("/context")).status).toBe(200);
    emulator.setSwitches({ maintenance: true });
    const response = await emulator.request("/context");
    expect(response.status).toBe(503);
    expect((await response.json()).errors[0].code).toBe("FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE");
    emulator.reset();
    expect((await emulator.request("/context")).status).toBe(200);
  });

  it("lets the maintenance option win over switches.maintenance", () => {
    expect(
      createTestEmulator({ maintenance: false, switches: { maintenance: true } }).getSwitches().maintenance,
    ).toBe(false);
  });

  it("wins over failure rules", async () => {
    const emulator = createTestEmulator({ switches: { maintenance: true, rules: "*=500" } });
    expect((await emulator.request("/context")).status).toBe(503);
  });
});

describe("latency", () => {
  it("delays every answer by a fixed time", async () => {
    vi.useFakeTimers();
    const emulator = createTestEmulator({ switches: { latency: 200 } });
    const pending = emulator.request("/context");
    const state = track(pending);
    await vi.advanceTimersByTimeAsync(199);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect((await pending).status).toBe(200);
  });

  it("draws a delay from a range", async () => {
    vi.useFakeTimers();
    const emulator = createTestEmulator({ switches: { latency: "100-300" }, random: () => 0.5 });
    const state = track(emulator.request("/context"));
    await vi.advanceTimersByTimeAsync(199);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });

  it("slows only matching paths with a slow rule, on top of the latency", async () => {
    vi.useFakeTimers();
    const emulator = createTestEmulator({ switches: { latency: 10, rules: "/salutation=slow:2000" } });
    const slow = track(emulator.request("/salutation", { json: {} }));
    const fast = track(emulator.request("/context"));
    await vi.advanceTimersByTimeAsync(10);
    expect(fast.settled).toBe(true);
    expect(slow.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1999);
    expect(slow.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.settled).toBe(true);
  });

  it("really waits on real timers too (loosely measured)", async () => {
    const emulator = createTestEmulator({ switches: { latency: 40 } });
    const started = performance.now();
    await emulator.request("/context");
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });
});

describe("failure rules", () => {
  it("answer a chosen 5xx in Shopware's error shape on matching paths only", async () => {
    const emulator = createTestEmulator({ switches: { rules: "/salutation=502" } });
    const response = await emulator.request("/salutation", { json: {} });
    expect(response.status).toBe(502);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({
      errors: [
        {
          status: "502",
          code: "0",
          title: "Bad Gateway",
          detail: "Failure injected by the emulator's switches for POST /store-api/salutation.",
        },
      ],
    });
    expect((await emulator.request("/context")).status).toBe(200);
  });

  it("answer 429 with Retry-After and Shopware's rate-limit body", async () => {
    const emulator = createTestEmulator({ switches: { rules: "/country-state/*=429:30" } });
    const response = await emulator.request(`/country-state/${fixtureIds.country}`, { json: {} });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toEqual({
      errors: [
        {
          status: "429",
          code: "FRAMEWORK__RATE_LIMIT_EXCEEDED",
          title: "Too Many Requests",
          detail: "Too many requests, try again in 30 seconds.",
          meta: { parameters: { seconds: 30 } },
        },
      ],
    });
  });

  it("answer a 200 whose JSON is cut in half for malformed", async () => {
    const emulator = createTestEmulator();
    const whole = await (await emulator.request("/salutation", { json: {} })).text();
    emulator.setSwitches({ rules: "/salutation=malformed" });
    const response = await emulator.request("/salutation", { json: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("sw-context-token")).toMatch(/^[A-Za-z0-9]{32}$/);
    const text = await response.text();
    expect(text.length).toBe(Math.floor(whole.length / 2));
    expect(whole.startsWith(text)).toBe(true);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it("can be limited to one method", async () => {
    const emulator = createTestEmulator({ switches: { rules: "POST /salutation=500" } });
    expect((await emulator.request("/salutation", { json: {} })).status).toBe(500);
    expect((await emulator.request("/salutation")).status).toBe(200);
  });

  it("hit only a share of requests with a percentage", async () => {
    let next = 0;
    const draws = [0.1, 0.9];
    const emulator = createTestEmulator({
      switches: { rules: "/context=503@50%" },
      random: () => draws[next++ % draws.length]!,
    });
    expect((await emulator.request("/context")).status).toBe(503);
    expect((await emulator.request("/context")).status).toBe(200);
  });

  it("still let a missing access key answer 401, so a misconfigured client learns why", async () => {
    const emulator = createTestEmulator({ switches: { rules: "*=503" } });
    expect((await emulator.request("/context", { accessKey: null })).status).toBe(401);
    expect((await emulator.request("/context")).status).toBe(503);
  });

  it("are switched off by reset() and by clearSwitches()", async () => {
    const emulator = createTestEmulator({ switches: { rules: "*=503", latency: 5 } });
    emulator.reset();
    expect(emulator.getSwitches()).toEqual({ maintenance: false, latency: null, rules: [] });
    expect((await emulator.request("/context")).status).toBe(200);
    emulator.setSwitches({ rules: "*=503", maintenance: true });
    emulator.clearSwitches();
    expect((await emulator.request("/context")).status).toBe(200);
  });

  it("are validated before anything changes", () => {
    const emulator = createTestEmulator({ switches: { rules: "/search=503" } });
    expect(() => emulator.setSwitches({ latency: 100, rules: "/search=nope" })).toThrow(SwitchesError);
    expect(emulator.getSwitches()).toEqual({
      maintenance: false,
      latency: null,
      rules: [{ path: "/search", action: { type: "status", status: 503 } }],
    });
  });

  it("are per instance", async () => {
    const failing = createTestEmulator({ switches: { rules: "*=500" } });
    const healthy = createTestEmulator();
    expect((await failing.request("/context")).status).toBe(500);
    expect((await healthy.request("/context")).status).toBe(200);
  });
});

describe("sw-currency-id", () => {
  const eur = fixtureIds.currencies.EUR;

  it("overrides the session's currency for one request without storing it", async () => {
    const emulator = createTestEmulator();
    const once = await (
      await emulator.request("/context", { token: "header-currency", headers: { "sw-currency-id": eur } })
    ).json();
    expect(once.currency.isoCode).toBe("EUR");
    expect(once.context.currencyFactor).toBe(1.06);
    const after = await (await emulator.request("/context", { token: "header-currency" })).json();
    expect(after.currency.isoCode).toBe("CHF");
  });

  it("answers 412 for a malformed id and 404 for an unknown one, as Shopware's context factory", async () => {
    const emulator = createTestEmulator();
    const malformed = await emulator.request("/context", { headers: { "sw-currency-id": "euro" } });
    expect(malformed.status).toBe(412);
    expect((await malformed.json()).errors[0].code).toBe("SYSTEM__CURRENCY_INVALID_EXCEPTION");
    const unknown = await emulator.request("/context", { headers: { "sw-currency-id": "c".repeat(32) } });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errors[0]).toMatchObject({
      code: "SYSTEM__CURRENCY_DOES_NOT_EXISTS_EXCEPTION",
      detail: `Could not find currency with id "${"c".repeat(32)}".`,
    });
  });
});
