import { defineSlotRecipe } from "@pandacss/dev";

/**
 * Carousel: `root` (the labelled section, the size container of the per-page container queries) holds
 * the scroll-snap `track` of `slide`s and the `controls` layer with the previous / next buttons (styled
 * by the `button` recipe). Slides are one page wide until `Carousel`'s container queries fit more.
 */
export const carouselRecipe = defineSlotRecipe({
  className: "carousel",
  slots: ["root", "track", "slide", "controls"],
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
  },
});
