// @vitest-environment node
// The client against the emulator as a real HTTP server with its fault switches (docs/emulator.md
// "Switches"): the one retry of a read (and Retry-After), the timeout that aborts the request, a body that is
// not JSON and an answer of the wrong shape. Every failure is a StoreApiError with the status the storefront
// maps to its error pages; none escapes as a crash.
import { startEmulatorServer, type EmulatorServer } from "@shop/mocks/server";
import { EMULATOR_ACCESS_KEY } from "@shop/mocks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createStoreApiClient, type FetchFunction, type StoreApiClientOptions } from "./client.ts";
import { MAINTENANCE_MODE, StoreApiError } from "./store-api-error.ts";

let server: EmulatorServer;
beforeAll(async () => {
  server = await startEmulatorServer({ announce: false, log: false, env: {} });
});
afterEach(() => server.emulator.clearSwitches());
afterAll(() => server.close());

/** A client whose calls are recorded: each attempt's path and whether its request was aborted. */
function recordingClient(options: Partial<StoreApiClientOptions> = {}) {
  const attempts: Array<{ path: string; signal?: AbortSignal | null }> = [];
  const logger = { error: vi.fn<(...args: unknown[]) => void>() };
  const fetchSpy: FetchFunction = (input, init) => {
    attempts.push({ path: new URL(input).pathname, signal: init?.signal });
    return fetch(input, init);
  };
  const client = createStoreApiClient({
    endpoint: server.url,
    accessKey: EMULATOR_ACCESS_KEY,
    retryDelay: 0,
    fetch: fetchSpy,
    logger,
    ...options,
  });
  return { client, attempts, logger };
}

async function failure(promise: Promise<unknown>): Promise<StoreApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoreApiError);
  return error as StoreApiError;
}

describe("429 with Retry-After", () => {
  it("a read waits out a short Retry-After and retries once", async () => {
    server.emulator.setSwitches({ rules: "/currency=429:1" });
    const { client, attempts } = recordingClient();
    const started = Date.now();
    const error = await failure(client.readCurrencies());
    expect(attempts).toHaveLength(2);
    // Not a timing assertion on the shop: only that the client did not retry before the second was up.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(1);
  });

  it("a read that recovers on the retry succeeds", async () => {
    // The first attempt is throttled; the switch goes off before the retry.
    server.emulator.setSwitches({ rules: "/currency=429:0" });
    const { client, attempts } = recordingClient({
      fetch: async (input, init) => {
        attempts.push({ path: new URL(input).pathname });
        const response = await fetch(input, init);
        server.emulator.clearSwitches();
        return response;
      },
    });
    await expect(client.readCurrencies()).resolves.toEqual(expect.any(Array));
    expect(attempts).toHaveLength(2);
  });

  it("a read told to wait longer than maxRetryAfter fails at once, with the seconds", async () => {
    server.emulator.setSwitches({ rules: "/currency=429:30" });
    const { client, attempts } = recordingClient();
    const error = await failure(client.readCurrencies());
    expect(attempts).toHaveLength(1);
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(30);
  });

  it("a write is never retried, and carries the Retry-After", async () => {
    server.emulator.setSwitches({ rules: "POST /checkout/cart/line-item=429:1" });
    const { client, attempts } = recordingClient();
    const error = await failure(
      client.addLineItems([{ type: "product", id: "0".repeat(32), referencedId: "0".repeat(32) }]),
    );
    expect(attempts).toHaveLength(1);
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(1);
  });
});

describe("slow Store API", () => {
  it("a read that does not answer in time is a 408 and its requests are aborted", async () => {
    server.emulator.setSwitches({ rules: "/currency=slow:5000" });
    const { client, attempts } = recordingClient({ timeout: 100 });
    const error = await failure(client.readCurrencies());
    expect(error.status).toBe(408);
    // Both attempts (the read is retried once on a timeout) were aborted: no socket waits for the answer.
    expect(attempts).toHaveLength(2);
    expect(attempts.every((attempt) => attempt.signal?.aborted)).toBe(true);
  });
});

describe("answers the shop cannot read", () => {
  it("a body that is not JSON is a 502 and is logged with the endpoint", async () => {
    server.emulator.setSwitches({ rules: "/currency=malformed" });
    const { client, logger } = recordingClient();
    const error = await failure(client.readCurrencies());
    expect(error.status).toBe(502);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("/currency"));
  });

  it("an answer of the wrong shape is a 502 naming the endpoint and the field, and is logged", async () => {
    server.emulator.setSwitches({ rules: "/currency=schema" });
    const { client, logger } = recordingClient();
    const error = await failure(client.readCurrencies());
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/\/currency.*\bid\b/);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("/currency"));
  });

  it("maintenance mode is a 503 MAINTENANCE_MODE", async () => {
    server.emulator.setSwitches({ maintenance: true });
    const { client } = recordingClient();
    const error = await failure(client.readCurrencies());
    expect(error.status).toBe(503);
    expect(error.message).toBe(MAINTENANCE_MODE);
  });
});

describe("Store API down", () => {
  it("a read to a port nothing listens on is a network error (status 0), retried once", async () => {
    const { client, attempts } = recordingClient({ endpoint: "http://127.0.0.1:9/store-api" });
    const error = await failure(client.readCurrencies());
    expect(error.status).toBe(0);
    expect(attempts).toHaveLength(2);
  });
});
