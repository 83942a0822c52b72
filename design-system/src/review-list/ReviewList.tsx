import { useId, type ReactNode } from "react";
import { css, cx } from "@shop/styled-system/css";
import { reviewList, reviewSummary } from "@shop/styled-system/recipes";
import { Badge } from "../badge/Badge.tsx";
import { StarIcon } from "../icon/StarIcon.tsx";
import { Rating } from "../rating/Rating.tsx";

export interface ReviewSummaryProps {
  /** The average rating, 0 to 5. */
  average: number;
  /** Number of reviews. */
  total: number;
  /** Reviews per star count (any order, missing counts are 0); shown 5 → 1. */
  distribution: readonly { points: number; count: number }[];
  /** The section heading, e.g. "Kundenbewertungen". */
  heading: string;
  /** What a screen reader hears for the stars, e.g. "4.5 von 5 Sternen". */
  formatAverageLabel: (average: number) => string;
  /** The visible total, e.g. "12 Bewertungen". */
  formatTotal: (total: number) => string;
  /** The full text of one bar, e.g. "5 Sterne: 8 Bewertungen (67 %)". */
  formatBarLabel: (points: number, count: number, percent: number) => string;
  /**
   * The big average number, localised by the app (e.g. "4,5" in fr-CH). Hidden from assistive technology,
   * which hears `formatAverageLabel`. @default one decimal, e.g. "4.5"
   */
  formatAverage?: (average: number) => string;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

const POINTS = [5, 4, 3, 2, 1] as const;

/**
 * The rating overview of a product: average (number and stars), total, and one bar per star count.
 * Each bar is a list item whose visible parts are decorative; a visually hidden label reads the whole row.
 */
export function ReviewSummary({
  average,
  total,
  distribution,
  heading,
  formatAverageLabel,
  formatTotal,
  formatBarLabel,
  formatAverage = (value) => value.toFixed(1),
  headingLevel = 2,
  className,
}: ReviewSummaryProps) {
  const styles = reviewSummary();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const clamped = Number.isFinite(average) ? Math.min(5, Math.max(0, average)) : 0;
  const counts = new Map<number, number>();
  for (const { points, count } of distribution) counts.set(points, (counts.get(points) ?? 0) + count);
  const sum = [...counts.values()].reduce((a, b) => a + b, 0);
  const base = total > 0 ? total : sum;
  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={styles.heading}>
        {heading}
      </Heading>
      <div className={styles.overview}>
        <span className={styles.average} aria-hidden="true">
          {formatAverage(clamped)}
        </span>
        <Rating value={clamped} size="lg" label={formatAverageLabel(clamped)} />
        <p className={cx(styles.total, css({ m: "0" }))}>{formatTotal(total)}</p>
      </div>
      <ul className={styles.bars}>
        {POINTS.map((points) => {
          const count = counts.get(points) ?? 0;
          const percent = base > 0 ? Math.round((count / base) * 100) : 0;
          return (
            <li key={points} className={styles.bar} data-points={points}>
              <span className={css({ srOnly: true })}>{formatBarLabel(points, count, percent)}</span>
              <span className={styles.barLabel} aria-hidden="true">
                {points}
                <StarIcon size={14} variant="filled" />
              </span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${percent}%` }} />
              </span>
              <span className={styles.barCount} aria-hidden="true">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export interface ReviewItem {
  id: string;
  title: string;
  /** Plain text; line breaks are kept, HTML is shown as text. */
  content: string;
  /** The review's rating, 1 to 5. */
  points: number;
  /** The reviewer's name; left out when missing. */
  author?: string;
  /** The date, already formatted by the app ("12. März 2026"). */
  date: string;
  /** The ISO date for `<time dateTime>`. */
  dateTime?: string;
  /** The shopper's own review, not yet approved: shows a `pendingLabel` badge. */
  isPending?: boolean;
  /** The shop's answer, shown indented under the review. */
  reply?: { author: string; content: string };
  /** The language of the title and text (BCP 47, e.g. "fr") when it is not the page's. */
  lang?: string;
}

export interface ReviewListProps {
  reviews: readonly ReviewItem[];
  /** What a screen reader hears for a review's stars, e.g. "4 von 5 Sternen". */
  formatRatingLabel: (points: number) => string;
  /** The badge on the shopper's own unapproved review, e.g. "Wartet auf Freigabe". */
  pendingLabel: string;
  /** The heading of the shop's answer, e.g. "Antwort von Clarus AG". */
  replyHeading: (author: string) => string;
  /** Shown instead of the list when there are no reviews, e.g. "Noch keine Bewertungen.". */
  emptyText: string;
  /** The app's "show more" link or button, rendered below the list. */
  more?: ReactNode;
  /** Level of each review's title heading; the reply heading is one level below. @default 3 */
  headingLevel?: 3 | 4;
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

/**
 * Product reviews: a list of articles, each with its title as a heading, stars, author and date, the text
 * (plain text with its line breaks), a badge while the shopper's own review awaits approval, and the shop's
 * reply. Nothing is rendered as HTML.
 */
export function ReviewList({
  reviews,
  formatRatingLabel,
  pendingLabel,
  replyHeading,
  emptyText,
  more,
  headingLevel = 3,
  className,
}: ReviewListProps) {
  const styles = reviewList();
  const id = useId();
  const Title = `h${headingLevel}` as const;
  const ReplyTitle = `h${headingLevel + 1}` as "h4" | "h5";
  return (
    <div className={cx(styles.root, className)}>
      {reviews.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review, index) => {
            const titleId = `${id}-${index}`;
            return (
              <li key={review.id} className={styles.item}>
                <article aria-labelledby={titleId} className={styles.article}>
                  <div className={styles.header}>
                    <Title id={titleId} className={styles.title} lang={review.lang}>
                      {review.title}
                    </Title>
                    <Rating value={review.points} size="sm" label={formatRatingLabel(review.points)} />
                    {review.isPending && <Badge size="sm">{pendingLabel}</Badge>}
                    <p className={cx(styles.meta, css({ m: "0" }))}>
                      {review.author && <span className={styles.author}>{review.author}</span>}
                      <time dateTime={review.dateTime}>{review.date}</time>
                    </p>
                  </div>
                  <p className={styles.content} lang={review.lang}>
                    {review.content}
                  </p>
                  {review.reply && (
                    <div className={styles.reply}>
                      <ReplyTitle className={styles.replyHeading}>
                        {replyHeading(review.reply.author)}
                      </ReplyTitle>
                      <p className={styles.content}>{review.reply.content}</p>
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {more && <div className={styles.more}>{more}</div>}
    </div>
  );
}
