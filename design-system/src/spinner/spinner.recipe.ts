import { defineSlotRecipe } from "@pandacss/dev";

/** Spinner: `root` holds the space (also while delayed), `circle` turns. */
export const spinnerRecipe = defineSlotRecipe({
  className: "spinner",
  slots: ["root", "circle"],
  base: {
    root: {
      display: "inline-flex",
      flexShrink: 0,
      color: "accent",
      verticalAlign: "middle",
      // Still waiting out `delay`: keep the space, show nothing.
      "&[data-delayed]": { visibility: "hidden" },
      _forcedColors: { color: "CanvasText" },
    },
    circle: {
      display: "block",
      width: "full",
      height: "full",
      animation: "spin",
      // Reduced motion: a slow turn still says "busy" without sweeping movement.
      _reducedMotion: { animationDuration: "2.4s" },
    },
  },
  variants: {
    size: {
      sm: { root: { w: "4", h: "4" } },
      md: { root: { w: "6", h: "6" } },
      lg: { root: { w: "10", h: "10" } },
    },
  },
  defaultVariants: { size: "md" },
});
