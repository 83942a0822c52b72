import { defineRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/**
 * Wishlist toggle: `icon` is the round heart button over a product card's image, `labelled` the heart with
 * its label in the buy box. Selected, the heart is filled. Where the button sits is the caller's class.
 */
export const wishlistToggleRecipe = defineRecipe({
  className: "wishlist-toggle",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    cursor: "pointer",
    _focusVisible: focusRing,
    "&[data-selected] svg": { fill: "currentColor" },
  },
  variants: {
    variant: {
      icon: {
        w: "10",
        h: "10",
        borderRadius: "full",
        bg: "bg",
        color: "fg.muted",
        borderWidth: "thin",
        borderStyle: "solid",
        borderColor: "border.subtle",
        _hovered: { color: "accent.text", borderColor: "border.strong" },
        _selected: { color: "sale" },
      },
      labelled: {
        gap: "2",
        minH: "11",
        px: "2",
        borderRadius: "md",
        color: "fg",
        _hovered: { textDecoration: "underline" },
        "&[data-selected] svg": { color: "danger.text" },
      },
    },
  },
  defaultVariants: { variant: "icon" },
});
