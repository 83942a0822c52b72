import { describe, expect, it } from "vitest";
import {
  isMaintenanceError,
  isNotFoundError,
  isStoreApiError,
  MAINTENANCE_MODE,
  MAINTENANCE_MODE_ERROR_CODE,
  normalizeErrorEntry,
  parseErrorBody,
  StoreApiError,
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
