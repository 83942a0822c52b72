import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

const hiddenScrollbar = {
  scrollbarWidth: "none",
  "&::-webkit-scrollbar": { display: "none" },
} as const;

/**
 * Gallery and GalleryFullscreen. Gallery: `root` holds the square `viewport` (the scroll-snap `track`
 * of full-width `slide`s with an `image` each, or the `placeholder`), the `controls` layer with the
 * previous / next buttons (styled by the `button` recipe), the `expand` corner with the full-screen
 * button, the visually hidden `status`, and the `thumbnails` list of `thumbnail` links.
 * GalleryFullscreen: `overlay`, `modal`, `dialog` with `header` (`title`, `counter`, close button) and
 * the `stage`, which reuses `track`, `slide`, `image` and `controls`.
 */
export const galleryRecipe = defineSlotRecipe({
  className: "gallery",
  slots: [
    "root",
    "viewport",
    "track",
    "slide",
    "image",
    "placeholder",
    "controls",
    "expand",
    "status",
    "thumbnails",
    "thumbnail",
    "thumbnailImage",
    "overlay",
    "modal",
    "dialog",
    "header",
    "title",
    "counter",
    "stage",
  ],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "3", minW: "0" },
    viewport: {
      position: "relative",
      // The box is reserved before any image loads: portrait and landscape images fit inside, nothing shifts.
      aspectRatio: "1 / 1",
      w: "full",
      overflow: "hidden",
      borderRadius: "md",
      bg: "bg.subtle",
      _forcedColors: { borderWidth: "thin", borderStyle: "solid", borderColor: "CanvasText" },
    },
    track: {
      position: "relative",
      display: "flex",
      w: "full",
      h: "full",
      overflowX: "auto",
      overflowY: "hidden",
      overscrollBehaviorX: "contain",
      scrollSnapType: "x mandatory",
      scrollBehavior: "smooth",
      _reducedMotion: { scrollBehavior: "auto" },
      ...hiddenScrollbar,
      _focusVisible: { ...focusRing, outlineOffset: "-2px" },
    },
    slide: {
      flex: "0 0 100%",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      minW: "0",
      h: "full",
      scrollSnapAlign: "start",
      scrollSnapStop: "always",
    },
    image: { w: "full", h: "full", maxW: "full", objectFit: "contain" },
    placeholder: {
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      w: "full",
      h: "full",
      color: "fg.muted",
    },
    // A layer over the images; only the buttons take pointer events, so swiping still reaches the track.
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
    },
    expand: {
      position: "absolute",
      insetBlockStart: "2",
      insetInlineEnd: "2",
      "& > *": { boxShadow: "md" },
    },
    status: { srOnly: true },
    thumbnails: {
      display: "flex",
      flexWrap: "wrap",
      gap: "2",
      listStyle: "none",
      m: "0",
      p: "0",
    },
    thumbnail: {
      display: "block",
      w: "20",
      aspectRatio: "1 / 1",
      // Thin edge, thick accent edge when current: shape and colour both tell the selected image.
      p: "1px",
      borderWidth: "thin",
      borderStyle: "solid",
      borderColor: "border",
      borderRadius: "md",
      bg: "bg.subtle",
      overflow: "hidden",
      cursor: "pointer",
      transitionProperty: "border-color",
      transitionDuration: "fast",
      _hovered: { borderColor: "border.strong" },
      _focusVisible: focusRing,
      "&[aria-current=true]": {
        p: "0",
        borderWidth: "medium",
        borderColor: "accent",
        _forcedColors: { borderColor: "Highlight" },
      },
    },
    thumbnailImage: { w: "full", h: "full", maxW: "full", objectFit: "contain" },
    overlay: {
      position: "fixed",
      inset: "0",
      zIndex: "modal",
      bg: "bg",
      transitionProperty: "opacity",
      transitionDuration: "normal",
      transitionTimingFunction: "default",
      _entering: { opacity: 0 },
      _exiting: { opacity: 0 },
      _reducedMotion: { transitionDuration: "0s" },
    },
    modal: { w: "full", h: "100dvh" },
    dialog: {
      display: "flex",
      flexDirection: "column",
      w: "full",
      h: "full",
      outline: "none",
    },
    header: {
      display: "flex",
      alignItems: "center",
      gap: "4",
      minH: "16",
      paddingInlineStart: "4",
      paddingInlineEnd: "2",
      borderBottomWidth: "thin",
      borderBottomStyle: "solid",
      borderColor: "border.subtle",
    },
    title: {
      flex: "1",
      minW: "0",
      m: "0",
      fontSize: "lg",
      fontWeight: "semibold",
      lineHeight: "snug",
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
    },
    counter: { fontSize: "sm", color: "fg.muted", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
    stage: { position: "relative", flex: "1", minH: "0", p: { base: "2", md: "6" } },
  },
  variants: {
    // `left`: from md, the thumbnails are a column beside the image (Shopware's galleryPosition `left`).
    thumbnails: {
      underneath: {},
      left: {
        root: {
          md: { display: "grid", gridTemplateColumns: "5rem minmax(0, 1fr)", alignItems: "start", gap: "3" },
        },
        viewport: { md: { gridColumn: "2", gridRow: "1" } },
        thumbnails: { md: { gridColumn: "1", gridRow: "1", flexDirection: "column", flexWrap: "nowrap" } },
      },
    },
    // `outside`: the buttons sit beside the image, in the room the viewport leaves them.
    arrows: {
      inside: {},
      outside: {
        root: { px: "12" },
        viewport: { overflow: "visible" },
        track: { borderRadius: "md" },
        controls: { insetInline: "-12", px: "0" },
      },
    },
    fit: {
      contain: {},
      cover: { image: { objectFit: "cover" } },
    },
  },
  defaultVariants: { thumbnails: "underneath", arrows: "inside", fit: "contain" },
});
