import { describe, expect, it } from "vitest";
import { enabled, flag, idList, integer, numeric } from "./coercion.ts";

const id = (digit: string) => digit.repeat(32);

describe("listing parameter coercion", () => {
  it("reads flags like $request->get(): absent, null, false, 0 and empty are off", () => {
    for (const off of [undefined, null, false, 0, "", "0", "false", " FALSE "]) expect(flag(off)).toBe(false);
    for (const on of [true, 1, "1", "true", "yes"]) expect(flag(on)).toBe(true);
  });

  it("keeps *-filter switches on unless explicitly off", () => {
    expect(enabled(undefined)).toBe(true);
    expect(enabled(null)).toBe(true);
    expect(enabled(false)).toBe(false);
    expect(enabled("0")).toBe(false);
  });

  it("reads ids joined by | or as a list, lower-cased, valid and once", () => {
    expect(idList(`${id("a")}|${id("B")}|nope|${id("a")}`)).toEqual([id("a"), id("b")]);
    expect(idList([id("c"), 7])).toEqual([id("c")]);
    expect(idList(undefined)).toEqual([]);
  });

  it("reads numbers from numbers and numeric strings only", () => {
    expect(integer("3.7")).toBe(3);
    expect(integer(" ")).toBeNull();
    expect(numeric("12.5")).toBe(12.5);
    expect(numeric("abc")).toBeNull();
    expect(numeric(Infinity)).toBeNull();
  });
});
