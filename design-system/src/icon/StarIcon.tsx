/** The star's outline, 24 units wide, its top point at (`x`, 3.2): 12 centres it in a 24-unit box. */
const starPath = (x: number) =>
  `M${x} 3.2l2.6 5.6 6.1.7-4.5 4.2 1.2 6.1L${x} 16.8l-5.4 3 1.2-6.1-4.5-4.2 6.1-.7z`;

export interface StarIconProps {
  /** Extra classes; a class (or `size`) sets the size, and CSS may set `fill` and `stroke`. */
  className?: string;
  /** Height in px (and the width of one star), when no class sizes it. */
  size?: number;
  /**
   * `filled` paints the star in `currentColor`, `outline` strokes it in `currentColor`; without it the
   * star takes `fill` and `stroke` from CSS (the review form's stars, the review summary's bars).
   */
  variant?: "filled" | "outline";
  /**
   * Stars side by side, in one SVG with one path (Rating's rows): one element to parse, style and lay out
   * instead of one per star. Its width follows the view box.
   * @default 1
   */
  count?: number;
}

/** The rating star (Rating, RatingInput, the review summary): 1.5px round-joined strokes. Decorative. */
export function StarIcon({ className, size, variant, count = 1 }: StarIconProps) {
  return (
    <svg
      viewBox={`0 0 ${24 * count} 24`}
      className={className}
      width={size === undefined ? undefined : size * count}
      height={size}
      fill={variant === "filled" ? "currentColor" : variant === "outline" ? "none" : undefined}
      stroke={variant === "outline" ? "currentColor" : undefined}
      strokeWidth="1.5"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={Array.from({ length: count }, (_, i) => starPath(12 + 24 * i)).join("")} />
    </svg>
  );
}
