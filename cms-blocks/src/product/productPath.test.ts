import { describe, expect, it } from "vitest";
import { productSchema } from "@shop/store-api";
import { productPath } from "./productPath.ts";

const id = "a".repeat(32);

const seo = (seoPathInfo: string, isCanonical: boolean) => ({
  routeName: "frontend.detail.page",
  foreignKey: id,
  pathInfo: `/detail/${id}`,
  seoPathInfo,
  isCanonical,
  languageId: "l",
});

const product = (seoUrls: ReturnType<typeof seo>[] = []) =>
  productSchema.parse({
    id,
    productNumber: "CL1",
    calculatedPrice: { unitPrice: 10, quantity: 1, totalPrice: 10, calculatedTaxes: [], taxRules: [] },
    seoUrls,
  });

describe("productPath", () => {
  it("links the canonical SEO path, else /detail/{id}", () => {
    expect(productPath(product([seo("old/CL1", false), seo("Reiniger/CL1", true)]))).toBe("/Reiniger/CL1");
    expect(productPath(product())).toBe(`/detail/${id}`);
  });
});
