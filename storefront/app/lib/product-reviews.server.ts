import { data } from "react-router";
import { checkReview } from "@shop/design-system";
import { isStoreApiError, type StoreApiClient } from "@shop/store-api";
import { locales } from "./locale.ts";
import { shop } from "./shop.server.ts";

/**
 * A product's reviews: reading them for the product page ("show more" in the URL: `?reviews=N` shows N
 * steps) and the review form's action (checked by Shopware's rules, saved through the Store API).
 */

/** Reviews per "show more" step (Shopware's review limit). */
export const REVIEWS_PER_PAGE = 10;
/** How many review pages a URL may ask for (`?reviews=`), so a link cannot request thousands. */
const MAX_REVIEW_PAGES = 20;

/** How many "show more" steps the URL asks for (`?reviews=N`, 1 to 20; anything else is 1). */
export function requestedReviewPages(url: URL): number {
  const value = Number(url.searchParams.get("reviews") ?? "1");
  return Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_REVIEW_PAGES) : 1;
}

/** The product family's reviews, newest first, `pages` steps of them; a failure shows none. */
export function readProductReviews(api: StoreApiClient, familyId: string, pages: number) {
  return api
    .readReviews(familyId, {
      sort: [{ field: "createdAt", order: "DESC" }],
      limit: REVIEWS_PER_PAGE * pages,
      "total-count-mode": "exact",
    })
    .catch((error: unknown) => {
      console.error("reviews failed", error);
      return { elements: [], total: 0 };
    });
}

/** The link showing one more step of reviews, while some are left. */
export function moreReviewsHref(url: URL, pages: number, shown: number, total: number): string | undefined {
  return shown < total ? `${url.pathname}?reviews=${pages + 1}#reviews` : undefined;
}

/** The shop's language ids → BCP 47 codes ("de", "fr"), to mark reviews written in another language. */
export async function reviewLanguages(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    locales.map(async (locale) => [await shop.languageId(locale), locale.split("-")[0]!] as const),
  );
  return Object.fromEntries(entries);
}

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

/** Checks the form by Shopware's rules (`checkReview`), so the shopper gets every message at once and in their language. */
export function validateReview(form: FormData): {
  input?: { productId: string; points: number; title: string; content: string };
  result?: ReviewActionResult;
} {
  const productId = String(form.get("productId") ?? "");
  const title = String(form.get("title") ?? "");
  const content = String(form.get("content") ?? "");
  const pointsRaw = String(form.get("points") ?? "");
  const problems = checkReview({ points: pointsRaw, title, content });
  const points = problems.points ? undefined : Number(pointsRaw);
  const errors: ReviewActionResult["errors"] = {};
  if (problems.points) errors.points = "points-invalid";
  if (problems.title) errors.title = `title-${problems.title}`;
  if (problems.content) errors.content = `content-${problems.content}`;
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
