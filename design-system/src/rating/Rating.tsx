import { css, cx } from "@shop/styled-system/css";
import { rating, type RatingVariantProps } from "@shop/styled-system/recipes";
import { StarIcon } from "../icon/StarIcon.tsx";

export interface RatingProps {
  /** The average rating, 0 to `max`; shown rounded to the nearest half star. */
  value: number;
  /** @default 5 */
  max?: number;
  /**
   * What a screen reader hears for the stars ("4.5 von 5 Sternen"), translated by the app. Give this or
   * `formatLabel`.
   */
  label?: string;
  /** Builds the label from the rounded value and `max`, e.g. with Lingui's `t` in the app. */
  formatLabel?: (value: number, max: number) => string;
  /** Number of reviews, shown as "(12)". Omitted when undefined. */
  count?: number;
  /** What a screen reader hears for the count instead of "(12)", e.g. "12 Bewertungen". */
  countLabel?: string;
  /** @default "md" */
  size?: RatingVariantProps["size"];
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

/**
 * A read-only star rating. The stars are one `img` named by `label`; the count follows as text.
 * Exposes `data-value` (the rounded value) for styling and tests.
 */
export function Rating({
  value,
  max = 5,
  label,
  formatLabel,
  count,
  countLabel,
  size,
  className,
}: RatingProps) {
  const rounded = roundToHalf(value, max);
  const styles = rating({ size });
  return (
    <span className={cx(styles.root, className)} data-value={rounded}>
      <span
        role="img" // oxlint-disable-line jsx-a11y/prefer-tag-over-role -- the stars are SVGs, named as one image
        aria-label={label ?? formatLabel?.(rounded, max) ?? `${rounded} / ${max}`}
        className={styles.stars}
      >
        <span className={styles.empty}>
          <StarIcon count={max} className={styles.star} variant="outline" />
        </span>
        <span className={styles.filled} style={{ width: `${(rounded / max) * 100}%` }}>
          <StarIcon count={max} className={styles.star} variant="filled" />
        </span>
      </span>
      {count !== undefined && (
        <span className={styles.count}>
          {countLabel ? (
            <>
              <span aria-hidden="true">({count})</span>
              <span className={css({ srOnly: true })}>{countLabel}</span>
            </>
          ) : (
            `(${count})`
          )}
        </span>
      )}
    </span>
  );
}

/** Clamps to 0..max and rounds to the nearest half; NaN counts as 0. */
export function roundToHalf(value: number, max = 5) {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}
