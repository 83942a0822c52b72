// @vitest-environment node
import { isRouteErrorResponse, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createCsrfMiddleware, isCrossSiteRequest } from "./csrf.server.ts";

const shopUrl = "http://shop.example:3000/checkout/line-item";

function request(headers: Record<string, string>, method = "POST", url = shopUrl): Request {
  return new Request(url, { method, headers, body: method === "POST" ? "x=1" : undefined });
}

describe("isCrossSiteRequest", () => {
  it.each([
    ["same-origin", false],
    ["same-site", false],
    ["none", false],
    ["cross-site", true],
    ["CROSS-SITE", true],
  ])("Sec-Fetch-Site: %s -> %s", (site, expected) => {
    expect(isCrossSiteRequest(request({ "sec-fetch-site": site }))).toBe(expected);
  });

  it("trusts Sec-Fetch-Site over Origin when the browser sends both", () => {
    expect(
      isCrossSiteRequest(request({ "sec-fetch-site": "same-origin", origin: "http://other.example" })),
    ).toBe(false);
    expect(
      isCrossSiteRequest(request({ "sec-fetch-site": "cross-site", origin: "http://shop.example:3000" })),
    ).toBe(true);
  });

  it("never refuses GET or HEAD", () => {
    expect(isCrossSiteRequest(request({ "sec-fetch-site": "cross-site" }, "GET"))).toBe(false);
    expect(isCrossSiteRequest(request({ "sec-fetch-site": "cross-site" }, "HEAD"))).toBe(false);
  });

  it.each(["PUT", "PATCH", "DELETE"])("refuses a cross-site %s", (method) => {
    expect(
      isCrossSiteRequest(new Request(shopUrl, { method, headers: { "sec-fetch-site": "cross-site" } })),
    ).toBe(true);
  });

  describe("without Sec-Fetch-Site", () => {
    it("lets a request with neither Origin nor Referer pass (curl, server to server)", () => {
      expect(isCrossSiteRequest(request({}))).toBe(false);
    });

    it("compares the Origin's host (with port, not the scheme) with the request's", () => {
      expect(isCrossSiteRequest(request({ origin: "http://shop.example:3000" }))).toBe(false);
      expect(isCrossSiteRequest(request({ origin: "https://shop.example:3000" }))).toBe(false);
      expect(isCrossSiteRequest(request({ origin: "http://SHOP.example:3000" }))).toBe(false);
      expect(isCrossSiteRequest(request({ origin: "http://shop.example:4000" }))).toBe(true);
      expect(isCrossSiteRequest(request({ origin: "https://evil.example" }))).toBe(true);
      expect(isCrossSiteRequest(request({ origin: "http://shop.example.evil.example:3000" }))).toBe(true);
    });

    it("refuses Origin: null and origins that are no http(s) URL", () => {
      expect(isCrossSiteRequest(request({ origin: "null" }))).toBe(true);
      expect(isCrossSiteRequest(request({ origin: "file://" }))).toBe(true);
    });

    it("uses the Referer when the Origin is missing", () => {
      expect(isCrossSiteRequest(request({ referer: "http://shop.example:3000/p/1?x=2" }))).toBe(false);
      expect(isCrossSiteRequest(request({ referer: "https://evil.example/shop.example:3000" }))).toBe(true);
    });

    it("prefers the Origin over the Referer", () => {
      expect(
        isCrossSiteRequest(
          request({ origin: "https://evil.example", referer: "http://shop.example:3000/checkout" }),
        ),
      ).toBe(true);
    });

    it("accepts the host a reverse proxy forwarded and the configured public URL", () => {
      const proxied = (headers: Record<string, string>) =>
        request(
          { "x-forwarded-host": "www.shop.ch, proxy.internal", ...headers },
          "POST",
          "http://127.0.0.1:3001/x",
        );
      expect(isCrossSiteRequest(proxied({ origin: "https://www.shop.ch" }))).toBe(false);
      expect(isCrossSiteRequest(proxied({ origin: "https://proxy.internal" }))).toBe(true);
      expect(isCrossSiteRequest(proxied({ origin: "https://evil.example" }))).toBe(true);
      const behindProxy = request({ origin: "https://shop.ch" }, "POST", "http://127.0.0.1:3001/x");
      expect(isCrossSiteRequest(behindProxy)).toBe(true);
      expect(isCrossSiteRequest(behindProxy, { publicUrl: "https://shop.ch" })).toBe(false);
    });
  });
});

describe("createCsrfMiddleware", () => {
  const middleware = createCsrfMiddleware();
  const run = (incoming: Request) => {
    let reached = false;
    const result = middleware(
      {
        request: incoming,
        context: new RouterContextProvider(),
        params: {},
        url: new URL(incoming.url),
        unstable_pattern: "/",
      } as never,
      async () => {
        reached = true;
        return new Response("ok");
      },
    );
    return { result: Promise.resolve(result), reached: () => reached };
  };

  it("refuses a cross-site post with 403 before the action runs", async () => {
    const { result, reached } = run(request({ "sec-fetch-site": "cross-site" }));
    const error = await result.catch((thrown: unknown) => thrown);
    expect(reached()).toBe(false);
    expect(error).toMatchObject({ init: { status: 403 } });
    expect(isRouteErrorResponse(error) || (error as { type?: string }).type === "DataWithResponseInit").toBe(
      true,
    );
  });

  it("lets the shop's own post through", async () => {
    const { result, reached } = run(request({ "sec-fetch-site": "same-origin" }));
    expect(((await result) as Response).status).toBe(200);
    expect(reached()).toBe(true);
  });
});
