import { defineRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/** Link: inline text links (`default`, `subtle`), navigation items (`nav`) and links on dark surfaces (`inverted`). */
export const linkRecipe = defineRecipe({
  className: "link",
  base: {
    borderRadius: "xs",
    cursor: "pointer",
    textDecorationThickness: "1px",
    textUnderlineOffset: "0.2em",
    transitionProperty: "color, text-decoration-color",
    transitionDuration: "fast",
    _focusVisible: focusRing,
    _current: { fontWeight: "semibold" },
  },
  variants: {
    variant: {
      default: {
        color: "accent.text",
        textDecoration: "underline",
        _hovered: { color: "accent.hovered", textDecorationThickness: "2px" },
      },
      subtle: {
        color: "inherit",
        textDecoration: "underline",
        textDecorationColor: "border.strong",
        _hovered: { textDecorationColor: "currentColor" },
      },
      nav: {
        display: "inline-flex",
        alignItems: "center",
        gap: "2",
        // WCAG 2.5.8: navigation items are stand-alone targets.
        minH: "6",
        minW: "6",
        color: "fg",
        fontWeight: "medium",
        textDecoration: "none",
        _hovered: { color: "accent.text", textDecoration: "underline" },
        _current: { color: "accent.text", textDecoration: "underline", textDecorationThickness: "2px" },
      },
      inverted: {
        color: "fg.inverted",
        textDecoration: "underline",
        _hovered: { textDecorationThickness: "2px" },
        _focusVisible: { outlineColor: "fg.inverted" },
      },
    },
  },
  defaultVariants: { variant: "default" },
});
