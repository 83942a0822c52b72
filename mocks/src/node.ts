/**
 * The emulator in Node tests: MSW's `setupServer` intercepts `fetch` to any origin's `/store-api/...`.
 *
 *   const emulator = createTestEmulator();
 *   beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
 *   afterEach(() => emulator.reset());
 *   afterAll(() => emulator.server.close());
 */
import { setupServer, type SetupServer } from "msw/node";
import { createEmulator, type Emulator, type EmulatorOptions } from "./emulator.ts";

/** The base URL tests use by default (any origin works: handlers match `* /store-api/...`). */
export const TEST_STORE_API_URL = "http://shop.test/store-api";

export interface StoreApiRequestInit extends Omit<RequestInit, "body"> {
  /** Sent as `sw-context-token`. */
  token?: string;
  /** Sent as `sw-language-id`. */
  languageId?: string;
  /** Sends `sw-include-seo-urls: true`. */
  includeSeoUrls?: boolean;
  /** JSON body (sets content-type). */
  json?: unknown;
  /** Leave out the access key, or send another one. */
  accessKey?: string | null;
}

export interface TestEmulator extends Emulator {
  /** An MSW server over this instance's handlers; call `listen()` / `close()` around your tests. */
  server: SetupServer;
  baseUrl: string;
  /** Builds a Store API request (access key, token, language headers) for a path like `/context`. */
  buildRequest(path: string, init?: StoreApiRequestInit): Request;
  /** Answers such a request directly through the handlers (no interception needed). */
  request(path: string, init?: StoreApiRequestInit): Promise<Response>;
}

export function createTestEmulator(options: EmulatorOptions & { baseUrl?: string } = {}): TestEmulator {
  const { baseUrl = TEST_STORE_API_URL, ...emulatorOptions } = options;
  const emulator = createEmulator(emulatorOptions);
  const buildRequest = (path: string, init: StoreApiRequestInit = {}) => {
    const { token, languageId, includeSeoUrls, json, accessKey, headers: extra, ...rest } = init;
    const headers = new Headers(extra);
    const key = accessKey === undefined ? emulator.accessKey : accessKey;
    if (key !== null) headers.set("sw-access-key", key);
    if (token) headers.set("sw-context-token", token);
    if (languageId) headers.set("sw-language-id", languageId);
    if (includeSeoUrls) headers.set("sw-include-seo-urls", "true");
    if (json !== undefined) headers.set("content-type", "application/json");
    headers.set("accept", "application/json");
    const method = rest.method ?? (json !== undefined ? "POST" : "GET");
    return new Request(`${baseUrl}${path}`, {
      ...rest,
      method,
      headers,
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
  };
  return {
    ...emulator,
    server: setupServer(...emulator.handlers),
    baseUrl,
    buildRequest,
    async request(path, init) {
      const response = await emulator.handle(buildRequest(path, init));
      if (!response) throw new Error(`No emulator handler for ${path}`);
      return response;
    },
  };
}

export { createEmulator, EMULATOR_ACCESS_KEY } from "./emulator.ts";
export type { Emulator, EmulatorOptions } from "./emulator.ts";
