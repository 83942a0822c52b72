import { defineSlotRecipe } from "@pandacss/dev";

/**
 * Rating: `root` holds the `stars` (an `empty` row under a `filled` row clipped to the value) and the
 * optional `count`. Stars carry their own padding, so the clip width is exactly value / max.
 */
export const ratingRecipe = defineSlotRecipe({
  className: "rating",
  slots: ["root", "stars", "empty", "filled", "star", "count"],
  base: {
    root: {
      display: "inline-flex",
      alignItems: "center",
      gap: "1",
      color: "fg.muted",
      lineHeight: "none",
    },
    stars: { position: "relative", display: "inline-flex", flexShrink: 0 },
    empty: { display: "flex", color: "border.strong" },
    filled: {
      position: "absolute",
      insetBlock: "0",
      insetInlineStart: "0",
      display: "flex",
      overflow: "hidden",
      color: "warning",
      // The outline keeps 3:1 against the page (WCAG 1.4.11); the amber fill alone would not.
      stroke: "warning.border",
      _forcedColors: { color: "CanvasText", stroke: "CanvasText" },
    },
    // A row of stars (one SVG): the height sets the size, the width follows its view box.
    star: { h: "var(--star-size)", w: "auto", flexShrink: 0 },
    count: { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
  },
  variants: {
    size: {
      sm: { stars: { "--star-size": "{sizes.4}" }, count: { fontSize: "xs" } },
      md: { stars: { "--star-size": "{sizes.5}" }, count: { fontSize: "sm" } },
      lg: { stars: { "--star-size": "{sizes.6}" }, count: { fontSize: "md" } },
    },
  },
  defaultVariants: { size: "md" },
});
