import { describe, expect, it } from "vitest";
import { paging } from "./paging.ts";

describe("listing paging", () => {
  it("defaults to page 1 of 24", () => expect(paging({})).toEqual({ page: 1, limit: 24 }));
  it("reads p before page, and ignores pages below 1", () => {
    expect(paging({ p: "3", page: 2 })).toEqual({ page: 3, limit: 24 });
    expect(paging({ page: 2 })).toEqual({ page: 2, limit: 24 });
    expect(paging({ p: 0 })).toEqual({ page: 1, limit: 24 });
  });
  it("caps the limit at 100 and falls back to 24 for none or below 1", () => {
    expect(paging({ limit: 500 }).limit).toBe(100);
    expect(paging({ limit: -1 }).limit).toBe(24);
  });
});
