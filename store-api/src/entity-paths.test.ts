import { describe, expect, it } from "vitest";
import { breadcrumbPath, entityPath, productPath, seoPath, technicalRoutes } from "./entity-paths.ts";

const id = "a".repeat(32);
const seo = (seoPathInfo: string, isCanonical: boolean) => ({ seoPathInfo, isCanonical });

describe("entity paths", () => {
  it("links the canonical SEO path, else the first one, else the technical path", () => {
    expect(productPath({ id, seoUrls: [seo("old/CL1", false), seo("Reiniger/CL1", true)] })).toBe(
      "/Reiniger/CL1",
    );
    expect(entityPath("category", { id, seoUrls: [seo("Reiniger/", false)] })).toBe("/Reiniger/");
    expect(productPath({ id, seoUrls: [] })).toBe(`/detail/${id}`);
    expect(entityPath("category", { id, seoUrls: null })).toBe(`/navigation/${id}`);
    expect(entityPath("landing_page", { id })).toBe(`/landingPage/${id}`);
  });

  it("keeps a single leading slash", () => {
    expect(seoPath([seo("/Reiniger/", true)])).toBe("/Reiniger/");
    expect(seoPath([seo("", true)])).toBeUndefined();
  });

  it("links a breadcrumb entry by its SEO path, else its technical path", () => {
    expect(breadcrumbPath({ categoryId: id, path: "Reinigung/Boden/" })).toBe("/Reinigung/Boden/");
    expect(breadcrumbPath({ categoryId: id, path: "" })).toBe(`/navigation/${id}`);
  });

  it("recognises the technical paths", () => {
    const match = technicalRoutes.find((route) => route.pattern.test(`/detail/${id}`));
    expect(match?.routeName).toBe("frontend.detail.page");
  });
});
