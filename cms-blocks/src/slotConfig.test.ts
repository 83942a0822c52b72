import { describe, expect, it } from "vitest";
import { imageSlot, meadow, textSlot } from "./__fixtures__/cms.ts";
import { slotConfig } from "./slotConfig.ts";

describe("slotConfig", () => {
  it("falls back to the element's default for missing keys", () => {
    const slot = imageSlot(meadow(), { displayMode: "cover" });
    expect(slotConfig(slot, "displayMode")).toBe("cover");
    expect(slotConfig(slot, "minHeight")).toBe("340px");
    expect(slotConfig(slot, "horizontalAlign")).toBe("center");
    expect(slotConfig(textSlot("<p>x</p>"), "verticalAlign")).toBeNull();
  });

  it("keeps an explicit null", () => {
    expect(slotConfig(imageSlot(meadow(), { verticalAlign: null }), "verticalAlign")).toBeNull();
  });
});
