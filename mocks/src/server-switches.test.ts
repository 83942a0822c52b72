// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EMULATOR_ACCESS_KEY } from "./emulator.ts";
import { SwitchesError } from "./lib/switches.ts";
import { CONTROL_PATH, isLoopback, startEmulatorServer, type EmulatorServer } from "./server.ts";

const headers = { "sw-access-key": EMULATOR_ACCESS_KEY };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("switches from the environment", () => {
  it("applies EMULATOR_MAINTENANCE, EMULATOR_LATENCY_MS and EMULATOR_FAIL", async () => {
    const server = await startEmulatorServer({
      announce: false,
      env: {
        EMULATOR_LATENCY_MS: "1-3",
        EMULATOR_FAIL: "/salutation=503;/country=429:12;/language=malformed;/currency=schema",
      },
    });
    try {
      expect(server.emulator.getSwitches()).toMatchObject({ latency: { minMs: 1, maxMs: 3 } });
      expect((await fetch(`${server.url}/salutation`, { headers })).status).toBe(503);
      const throttled = await fetch(`${server.url}/country`, { headers });
      expect(throttled.status).toBe(429);
      expect(throttled.headers.get("retry-after")).toBe("12");
      const malformed = await fetch(`${server.url}/language`, { headers });
      expect(malformed.status).toBe(200);
      await expect(malformed.json()).rejects.toThrow(SyntaxError);
      // Valid JSON of the wrong shape: ids became numbers.
      const broken = await fetch(`${server.url}/currency`, { headers });
      expect(broken.status).toBe(200);
      const currencies = (await broken.json()) as Array<{ id: unknown }>;
      expect(typeof currencies[0]?.id).toBe("number");
      expect((await fetch(`${server.url}/context`, { headers })).status).toBe(200);
    } finally {
      await server.close();
    }
    const maintenance = await startEmulatorServer({ announce: false, env: { EMULATOR_MAINTENANCE: "1" } });
    try {
      expect((await fetch(`${maintenance.url}/context`, { headers })).status).toBe(503);
    } finally {
      await maintenance.close();
    }
  });

  it("reads process.env by default, as the storefront's embedded emulator starts it", async () => {
    vi.stubEnv("EMULATOR_FAIL", "/context=500");
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    try {
      const server = await startEmulatorServer({ port: 0, host: "127.0.0.1" });
      try {
        expect((await fetch(`${server.url}/context`, { headers })).status).toBe(500);
        expect(info).toHaveBeenCalledWith(
          "Store API emulator switches (from the environment): rule: /context=500",
        );
      } finally {
        await server.close();
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("lets explicit options win over the environment", async () => {
    const server = await startEmulatorServer({
      announce: false,
      env: { EMULATOR_MAINTENANCE: "1", EMULATOR_FAIL: "/context=500" },
      maintenance: false,
      switches: { rules: [] },
    });
    try {
      expect(server.emulator.getSwitches()).toEqual({ maintenance: false, latency: null, rules: [] });
    } finally {
      await server.close();
    }
  });

  it("refuses to start with a wrongly written switch, naming the variable", async () => {
    await expect(startEmulatorServer({ env: { EMULATOR_FAIL: "/search=teapot" } })).rejects.toThrow(
      SwitchesError,
    );
    await expect(startEmulatorServer({ env: { EMULATOR_LATENCY_MS: "soon" } })).rejects.toThrow(
      /EMULATOR_LATENCY_MS/,
    );
  });
});

describe("control endpoint", () => {
  let server: EmulatorServer;
  beforeAll(async () => {
    server = await startEmulatorServer({ env: {}, log: false });
  });
  afterEach(() => {
    server.emulator.reset();
  });
  afterAll(async () => {
    await server.close();
  });

  const control = (method: string, body?: unknown, contentType = "application/json") =>
    fetch(server.controlUrl!, {
      method,
      headers: body === undefined ? {} : { "content-type": contentType },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });

  it("lives outside /store-api on the server's origin", () => {
    expect(server.controlUrl).toBe(`${server.origin}${CONTROL_PATH}`);
    expect(CONTROL_PATH.startsWith("/store-api")).toBe(false);
  });

  it("shows the switches with GET", async () => {
    const response = await control("GET");
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(await response.json()).toEqual({ maintenance: false, latency: null, rules: [] });
  });

  it("replaces them with PUT and the running server obeys at once", async () => {
    const response = await control("PUT", { latency: "0-2", rules: "/salutation=504;GET /country=slow:1" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      maintenance: false,
      latency: { minMs: 0, maxMs: 2 },
      rules: [
        { path: "/salutation", action: { type: "status", status: 504 } },
        { path: "/country", method: "GET", action: { type: "slow", delay: { minMs: 1, maxMs: 1 } } },
      ],
    });
    expect((await fetch(`${server.url}/salutation`, { headers })).status).toBe(504);
    // PUT replaces everything: what is left out is switched off.
    await control("PUT", { maintenance: true });
    expect(server.emulator.getSwitches()).toEqual({ maintenance: true, latency: null, rules: [] });
    expect((await fetch(`${server.url}/salutation`, { headers })).status).toBe(503);
  });

  it("changes only the fields sent with PATCH, and switches all off with DELETE", async () => {
    await control("PUT", { rules: "/search=503" });
    const patched = await control("PATCH", { maintenance: true });
    expect(await patched.json()).toMatchObject({ maintenance: true, rules: [{ path: "/search" }] });
    const cleared = await control("DELETE");
    expect(await cleared.json()).toEqual({ maintenance: false, latency: null, rules: [] });
    expect((await fetch(`${server.url}/context`, { headers })).status).toBe(200);
  });

  it("answers 400 for a wrong switch and keeps the running ones", async () => {
    await control("PUT", { rules: "/search=503" });
    const response = await control("PATCH", { rules: "/search=sometimes" });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/unknown action "sometimes"/);
    expect((await control("PUT", "{oops")).status).toBe(400);
    expect((await control("PUT", { latncy: 5 })).status).toBe(400);
    expect(server.emulator.getSwitches().rules).toHaveLength(1);
  });

  it("takes changes only as JSON with PUT, PATCH or DELETE", async () => {
    expect((await control("PUT", "maintenance=1", "text/plain")).status).toBe(415);
    const post = await control("POST", { maintenance: true });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, PUT, PATCH, DELETE");
    expect(server.emulator.getSwitches().maintenance).toBe(false);
  });

  it("is not reachable through the Store API", async () => {
    const response = await fetch(`${server.url}${CONTROL_PATH}`, { headers });
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0].code).toBe("0");
  });

  it("can be left out", async () => {
    const quiet = await startEmulatorServer({ env: {}, control: false });
    try {
      expect(quiet.controlUrl).toBeUndefined();
      expect((await fetch(`${quiet.origin}${CONTROL_PATH}`)).status).toBe(404);
    } finally {
      await quiet.close();
    }
  });

  it("logs changes for the person running a demo", async () => {
    const logged = await startEmulatorServer({ env: {} });
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    try {
      await fetch(logged.controlUrl!, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ rules: "/search=503" }),
      });
      expect(info).toHaveBeenCalledWith("Store API emulator switches changed: rule: /search=503");
    } finally {
      await logged.close();
    }
  });

  it("only answers loopback clients", () => {
    const loopback = ["127.0.0.1", "127.0.1.1", "::1", "::ffff:127.0.0.1"];
    const remote = ["192.168.1.20", "10.0.0.1", "::ffff:10.0.0.1", "fe80::1", undefined];
    expect(loopback.filter((address) => !isLoopback(address))).toEqual([]);
    expect(remote.filter((address) => isLoopback(address))).toEqual([]);
  });
});
