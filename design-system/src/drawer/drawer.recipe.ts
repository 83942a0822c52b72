import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/**
 * Drawer: `overlay` dims the page, `panel` (the react-aria Modal) slides in from `placement`, `dialog`
 * stacks `header` (`title`, `close`), `body` (scrolls) and `footer`.
 */
export const drawerRecipe = defineSlotRecipe({
  className: "drawer",
  slots: ["overlay", "panel", "dialog", "header", "title", "close", "body", "footer"],
  base: {
    overlay: {
      position: "fixed",
      inset: "0",
      zIndex: "modal",
      bg: "overlay",
      transitionProperty: "opacity",
      transitionDuration: "slow",
      transitionTimingFunction: "default",
      _entering: { opacity: 0 },
      _exiting: { opacity: 0 },
      _reducedMotion: { transitionDuration: "0s" },
    },
    panel: {
      position: "fixed",
      insetBlock: "0",
      display: "flex",
      w: "min(90vw, 420px)",
      h: "100dvh",
      bg: "bg",
      color: "fg",
      boxShadow: "xl",
      transitionProperty: "transform",
      transitionDuration: "slow",
      transitionTimingFunction: "default",
      _reducedMotion: { transitionDuration: "0s" },
      // Forced colours drop the shadow: keep an edge.
      _forcedColors: { borderInlineWidth: "thin", borderStyle: "solid", borderColor: "CanvasText" },
    },
    dialog: {
      display: "flex",
      flexDirection: "column",
      flex: "1",
      minW: "0",
      outline: "none",
    },
    header: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "4",
      minH: "16",
      paddingInlineStart: "4",
      paddingInlineEnd: "2",
      borderBottomWidth: "thin",
      borderBottomStyle: "solid",
      borderColor: "border.subtle",
    },
    title: { fontSize: "lg", fontWeight: "semibold", lineHeight: "snug", m: "0" },
    close: { marginInlineStart: "auto" },
    body: {
      flex: "1",
      overflowY: "auto",
      overscrollBehavior: "contain",
      p: "4",
      _focusVisible: { ...focusRing, outlineOffset: "-2px" },
    },
    footer: {
      p: "4",
      borderTopWidth: "thin",
      borderTopStyle: "solid",
      borderColor: "border.subtle",
    },
  },
  variants: {
    placement: {
      left: {
        panel: {
          insetInlineStart: "0",
          _entering: { transform: "translateX(-100%)" },
          _exiting: { transform: "translateX(-100%)" },
        },
      },
      right: {
        panel: {
          insetInlineEnd: "0",
          _entering: { transform: "translateX(100%)" },
          _exiting: { transform: "translateX(100%)" },
        },
      },
    },
  },
  defaultVariants: { placement: "right" },
});
