export interface StarIconProps {
  /** Extra classes; a class (or `size`) sets the size, and CSS may set `fill` and `stroke`. */
  className?: string;
  /** Width and height in px, when no class sizes it. */
  size?: number;
  /**
   * `filled` paints the star in `currentColor`, `outline` strokes it in `currentColor`; without it the
   * star takes `fill` and `stroke` from CSS (the review form's stars, the review summary's bars).
   */
  variant?: "filled" | "outline";
}

/** The rating star (Rating, RatingInput, the review summary): 1.5px round-joined strokes. Decorative. */
export function StarIcon({ className, size, variant }: StarIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      width={size}
      height={size}
      fill={variant === "filled" ? "currentColor" : variant === "outline" ? "none" : undefined}
      stroke={variant === "outline" ? "currentColor" : undefined}
      strokeWidth="1.5"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3.2l2.6 5.6 6.1.7-4.5 4.2 1.2 6.1L12 16.8l-5.4 3 1.2-6.1-4.5-4.2 6.1-.7z" />
    </svg>
  );
}
