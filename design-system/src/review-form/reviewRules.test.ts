import { describe, expect, it } from "vitest";
import { checkReview, REVIEW_RULES, reviewTextLength } from "./reviewRules.ts";

const valid = { points: "4", title: "Sehr gut", content: "x".repeat(REVIEW_RULES.contentMinLength) };

describe("review rules", () => {
  it("accepts a complete review", () => {
    expect(checkReview(valid)).toEqual({});
  });

  it("names each field's problem", () => {
    expect(checkReview({ points: "", title: " ", content: "zu kurz" })).toEqual({
      points: "invalid",
      title: "required",
      content: "too-short",
    });
    expect(checkReview({ ...valid, points: "2.5", title: "Gut" })).toEqual({
      points: "invalid",
      title: "too-short",
    });
  });

  it("counts characters as Shopware does: code points of the trimmed text", () => {
    expect(reviewTextLength(" 👍👍👍👍👍 ")).toBe(5);
    expect(checkReview({ ...valid, title: "👍👍👍👍👍" })).toEqual({});
    expect(checkReview({ ...valid, title: "👍👍" })).toEqual({ title: "too-short" });
  });
});
