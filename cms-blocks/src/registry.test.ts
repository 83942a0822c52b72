import { describe, expect, it } from "vitest";
import { cmsComponent, cmsComponentName } from "./registry.ts";

describe("cmsComponentName", () => {
  it.each([
    ["section", "default", "CmsSectionDefault"],
    ["section", "sidebar", "CmsSectionSidebar"],
    ["block", "image-text", "CmsBlockImageText"],
    ["block", "product-slider", "CmsBlockProductSlider"],
    ["element", "image-gallery", "CmsElementImageGallery"],
    ["element", "buy-box", "CmsElementBuyBox"],
  ] as const)("%s %s → %s", (kind, type, name) => {
    expect(cmsComponentName(kind, type)).toBe(name);
  });
});

describe("cmsComponent", () => {
  it("finds registered types only", () => {
    expect(cmsComponent("block", "image-text")?.name).toBe("CmsBlockImageText");
    expect(cmsComponent("element", "image")?.name).toBe("CmsElementImage");
    expect(cmsComponent("block", "product-carousel")).toBeUndefined();
    expect(cmsComponent("block", "constructor")).toBeUndefined();
    expect(cmsComponent("section", undefined)).toBeUndefined();
  });
});
