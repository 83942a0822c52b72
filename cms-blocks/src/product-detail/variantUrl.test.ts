import { describe, expect, it } from "vitest";
import { isVariantSwitch, readVariantQuery, variantSearch } from "./variantUrl.ts";

const group = "a".repeat(32);
const option = "b".repeat(32);
const parent = "c".repeat(32);

describe("variant URL state", () => {
  it("reads the variant form's query", () => {
    const search = new URLSearchParams({ [`options[${group}]`]: option, "options[x]": option, product: "c" });
    expect(readVariantQuery(search)).toEqual({
      options: { [group]: option },
      parentId: undefined,
      switchedGroup: undefined,
    });
  });

  it("writes what it reads", () => {
    const search = variantSearch({ options: { [group]: option }, parentId: parent, switchedGroup: group });
    expect(search.toString()).toBe(`options%5B${group}%5D=${option}&product=${parent}&switched=${group}`);
    expect(readVariantQuery(search)).toEqual({
      options: { [group]: option },
      parentId: parent,
      switchedGroup: group,
    });
    expect(isVariantSwitch(`?${search}`)).toBe(true);
    expect(isVariantSwitch("?reviews=2")).toBe(false);
  });
});
