import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  formatIssuePath,
  INVALID_RESPONSE_ERROR_CODE,
  invalidResponseError,
  isMaintenanceError,
  isNotFoundError,
  isStoreApiError,
  MAINTENANCE_MODE,
  MAINTENANCE_MODE_ERROR_CODE,
  MAX_SCHEMA_ERROR_ENTRIES,
  normalizeErrorEntry,
  parseErrorBody,
  StoreApiError,
  toJsonPointer,
  UNKNOWN_ERROR_DETAIL,
  UNKNOWN_ERROR_TITLE,
} from "./store-api-error.ts";

const defaults = [{ title: UNKNOWN_ERROR_TITLE, detail: UNKNOWN_ERROR_DETAIL }];

describe("parseErrorBody", () => {
  it("reads Shopware's errors array", () => {
    const body = JSON.stringify({
      errors: [
        {
          status: "401",
          code: "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS",
          title: "Unauthorized",
          detail: "Invalid username and/or password.",
        },
      ],
    });
    expect(parseErrorBody(body)).toEqual([
      {
        status: "401",
        code: "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS",
        title: "Unauthorized",
        detail: "Invalid username and/or password.",
      },
    ]);
  });

  it("accepts errors serialised as an object keyed by index", () => {
    const body = JSON.stringify({
      errors: { "0": { title: "A", detail: "a" }, "1": { title: "B", detail: "b" } },
    });
    expect(parseErrorBody(body).map((entry) => entry.title)).toEqual(["A", "B"]);
  });

  it.each(["", "not json", "<html></html>", "null", "[]", '{"errors":[]}', '{"message":"x"}', '"text"'])(
    "falls back to the default entry for %j",
    (text) => {
      expect(parseErrorBody(text)).toEqual(defaults);
    },
  );
});

describe("normalizeErrorEntry", () => {
  it("fills missing texts, stringifies status and keeps pointer and meta", () => {
    expect(
      normalizeErrorEntry({
        status: 400,
        code: "X",
        source: { pointer: "/email" },
        meta: { parameters: {} },
      }),
    ).toEqual({
      status: "400",
      code: "X",
      title: UNKNOWN_ERROR_TITLE,
      detail: "",
      source: { pointer: "/email" },
      meta: { parameters: {} },
    });
  });

  it("survives garbage", () => {
    expect(normalizeErrorEntry(42)).toEqual({ title: UNKNOWN_ERROR_TITLE, detail: "" });
  });
});

describe("StoreApiError", () => {
  it("uses the first entry's detail as message, then its title", () => {
    expect(new StoreApiError({ status: 400, url: "/x", errors: [{ title: "T", detail: "D" }] }).message).toBe(
      "D",
    );
    expect(new StoreApiError({ status: 400, url: "/x", errors: [{ title: "T", detail: "" }] }).message).toBe(
      "T",
    );
  });

  it("defaults errors when none are given", () => {
    const error = new StoreApiError({ status: 500, url: "/x" });
    expect(error.errors).toEqual(defaults);
    expect(error.message).toBe(UNKNOWN_ERROR_DETAIL);
  });

  it("maps the maintenance code to 503 / MAINTENANCE_MODE even if it is not the first entry", () => {
    const error = new StoreApiError({
      status: 500,
      url: "/x",
      errors: [
        { title: "Other", detail: "other" },
        { code: MAINTENANCE_MODE_ERROR_CODE, title: "Service Unavailable", detail: "maintenance" },
      ],
    });
    expect(error.status).toBe(503);
    expect(error.message).toBe(MAINTENANCE_MODE);
    expect(isMaintenanceError(error)).toBe(true);
  });

  it("keeps the cause", () => {
    const cause = new TypeError("fetch failed");
    expect(new StoreApiError({ status: 0, url: "/x", cause }).cause).toBe(cause);
  });
});

describe("type guards", () => {
  it("recognise errors by class and by shape", () => {
    const error = new StoreApiError({ status: 404, url: "/x" });
    expect(isStoreApiError(error)).toBe(true);
    expect(isNotFoundError(error)).toBe(true);
    const lookalike = { name: "StoreApiError", status: 404, errors: [], message: "x" };
    expect(isStoreApiError(lookalike)).toBe(true);
    expect(isNotFoundError(lookalike)).toBe(true);
    expect(isMaintenanceError({ ...lookalike, status: 503, message: MAINTENANCE_MODE })).toBe(true);
  });

  it("reject other values", () => {
    for (const value of [null, undefined, "x", new Error("x"), { status: 404 }]) {
      expect(isStoreApiError(value)).toBe(false);
      expect(isNotFoundError(value)).toBe(false);
      expect(isMaintenanceError(value)).toBe(false);
    }
  });
});

describe("invalidResponseError", () => {
  const schema = z.looseObject({
    elements: z.array(
      z.looseObject({ id: z.string(), calculatedPrice: z.looseObject({ unitPrice: z.number() }) }),
    ),
    aggregations: z.looseObject({ "a/b~c": z.number().optional() }).optional(),
  });
  const issuesOf = (value: unknown) => schema.safeParse(value).error!.issues;

  it("names every bad field in the message and in one entry per field", () => {
    const issues = issuesOf({
      elements: [
        { id: "1", calculatedPrice: { unitPrice: 1 } },
        { id: "2", calculatedPrice: { unitPrice: 2 } },
        { id: "3", calculatedPrice: { unitPrice: 3 } },
        { id: 4, calculatedPrice: { unitPrice: "9.90" } },
      ],
    });
    const cause = new Error("zod");
    const error = invalidResponseError({
      method: "POST",
      path: "/product-listing/abc",
      url: "http://shop.test/store-api/product-listing/abc",
      responseStatus: 200,
      issues,
      cause,
    });
    expect(error).toBeInstanceOf(StoreApiError);
    expect(error.status).toBe(502);
    expect(error.code).toBe(INVALID_RESPONSE_ERROR_CODE);
    expect(error.url).toBe("http://shop.test/store-api/product-listing/abc");
    expect(error.cause).toBe(cause);
    expect(error.message).toBe(
      "POST /product-listing/abc: the 200 answer does not match the expected schema (2 fields): " +
        "elements.3.id: expected string, received number | " +
        "elements.3.calculatedPrice.unitPrice: expected number, received string",
    );
    expect(error.errors).toEqual([
      {
        status: "502",
        code: INVALID_RESPONSE_ERROR_CODE,
        title: "Invalid response",
        detail: "elements.3.id: expected string, received number",
        source: { pointer: "/elements/3/id" },
        meta: { path: ["elements", 3, "id"], issues: [issues[0]] },
      },
      {
        status: "502",
        code: INVALID_RESPONSE_ERROR_CODE,
        title: "Invalid response",
        detail: "elements.3.calculatedPrice.unitPrice: expected number, received string",
        source: { pointer: "/elements/3/calculatedPrice/unitPrice" },
        meta: {
          path: ["elements", 3, "calculatedPrice", "unitPrice"],
          issues: [expect.objectContaining({ code: "invalid_type", expected: "number" })],
        },
      },
    ]);
  });

  it("reports a wrong root, escapes pointers and caps long reports", () => {
    const root = invalidResponseError({
      method: "GET",
      path: "/context",
      url: "/store-api/context",
      responseStatus: 200,
      issues: issuesOf("<html>"),
    });
    expect(root.message).toContain("(1 field): (root): expected object, received string");
    expect(root.errors[0]?.source).toEqual({ pointer: "" });

    const escaped = invalidResponseError({
      method: "POST",
      path: "/x",
      url: "/x",
      responseStatus: 200,
      issues: issuesOf({ elements: [], aggregations: { "a/b~c": "1" } }),
    });
    expect(escaped.errors[0]?.source).toEqual({ pointer: "/aggregations/a~1b~0c" });

    const many = invalidResponseError({
      method: "POST",
      path: "/x",
      url: "/x",
      responseStatus: 200,
      issues: issuesOf({
        elements: Array.from({ length: 60 }, () => ({ id: 1, calculatedPrice: { unitPrice: 1 } })),
      }),
    });
    expect(many.errors).toHaveLength(MAX_SCHEMA_ERROR_ENTRIES);
    expect(many.message).toContain("(60 fields)");
    expect(many.message).toContain("(and 55 more)");
  });

  it("formats paths and JSON pointers", () => {
    expect(formatIssuePath([])).toBe("(root)");
    expect(formatIssuePath(["elements", 0, "shipping-free"])).toBe("elements.0.shipping-free");
    expect(toJsonPointer(["elements", 0, "a/b", "~"])).toBe("/elements/0/a~1b/~0");
  });
});
