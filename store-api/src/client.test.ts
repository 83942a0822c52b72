// @vitest-environment node
// The client runs in Node on the server: test it against Node's own fetch (undici). Browser mode
// (same-origin proxy, happy-dom fetch) is covered by client.browser.test.ts.
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createStoreApiClient,
  MISSING_CONFIGURATION_MESSAGE,
  PRECONDITION_FAILED_HINT_DELAY,
  type FetchFunction,
  type StoreApiClientOptions,
} from "./client.ts";
import {
  ABORTED_ERROR_CODE,
  INVALID_RESPONSE_ERROR_CODE,
  isMaintenanceError,
  isNotFoundError,
  MAINTENANCE_MODE,
  MAINTENANCE_MODE_ERROR_CODE,
  NETWORK_ERROR_CODE,
  PRECONDITION_FAILED_HINT,
  StoreApiError,
  TIMEOUT_ERROR_CODE,
  UNKNOWN_ERROR_DETAIL,
  UNKNOWN_ERROR_TITLE,
} from "./store-api-error.ts";
import {
  api,
  ENDPOINT,
  ids,
  sampleCategory,
  sampleContext,
  sampleLanguages,
  sampleListing,
  sampleProduct,
} from "./test-fixtures.ts";

type TokenCallback = NonNullable<StoreApiClientOptions["onContextTokenChange"]>;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function createClient(options: Partial<StoreApiClientOptions> = {}) {
  const logger = { error: vi.fn<(...args: unknown[]) => void>() };
  const client = createStoreApiClient({ endpoint: ENDPOINT, retryDelay: 0, logger, ...options });
  return { client, logger };
}

/** Awaits a promise that must reject with a StoreApiError and returns the error. */
async function storeApiError(promise: Promise<unknown>): Promise<StoreApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoreApiError);
  return error as StoreApiError;
}

/** Records the headers of every request that reaches the handlers. */
function recordRequests() {
  const requests: Request[] = [];
  server.events.on("request:start", ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

const contextOk = (headers?: Record<string, string>) =>
  http.get(api("/context"), () => HttpResponse.json(sampleContext, { headers }));

describe("context token", () => {
  it("adopts a token from a response header, sends it next time and reports it", async () => {
    const onContextTokenChange = vi.fn<TokenCallback>();
    const { client } = createClient({ onContextTokenChange });
    const sent: (string | null)[] = [];
    server.use(
      http.get(api("/context"), ({ request }) => {
        sent.push(request.headers.get("sw-context-token"));
        return HttpResponse.json(sampleContext, { headers: { "sw-context-token": "minted-1" } });
      }),
    );

    await client.readContext();
    expect(client.getContextToken()).toBe("minted-1");
    expect(onContextTokenChange).toHaveBeenCalledTimes(1);
    expect(onContextTokenChange).toHaveBeenCalledWith("minted-1", {
      method: "GET",
      path: "/context",
      kind: "read",
      status: 200,
    });

    await client.readContext();
    expect(sent).toEqual([null, "minted-1"]);
    // unchanged token: no second callback
    expect(onContextTokenChange).toHaveBeenCalledTimes(1);
  });

  it("sends the initial token and replaces it when a response rotates it", async () => {
    const onContextTokenChange = vi.fn<TokenCallback>();
    const { client } = createClient({ contextToken: "initial", onContextTokenChange });
    const sent: (string | null)[] = [];
    server.use(
      http.patch(api("/context"), ({ request }) => {
        sent.push(request.headers.get("sw-context-token"));
        return HttpResponse.json({ redirectUrl: null }, { headers: { "sw-context-token": "rotated" } });
      }),
      http.get(api("/context"), ({ request }) => {
        sent.push(request.headers.get("sw-context-token"));
        return HttpResponse.json(sampleContext);
      }),
    );

    await expect(client.updateContext({ languageId: ids.languageFr })).resolves.toEqual({
      redirectUrl: null,
      contextToken: "rotated",
    });
    await client.readContext();
    expect(sent).toEqual(["initial", "rotated"]);
    expect(onContextTokenChange).toHaveBeenCalledWith("rotated", expect.objectContaining({ kind: "write" }));
  });

  it("adopts a token from an error response too", async () => {
    const onContextTokenChange = vi.fn<TokenCallback>();
    const { client } = createClient({ contextToken: "old", onContextTokenChange });
    server.use(
      http.patch(api("/context"), () =>
        HttpResponse.json(
          { errors: [{ status: "400", code: "FRAMEWORK__INVALID_UUID", title: "Bad Request", detail: "x" }] },
          { status: 400, headers: { "sw-context-token": "from-error" } },
        ),
      ),
    );

    const error = await storeApiError(client.updateContext({ currencyId: "nope" }));
    expect(error.status).toBe(400);
    expect(client.getContextToken()).toBe("from-error");
    expect(onContextTokenChange).toHaveBeenCalledWith("from-error", expect.objectContaining({ status: 400 }));
  });

  it("ignores the token of a Cache-Control: public response", async () => {
    const onContextTokenChange = vi.fn<TokenCallback>();
    const { client } = createClient({ contextToken: "mine", onContextTokenChange });
    server.use(contextOk({ "sw-context-token": "someone-elses", "cache-control": "max-age=3600, Public" }));

    await client.readContext();
    expect(client.getContextToken()).toBe("mine");
    expect(onContextTokenChange).not.toHaveBeenCalled();
  });

  it("adopts the token of a private response", async () => {
    const { client } = createClient({ contextToken: "mine" });
    server.use(contextOk({ "sw-context-token": "new", "cache-control": "private, no-cache" }));
    await client.readContext();
    expect(client.getContextToken()).toBe("new");
  });

  it("setContextToken changes the token without calling back", async () => {
    const onContextTokenChange = vi.fn<TokenCallback>();
    const { client } = createClient({ onContextTokenChange });
    const requests = recordRequests();
    server.use(contextOk());
    client.setContextToken("from-cookie");
    await client.readContext();
    expect(requests[0]?.headers.get("sw-context-token")).toBe("from-cookie");
    expect(onContextTokenChange).not.toHaveBeenCalled();
  });

  it("sends a token adopted from a failed attempt on the retry", async () => {
    const { client } = createClient();
    const sent: (string | null)[] = [];
    server.use(
      http.get(api("/context"), ({ request }) => {
        sent.push(request.headers.get("sw-context-token"));
        return sent.length === 1
          ? new HttpResponse(null, { status: 503, headers: { "sw-context-token": "t1" } })
          : HttpResponse.json(sampleContext);
      }),
    );
    await client.readContext();
    expect(sent).toEqual([null, "t1"]);
  });
});

describe("headers", () => {
  it("sends sw-access-key, sw-context-token and sw-language-id when configured", async () => {
    const { client } = createClient({
      accessKey: "SWSCTESTKEY",
      contextToken: "token",
      languageId: ids.languageFr,
      headers: { "X-Shop": "ch" },
    });
    const requests = recordRequests();
    server.use(contextOk());
    await client.readContext({ headers: { "X-Request-Id": "r1" } });
    const headers = requests[0]!.headers;
    expect(headers.get("sw-access-key")).toBe("SWSCTESTKEY");
    expect(headers.get("sw-context-token")).toBe("token");
    expect(headers.get("sw-language-id")).toBe(ids.languageFr);
    expect(headers.get("accept")).toBe("application/json");
    expect(headers.get("x-shop")).toBe("ch");
    expect(headers.get("x-request-id")).toBe("r1");
    expect(headers.has("sw-include-seo-urls")).toBe(false);
  });

  it("omits sw-access-key, sw-context-token and sw-language-id when not known (proxy mode)", async () => {
    const { client } = createClient();
    const requests = recordRequests();
    server.use(contextOk());
    await client.readContext();
    const headers = requests[0]!.headers;
    expect(headers.has("sw-access-key")).toBe(false);
    expect(headers.has("sw-context-token")).toBe(false);
    expect(headers.has("sw-language-id")).toBe(false);
  });

  it("setLanguageId changes sw-language-id for later calls", async () => {
    const { client } = createClient({ languageId: ids.languageDe });
    const requests = recordRequests();
    server.use(contextOk());
    client.setLanguageId(ids.languageFr);
    await client.readContext();
    expect(requests[0]?.headers.get("sw-language-id")).toBe(ids.languageFr);
    expect(client.getLanguageId()).toBe(ids.languageFr);
  });

  it("sends sw-include-seo-urls only on calls that ask for SEO URLs", async () => {
    const { client } = createClient();
    const requests = recordRequests();
    server.use(
      http.post(api("/navigation/:activeId/:rootId"), () => HttpResponse.json([sampleCategory])),
      http.post(api("/category/:id"), () => HttpResponse.json(sampleCategory)),
    );
    await client.readNavigation({ activeId: "main-navigation", rootId: "main-navigation" });
    await client.readNavigation(
      { activeId: "main-navigation", rootId: "main-navigation" },
      { includeSeoUrls: true },
    );
    await client.readCategory(ids.category, undefined, { includeSeoUrls: true });
    await client.readCategory(ids.category);
    expect(requests.map((request) => request.headers.get("sw-include-seo-urls"))).toEqual([
      null,
      "true",
      "true",
      null,
    ]);
  });

  it("sends JSON bodies with content-type application/json", async () => {
    const { client } = createClient();
    const requests = recordRequests();
    server.use(http.post(api("/language"), () => HttpResponse.json(sampleLanguages)));
    await client.readLanguages();
    expect(requests[0]?.headers.get("content-type")).toBe("application/json");
  });

  it("works with a custom fetch and a trailing slash on the endpoint", async () => {
    const customFetch = vi.fn<FetchFunction>((input, init) => fetch(input, init));
    const { client } = createClient({ endpoint: `${ENDPOINT}/`, fetch: customFetch });
    server.use(contextOk());
    await client.readContext();
    expect(customFetch).toHaveBeenCalledTimes(1);
    expect(customFetch.mock.calls[0]?.[0]).toBe(api("/context"));
    expect(client.endpoint).toBe(ENDPOINT);
  });
});

describe("retries", () => {
  const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(RETRIED)("retries a read once on %i and then succeeds", async (status) => {
    const { client } = createClient();
    let calls = 0;
    server.use(
      http.post(api("/language"), () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status }) : HttpResponse.json(sampleLanguages);
      }),
    );
    const result = await client.readLanguages();
    expect(result.elements).toHaveLength(2);
    expect(calls).toBe(2);
  });

  it.each(RETRIED)("retries a GET read once on %i", async (status) => {
    const { client } = createClient();
    let calls = 0;
    server.use(
      http.get(api("/context"), () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status }) : HttpResponse.json(sampleContext);
      }),
    );
    await client.readContext();
    expect(calls).toBe(2);
  });

  it.each(RETRIED)("never retries a write on %i", async (status) => {
    const { client } = createClient();
    let calls = 0;
    server.use(
      http.patch(api("/context"), () => {
        calls += 1;
        return new HttpResponse(null, { status });
      }),
    );
    const error = await storeApiError(client.updateContext({ currencyId: ids.currency }));
    expect(error.status).toBe(status);
    expect(calls).toBe(1);
  });

  it("retries only once: a second failure is thrown", async () => {
    const { client } = createClient();
    let calls = 0;
    const bodies: unknown[] = [];
    server.use(
      http.post(api("/navigation/:a/:b"), async ({ request }) => {
        calls += 1;
        bodies.push(await request.json());
        return HttpResponse.json(
          { errors: [{ status: "502", title: "Bad Gateway", detail: `attempt ${calls}` }] },
          { status: 502 },
        );
      }),
    );
    const error = await storeApiError(client.readNavigation({ activeId: "a", rootId: "b" }));
    expect(calls).toBe(2);
    expect(bodies).toEqual([{ depth: 2 }, { depth: 2 }]);
    expect(error.status).toBe(502);
    expect(error.errors[0]?.detail).toBe("attempt 2");
  });

  it.each([400, 401, 403, 404, 412])("does not retry a read on %i", async (status) => {
    const { client } = createClient();
    let calls = 0;
    server.use(
      http.post(api("/category/:id"), () => {
        calls += 1;
        return new HttpResponse(null, { status });
      }),
    );
    const error = await storeApiError(client.readCategory(ids.category));
    expect(error.status).toBe(status);
    expect(calls).toBe(1);
  });

  it("retries a read once on a network error", async () => {
    const { client } = createClient();
    let calls = 0;
    server.use(
      http.post(api("/language"), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(sampleLanguages);
      }),
    );
    await client.readLanguages();
    expect(calls).toBe(2);
  });

  it("does not retry a write on a network error", async () => {
    const { client } = createClient();
    let calls = 0;
    server.use(
      http.patch(api("/context"), () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const error = await storeApiError(client.updateContext({ currencyId: ids.currency }));
    expect(error.status).toBe(0);
    expect(calls).toBe(1);
  });

  it("waits retryDelay before the retry", async () => {
    const { client } = createClient({ retryDelay: 80 });
    const times: number[] = [];
    server.use(
      http.post(api("/language"), () => {
        times.push(Date.now());
        return times.length === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json(sampleLanguages);
      }),
    );
    await client.readLanguages();
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(70);
  });
});

describe("error normalisation", () => {
  it("parses Shopware's errors[] and keeps status and url", async () => {
    const { client } = createClient();
    const body = {
      errors: [
        {
          status: "400",
          code: "VIOLATION::IS_BLANK_ERROR",
          title: "Constraint violation error",
          detail: "This value should not be blank.",
          source: { pointer: "/firstName" },
          meta: { parameters: { "{{ value }}": '""' } },
        },
        {
          status: "400",
          code: "VIOLATION::TOO_SHORT_ERROR",
          title: "Constraint violation error",
          detail: "This value is too short.",
          source: { pointer: "/password" },
        },
      ],
    };
    server.use(http.patch(api("/context"), () => HttpResponse.json(body, { status: 400 })));
    const error = await storeApiError(client.updateContext({ countryId: "x" }));
    expect(error.status).toBe(400);
    expect(error.url).toBe(api("/context"));
    expect(error.errors).toEqual(body.errors);
    expect(error.code).toBe("VIOLATION::IS_BLANK_ERROR");
    expect(error.message).toBe("This value should not be blank.");
    expect(error.name).toBe("StoreApiError");
    expect(error).toBeInstanceOf(Error);
  });

  it.each([
    ["an empty body", () => new HttpResponse(null, { status: 500 })],
    ["an HTML body", () => HttpResponse.html("<h1>Bad gateway</h1>", { status: 502 })],
    ["JSON without errors", () => HttpResponse.json({ message: "boom" }, { status: 500 })],
    ["an empty errors list", () => HttpResponse.json({ errors: [] }, { status: 500 })],
  ])("uses the default texts for %s", async (_label, respond) => {
    const { client } = createClient();
    server.use(http.patch(api("/context"), respond));
    const error = await storeApiError(client.updateContext({}));
    expect(error.errors).toEqual([{ title: UNKNOWN_ERROR_TITLE, detail: UNKNOWN_ERROR_DETAIL }]);
    expect(error.message).toBe(UNKNOWN_ERROR_DETAIL);
    expect(UNKNOWN_ERROR_TITLE).toBe("Unknown error");
  });

  it("gives status 0 and the default texts for a network failure", async () => {
    const { client } = createClient();
    server.use(http.get(api("/context"), () => HttpResponse.error()));
    const error = await storeApiError(client.readContext());
    expect(error.status).toBe(0);
    expect(error.url).toBe(api("/context"));
    expect(error.errors).toEqual([
      { code: NETWORK_ERROR_CODE, title: UNKNOWN_ERROR_TITLE, detail: UNKNOWN_ERROR_DETAIL },
    ]);
  });

  it("marks 404s for isNotFoundError", async () => {
    const { client } = createClient();
    server.use(
      http.post(api("/category/:id"), () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: "404",
                code: "CONTENT__CATEGORY_NOT_FOUND",
                title: "Not Found",
                detail: 'Category "x" not found.',
              },
            ],
          },
          { status: 404 },
        ),
      ),
    );
    const error = await storeApiError(client.readCategory("x"));
    expect(isNotFoundError(error)).toBe(true);
    expect(isMaintenanceError(error)).toBe(false);
    expect(error.message).toBe('Category "x" not found.');
  });

  it("rejects a 2xx answer that does not match the schema with a 502 error", async () => {
    const { client } = createClient();
    server.use(http.post(api("/category/:id"), () => HttpResponse.json({ id: ids.category, type: "weird" })));
    const error = await storeApiError(client.readCategory(ids.category));
    expect(error.status).toBe(502);
    expect(error.code).toBe(INVALID_RESPONSE_ERROR_CODE);
    expect(error.errors[0]?.detail).toContain("type");
    expect(error.errors[0]?.source).toEqual({ pointer: "/type" });
  });

  it("names the path of every bad field of a 2xx answer, in the message and the entries", async () => {
    const { client } = createClient();
    const elements = [sampleProduct, sampleProduct, sampleProduct, sampleProduct].map((product, index) =>
      index === 3
        ? { ...product, calculatedPrice: { ...product.calculatedPrice, unitPrice: "24.50" } }
        : product,
    );
    server.use(
      http.post(api("/product-listing/:id"), () => HttpResponse.json({ ...sampleListing, elements })),
    );
    const error = await storeApiError(client.readProductListing(ids.category));
    expect(error.status).toBe(502);
    expect(error.message).toContain(`POST /product-listing/${ids.category}`);
    expect(error.message).toContain("elements.3.calculatedPrice.unitPrice: expected number, received string");
    expect(error.errors).toHaveLength(1);
    expect(error.errors[0]).toMatchObject({
      code: INVALID_RESPONSE_ERROR_CODE,
      source: { pointer: "/elements/3/calculatedPrice/unitPrice" },
      meta: {
        path: ["elements", 3, "calculatedPrice", "unitPrice"],
        issues: [{ code: "invalid_type", expected: "number" }],
      },
    });
  });

  it("rejects a 2xx answer that is not JSON with a 502 error", async () => {
    const { client } = createClient();
    server.use(http.get(api("/context"), () => HttpResponse.text("<html>proxy page</html>")));
    const error = await storeApiError(client.readContext());
    expect(error.status).toBe(502);
    expect(error.code).toBe(INVALID_RESPONSE_ERROR_CODE);
  });
});

describe("maintenance mode", () => {
  const maintenanceBody = {
    errors: [
      {
        status: "503",
        code: MAINTENANCE_MODE_ERROR_CODE,
        title: "Service Unavailable",
        detail: "The sales channel is in maintenance mode.",
      },
    ],
  };

  it("becomes status 503 with message MAINTENANCE_MODE", async () => {
    const { client } = createClient();
    server.use(http.get(api("/context"), () => HttpResponse.json(maintenanceBody, { status: 503 })));
    const error = await storeApiError(client.readContext());
    expect(error.status).toBe(503);
    expect(error.message).toBe(MAINTENANCE_MODE);
    expect(MAINTENANCE_MODE).toBe("MAINTENANCE_MODE");
    expect(isMaintenanceError(error)).toBe(true);
    expect(error.errors[0]?.code).toBe(MAINTENANCE_MODE_ERROR_CODE);
  });

  it("is 503 whatever status carried the code", async () => {
    const { client } = createClient();
    server.use(http.patch(api("/context"), () => HttpResponse.json(maintenanceBody, { status: 500 })));
    const error = await storeApiError(client.updateContext({}));
    expect(error.status).toBe(503);
    expect(error.message).toBe(MAINTENANCE_MODE);
  });
});

describe("412 configuration hint", () => {
  it("logs the hint 2 s after a 412, at most once per client", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, logger } = createClient({ accessKey: "SWSCWRONG" });
    server.use(
      http.get(api("/context"), () =>
        HttpResponse.json(
          {
            errors: [
              { status: "412", code: "FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND", title: "x", detail: "y" },
            ],
          },
          { status: 412 },
        ),
      ),
    );

    const first = await storeApiError(client.readContext());
    expect(first.status).toBe(412);
    expect(logger.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PRECONDITION_FAILED_HINT_DELAY - 1);
    expect(logger.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(PRECONDITION_FAILED_HINT);
    expect(PRECONDITION_FAILED_HINT_DELAY).toBe(2000);

    await storeApiError(client.readContext());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it("does not log for other statuses", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, logger } = createClient();
    server.use(http.get(api("/context"), () => new HttpResponse(null, { status: 401 })));
    await storeApiError(client.readContext());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("defaults to console.error", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const client = createStoreApiClient({ endpoint: ENDPOINT });
    server.use(http.get(api("/context"), () => new HttpResponse(null, { status: 412 })));
    await storeApiError(client.readContext());
    await vi.advanceTimersByTimeAsync(PRECONDITION_FAILED_HINT_DELAY);
    expect(consoleError).toHaveBeenCalledWith(PRECONDITION_FAILED_HINT);
    consoleError.mockRestore();
  });
});

describe("timeout", () => {
  it("aborts a slow write and throws status 408", async () => {
    const { client } = createClient({ timeout: 40 });
    let calls = 0;
    server.use(
      http.patch(api("/context"), async () => {
        calls += 1;
        await delay(1_000);
        return HttpResponse.json({});
      }),
    );
    const error = await storeApiError(client.updateContext({}));
    expect(error.status).toBe(408);
    expect(error.code).toBe(TIMEOUT_ERROR_CODE);
    expect(error.message).toContain("40 ms");
    expect(calls).toBe(1);
  });

  it("retries a timed-out read once, then throws 408", async () => {
    const { client } = createClient({ timeout: 40 });
    let calls = 0;
    server.use(
      http.get(api("/context"), async () => {
        calls += 1;
        await delay(1_000);
        return HttpResponse.json(sampleContext);
      }),
    );
    const error = await storeApiError(client.readContext());
    expect(error.status).toBe(408);
    expect(calls).toBe(2);
  });

  it("accepts a per-call timeout", async () => {
    const { client } = createClient();
    server.use(
      http.patch(api("/context"), async () => {
        await delay(1_000);
        return HttpResponse.json({});
      }),
    );
    const error = await storeApiError(client.updateContext({}, { timeout: 30 }));
    expect(error.status).toBe(408);
  });

  it("defaults to 10 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client } = createClient();
    server.use(
      http.patch(api("/context"), async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    const promise = storeApiError(client.updateContext({}));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await promise).status).toBe(408);
  });

  it("a caller's abort is not retried and is reported as aborted", async () => {
    const { client } = createClient();
    let calls = 0;
    server.use(
      http.get(api("/context"), async () => {
        calls += 1;
        await delay(1_000);
        return HttpResponse.json(sampleContext);
      }),
    );
    const controller = new AbortController();
    const promise = storeApiError(client.readContext({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const error = await promise;
    expect(error.status).toBe(0);
    expect(error.code).toBe(ABORTED_ERROR_CODE);
    expect(calls).toBe(1);
  });
});

describe("configuration", () => {
  it("refuses to start without an endpoint", () => {
    expect(() => createStoreApiClient({ endpoint: "" })).toThrow(MISSING_CONFIGURATION_MESSAGE);
  });
});

describe("responses", () => {
  it("returns the parsed data with unknown fields passed through", async () => {
    const { client } = createClient();
    server.use(http.post(api("/category/:id"), () => HttpResponse.json(sampleCategory)));
    const category = await client.readCategory(ids.category);
    expect(category.id).toBe(ids.category);
    expect(category.apiAlias).toBe("category");
    expect(category.cmsPage?.sections[0]?.blocks[0]?.slots[1]?.config).toEqual({});
    expect(category.children[0]?.seoUrls).toEqual([]);
  });

  it("exposes request for endpoints not wrapped yet", async () => {
    const { client } = createClient();
    server.use(http.delete(api("/checkout/cart"), () => new HttpResponse(null, { status: 204 })));
    const { z } = await import("zod");
    await expect(
      client.request({ method: "DELETE", path: "/checkout/cart", kind: "write", schema: z.undefined() }),
    ).resolves.toBeUndefined();
  });
});
