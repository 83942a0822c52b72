/**
 * Shopware's rules for a product review (its ProductReviewSaveRoute validation), in one place for the form's
 * client-side check and the shop's server-side check: 1 to 5 points, a title of at least 5 and a text of at
 * least 40 characters.
 */
export const REVIEW_RULES = {
  titleMinLength: 5,
  contentMinLength: 40,
} as const;

/**
 * The length of a review text as Shopware counts it (PHP's `mb_strlen`): Unicode code points of the trimmed
 * text, so an emoji is one character, not the two UTF-16 units of `String.length`.
 */
export function reviewTextLength(value: string): number {
  return [...value.trim()].length;
}

export type ReviewField = "points" | "title" | "content";
/** A text field's problem: empty, or shorter than its minimum. */
export type ReviewTextProblem = "required" | "too-short";
/** What is wrong with a review's fields (a field that is fine is absent). */
export interface ReviewProblems {
  points?: "invalid";
  title?: ReviewTextProblem;
  content?: ReviewTextProblem;
}

function textProblem(value: string, minLength: number): ReviewTextProblem | undefined {
  if (!value.trim()) return "required";
  return reviewTextLength(value) < minLength ? "too-short" : undefined;
}

/** What is wrong with a review's fields by Shopware's rules (nothing: an empty object). */
export function checkReview(values: { points: string; title: string; content: string }): ReviewProblems {
  const problems: ReviewProblems = {};
  if (!/^[1-5]$/.test(values.points)) problems.points = "invalid";
  const title = textProblem(values.title, REVIEW_RULES.titleMinLength);
  if (title) problems.title = title;
  const content = textProblem(values.content, REVIEW_RULES.contentMinLength);
  if (content) problems.content = content;
  return problems;
}
