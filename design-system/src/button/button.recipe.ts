import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/** Button: `root` is the react-aria Button, `spinner` shows while `isPending`. */
export const buttonRecipe = defineSlotRecipe({
  className: "button",
  slots: ["root", "spinner"],
  base: {
    root: {
      position: "relative",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      gap: "2",
      flexShrink: 0,
      fontFamily: "body",
      fontWeight: "semibold",
      lineHeight: "none",
      whiteSpace: "nowrap",
      textDecoration: "none",
      borderWidth: "thin",
      borderStyle: "solid",
      // Transparent, not none: forced-colors mode paints it, so every variant keeps a visible edge.
      borderColor: "transparent",
      borderRadius: "md",
      cursor: "pointer",
      userSelect: "none",
      transitionProperty: "background-color, border-color, color",
      transitionDuration: "fast",
      transitionTimingFunction: "default",
      _focusVisible: focusRing,
      _disabled: { cursor: "not-allowed" },
      _pending: { cursor: "progress" },
    },
    spinner: {
      display: "inline-flex",
      flexShrink: 0,
      width: "1em",
      height: "1em",
      animation: "spin",
      _reducedMotion: { animationDuration: "2.4s" },
    },
  },
  variants: {
    variant: {
      primary: {
        root: {
          bg: "accent",
          color: "accent.fg",
          _hovered: { bg: "accent.hovered" },
          _pressed: { bg: "accent.pressed" },
          _disabled: { bg: "bg.disabled", color: "fg.disabled" },
        },
      },
      secondary: {
        root: {
          bg: "bg",
          color: "accent.text",
          borderColor: "accent",
          _hovered: { bg: "accent.subtle" },
          _pressed: { bg: "accent.muted" },
          _disabled: { color: "fg.disabled", borderColor: "border" },
        },
      },
      ghost: {
        root: {
          bg: "transparent",
          color: "accent.text",
          _hovered: { bg: "bg.muted" },
          _pressed: { bg: "bg.emphasized" },
          _disabled: { color: "fg.disabled" },
        },
      },
      // Ghost in the text colour, for icon buttons and links in bars such as the site header.
      quiet: {
        root: {
          bg: "transparent",
          color: "fg",
          _hovered: { bg: "bg.muted" },
          _disabled: { color: "fg.disabled" },
        },
      },
    },
    size: {
      sm: { root: { minH: "8", px: "3", fontSize: "sm" } },
      md: { root: { minH: "10", px: "4", fontSize: "md" } },
      lg: { root: { minH: "12", px: "6", fontSize: "lg" } },
    },
    // Square: for icon-only buttons (give them an aria-label).
    shape: {
      default: {},
      square: { root: { px: "0" } },
    },
  },
  compoundVariants: [
    { shape: "square", size: "sm", css: { root: { w: "8" } } },
    { shape: "square", size: "md", css: { root: { w: "10" } } },
    { shape: "square", size: "lg", css: { root: { w: "12" } } },
  ],
  defaultVariants: { variant: "primary", size: "md", shape: "default" },
});
