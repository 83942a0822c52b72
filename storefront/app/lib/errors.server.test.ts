import { describe, expect, it } from "vitest";
import { StoreApiError } from "@shop/store-api";
import {
  BUSY_RETRY_AFTER,
  MAINTENANCE_RETRY_AFTER,
  setErrorPageHeaders,
  toPageError,
  type PageErrorData,
} from "./errors.server.ts";

type Thrown = { init: { status: number } | null; data: PageErrorData };

const pageError = (init: Omit<ConstructorParameters<typeof StoreApiError>[0], "url">) =>
  toPageError(new StoreApiError({ ...init, url: "http://shop.test/store-api/x" }), "/x") as Thrown;

describe("toPageError", () => {
  it.each([
    [404, 404],
    [408, 504],
    [0, 504],
    [429, 503],
    [503, 503],
    [500, 502],
    [502, 502],
    [400, 500],
    [403, 403],
    [401, 403],
  ])("Store API %i becomes page %i", (status, page) => {
    expect(pageError({ status }).init?.status).toBe(page);
  });

  it("keeps Shopware's Retry-After of a 429 for the page, else a default", () => {
    expect(pageError({ status: 429, retryAfter: 12 }).data.retryAfter).toBe(12);
    expect(pageError({ status: 503 }).data.retryAfter).toBe(BUSY_RETRY_AFTER);
  });

  it("maintenance becomes the 503 maintenance page with a Retry-After", () => {
    const thrown = pageError({
      status: 503,
      errors: [{ code: "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE", title: "x", detail: "y" }],
    });
    expect(thrown.init?.status).toBe(503);
    expect(thrown.data).toEqual({ message: "MAINTENANCE_MODE", retryAfter: MAINTENANCE_RETRY_AFTER });
  });

  it("leaves other errors alone", () => {
    const error = new Error("x");
    expect(toPageError(error, "/")).toBe(error);
  });
});

/** What the router keeps for a thrown `data(...)`: an error response. */
const errorResponse = (status: number, data: PageErrorData) => ({
  status,
  statusText: "",
  internal: false,
  data,
});

describe("setErrorPageHeaders", () => {
  it("sets Retry-After for a 503 error page only", () => {
    const headers = new Headers();
    setErrorPageHeaders(headers, { root: errorResponse(503, { message: "m", retryAfter: 7 }) });
    expect(headers.get("Retry-After")).toBe("7");
    const other = new Headers();
    setErrorPageHeaders(other, { root: errorResponse(502, { message: "m" }) });
    setErrorPageHeaders(other, null);
    expect(other.has("Retry-After")).toBe(false);
  });
});
