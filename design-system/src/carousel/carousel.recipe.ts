import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/**
 * Carousel: `root` (the labelled section, the size container of the per-page container queries) holds
 * the scroll-snap `track` of `slide`s and the `controls` layer with the previous / next buttons (styled
 * by the `button` recipe). Slides are one page wide until `Carousel`'s container queries fit more.
 */
export const carouselRecipe = defineSlotRecipe({
  className: "carousel",
  slots: ["root", "track", "slide", "controls", "dots", "dot", "playButton"],
  base: {
    root: { position: "relative", containerType: "inline-size", minW: "0" },
    track: {
      display: "flex",
      // 1rem: `Carousel` repeats it in its container queries (GAP), which cannot read tokens.
      gap: "4",
      overflowX: "auto",
      overflowY: "hidden",
      overscrollBehaviorX: "contain",
      scrollSnapType: "x mandatory",
      scrollBehavior: "smooth",
      _reducedMotion: { scrollBehavior: "auto" },
      // Room for focus rings and card shadows, which the scroll box would clip; the negative margin keeps
      // the slides flush with the section, so the container queries measure the slides' row.
      p: "1",
      mx: "-1",
      scrollPaddingInline: "1",
      scrollbarWidth: "thin",
      scrollbarColor: "{colors.border} transparent",
      _focusVisible: { ...focusRing, outlineOffset: "-2px" },
    },
    slide: {
      flex: "0 0 100%",
      minW: "0",
      scrollSnapAlign: "start",
      display: "flex",
      flexDirection: "column",
      "& > *": { flex: "1" },
    },
    // Over the track's edges; only the buttons take pointer events, so swiping still reaches the track.
    controls: {
      position: "absolute",
      insetInline: "0",
      top: "50%",
      transform: "translateY(-50%)",
      display: "flex",
      justifyContent: "space-between",
      px: "2",
      pointerEvents: "none",
      "& > *": { pointerEvents: "auto", boxShadow: "md" },
      "& > [aria-disabled=true]": { boxShadow: "none" },
      "&[hidden]": { display: "none" },
    },
    // Dots and the pause / play button: below the track, or over its bottom edge (`data-dots=inside`).
    dots: {
      display: "flex",
      justifyContent: "center",
      alignItems: "center",
      gap: "1",
      pt: "2",
      "[data-dots=inside] > &": {
        position: "absolute",
        insetInline: "0",
        bottom: "3",
        pt: "0",
        pointerEvents: "none",
        "& > *": { pointerEvents: "auto" },
      },
    },
    // A 24px target round a 10px dot (WCAG 2.5.8).
    dot: {
      w: "6",
      h: "6",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      bg: "transparent",
      border: "none",
      p: "0",
      cursor: "pointer",
      borderRadius: "full",
      _before: {
        content: '""',
        w: "2.5",
        h: "2.5",
        borderRadius: "full",
        borderWidth: "thin",
        borderStyle: "solid",
        borderColor: "fg",
        bg: "bg",
      },
      "&[aria-current=true]::before": { bg: "fg", _forcedColors: { bg: "Highlight" } },
      _focusVisible: focusRing,
    },
    playButton: {
      w: "8",
      h: "8",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      borderRadius: "full",
      borderWidth: "thin",
      borderStyle: "solid",
      borderColor: "border.strong",
      bg: "bg",
      color: "fg",
      cursor: "pointer",
      mr: "2",
      _focusVisible: focusRing,
    },
  },
  variants: {
    // `outside`: the buttons sit beside the track, which leaves room for them.
    controls: {
      inside: {},
      outside: {
        root: { px: "12" },
        controls: { insetInline: "0", px: "0" },
      },
    },
  },
  defaultVariants: { controls: "inside" },
});
