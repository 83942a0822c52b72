import type { ReviewFixture } from "../fixtures/catalog/index.ts";
import { LIVE_VERSION_ID } from "../fixtures/ids.ts";
import { salesChannel } from "../fixtures/sales-channel.ts";
import type { Json } from "./common.ts";

/** A review as the emulator keeps it: the catalog's, or one a customer wrote (pending until approved). */
export interface StoredReview extends ReviewFixture {
  /** The author when written through the Store API; catalog reviews have none. */
  customerId: string | null;
}

/** A `product_review`. The author's e-mail stays private, as in Shopware's Store API. */
export function toReview(review: ReviewFixture & { customerId?: string | null }): Json {
  return {
    id: review.id,
    productId: review.productId,
    productVersionId: LIVE_VERSION_ID,
    salesChannelId: salesChannel.id,
    languageId: review.languageId,
    customerId: review.customerId ?? null,
    externalUser: review.externalUser,
    title: review.title,
    content: review.content,
    points: review.points,
    status: review.status,
    comment: review.comment,
    customFields: null,
    createdAt: review.createdAt,
    updatedAt: null,
    apiAlias: "product_review",
  };
}

/**
 * Shopware's RatingMatrix: per star (5 to 1) how many approved reviews gave it and their share, plus the
 * totals the review summary shows. Half points count towards the star below (Shopware rounds down).
 */
export function ratingMatrix(reviews: ReviewFixture[]): Json {
  const approved = reviews.filter((review) => review.status);
  const total = approved.length;
  const pointSum = approved.reduce((sum, review) => sum + review.points, 0);
  const matrix = [5, 4, 3, 2, 1].map((points) => {
    const count = approved.filter((review) => Math.floor(review.points) === points).length;
    return {
      points,
      count,
      percent: total ? Math.round((count / total) * 10000) / 100 : 0,
      extensions: [],
      apiAlias: "product_review_matrix_element",
    };
  });
  return {
    matrix,
    totalReviewCount: total,
    averageRating: total ? pointSum / total : 0,
    pointSum,
    extensions: [],
    apiAlias: "product_review_rating_matrix",
  };
}
