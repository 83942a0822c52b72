import { data } from "react-router";
import { isStoreApiError, type StoreApiClient } from "@shop/store-api";

export type ReviewErrorKey =
  | "points-invalid"
  | "title-required"
  | "title-too-short"
  | "content-required"
  | "content-too-short"
  | "login-required"
  | "already-reviewed"
  | "failed";

export type ReviewField = "points" | "title" | "content" | "form";

/** The review form's answer: done, or the errors per field with what the shopper typed. */
export interface ReviewActionResult {
  ok: boolean;
  errors?: Partial<Record<ReviewField, ReviewErrorKey>>;
  values?: { points?: number; title?: string; content?: string };
}

const ID = /^[0-9a-f]{32}$/i;
/** Shopware's review rules (ProductReviewSaveRoute): title ≥ 5, content ≥ 40 characters, 1 to 5 points. */
export const REVIEW_TITLE_MIN = 5;
export const REVIEW_CONTENT_MIN = 40;

const length = (value: string) => [...value.trim()].length;

/** Checks the form as Shopware will, so the shopper gets every message at once and in their language. */
export function validateReview(form: FormData): {
  input?: { productId: string; points: number; title: string; content: string };
  result?: ReviewActionResult;
} {
  const productId = String(form.get("productId") ?? "");
  const title = String(form.get("title") ?? "");
  const content = String(form.get("content") ?? "");
  const pointsRaw = String(form.get("points") ?? "");
  const points = /^[1-5]$/.test(pointsRaw) ? Number(pointsRaw) : undefined;
  const errors: ReviewActionResult["errors"] = {};
  if (points === undefined) errors.points = "points-invalid";
  if (!title.trim()) errors.title = "title-required";
  else if (length(title) < REVIEW_TITLE_MIN) errors.title = "title-too-short";
  if (!content.trim()) errors.content = "content-required";
  else if (length(content) < REVIEW_CONTENT_MIN) errors.content = "content-too-short";
  if (!ID.test(productId)) errors.form = "failed";
  const values = { points, title, content };
  if (Object.keys(errors).length > 0) return { result: { ok: false, errors, values } };
  return {
    input: {
      productId: productId.toLowerCase(),
      points: points!,
      title: title.trim(),
      content: content.trim(),
    },
  };
}

const pointerField: Record<string, ReviewField> = {
  "/points": "points",
  "/title": "title",
  "/content": "content",
};

/**
 * The product page's action for `intent=review`: validates, saves the review through the Store API
 * (customers only; it waits for approval) and answers the form's state. Works as a plain form POST (the
 * page renders with the answer) and through React Router's `<Form>`.
 */
export async function submitReview(api: StoreApiClient, form: FormData) {
  const { input, result } = validateReview(form);
  if (!input) return data(result!, 400);
  const values = { points: input.points, title: input.title, content: input.content };
  try {
    await api.saveReview(input.productId, {
      points: input.points,
      title: input.title,
      content: input.content,
    });
    return data<ReviewActionResult>({ ok: true });
  } catch (error) {
    if (isStoreApiError(error)) {
      if (error.status === 403 || error.status === 401) {
        return data<ReviewActionResult>({ ok: false, errors: { form: "login-required" }, values }, 403);
      }
      const entries = error.errors ?? [];
      if (entries.some((entry) => entry.code?.includes("ENTITY_EXISTS"))) {
        return data<ReviewActionResult>({ ok: false, errors: { form: "already-reviewed" }, values }, 400);
      }
      const errors: ReviewActionResult["errors"] = {};
      for (const entry of entries) {
        const field = pointerField[entry.source?.pointer ?? ""];
        if (field === "points") errors.points = "points-invalid";
        if (field === "title")
          errors.title = entry.code?.includes("BLANK") ? "title-required" : "title-too-short";
        if (field === "content")
          errors.content = entry.code?.includes("BLANK") ? "content-required" : "content-too-short";
      }
      if (Object.keys(errors).length > 0) return data<ReviewActionResult>({ ok: false, errors, values }, 400);
    }
    console.error("review failed", error);
    return data<ReviewActionResult>({ ok: false, errors: { form: "failed" }, values }, 502);
  }
}
