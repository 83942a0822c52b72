// Browser mode: the client behind the storefront's same-origin `/store-api` proxy, in happy-dom
// (the unit project's default environment) with happy-dom's own fetch.
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createStoreApiClient } from "./client.ts";
import { StoreApiError } from "./store-api-error.ts";
import { sampleContext, sampleLanguages } from "./test-fixtures.ts";

const origin = window.location.origin;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("same-origin proxy (browser)", () => {
  it("resolves a relative endpoint, sends no access key and adopts rotated tokens", async () => {
    const onContextTokenChange = vi.fn<(token: string) => void>();
    const client = createStoreApiClient({ endpoint: "/store-api", retryDelay: 0, onContextTokenChange });
    const seen: { url: string; accessKey: string | null; token: string | null }[] = [];
    server.use(
      http.get(`${origin}/store-api/context`, ({ request }) => {
        seen.push({
          url: request.url,
          accessKey: request.headers.get("sw-access-key"),
          token: request.headers.get("sw-context-token"),
        });
        return HttpResponse.json(sampleContext, { headers: { "sw-context-token": "rotated" } });
      }),
    );

    const context = await client.readContext();
    await client.readContext();
    expect(context.currency.isoCode).toBe("CHF");
    expect(seen).toEqual([
      { url: `${origin}/store-api/context`, accessKey: null, token: null },
      { url: `${origin}/store-api/context`, accessKey: null, token: "rotated" },
    ]);
    expect(onContextTokenChange).toHaveBeenCalledTimes(1);
  });

  it("retries a POST read once and normalises errors", async () => {
    const client = createStoreApiClient({ endpoint: "/store-api", retryDelay: 0 });
    let calls = 0;
    server.use(
      http.post(`${origin}/store-api/language`, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(sampleLanguages);
      }),
      http.patch(`${origin}/store-api/context`, () =>
        HttpResponse.json(
          {
            errors: [
              { status: "400", code: "FRAMEWORK__INVALID_UUID", title: "Bad Request", detail: "Bad id" },
            ],
          },
          { status: 400 },
        ),
      ),
    );

    await expect(client.readLanguages()).resolves.toMatchObject({ total: 2 });
    expect(calls).toBe(2);
    const error = await client.updateContext({ languageId: "x" }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(StoreApiError);
    expect(error).toMatchObject({ status: 400, message: "Bad id", url: "/store-api/context" });
  });
});
