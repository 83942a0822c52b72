import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/**
 * Product card: `root` is the card (the positioning context of the stretched `link`), `media` the
 * fixed-ratio image box with `badges` over it, then the text lines and the `actions` row.
 */
export const productCardRecipe = defineSlotRecipe({
  className: "product-card",
  slots: [
    "root",
    "media",
    "image",
    "placeholder",
    "badges",
    "body",
    "number",
    "name",
    "link",
    "price",
    "priceOnRequest",
    "unit",
    "stock",
    "actions",
    "form",
    "choose",
    "wishlist",
    "skeleton",
  ],
  base: {
    root: {
      position: "relative",
      display: "flex",
      flexDirection: "column",
      gap: "3",
      height: "full",
      // As wide as its grid cell or slide, never wider: the image's `sizes` count on it, and a phone's
      // two columns must not push the page sideways.
      minW: "0",
      p: "3",
      bg: "bg",
      borderWidth: "thin",
      borderStyle: "solid",
      borderColor: "border.subtle",
      borderRadius: "lg",
      transitionProperty: "border-color, box-shadow",
      transitionDuration: "fast",
      // The whole card reacts to the pointer, because the stretched link covers it.
      "&:has([data-slot=link]:hover)": { borderColor: "border.strong", boxShadow: "sm" },
    },
    media: {
      position: "relative",
      // Fixed ratio: the box is there before the image, so nothing shifts.
      aspectRatio: "1 / 1",
      overflow: "hidden",
      borderRadius: "md",
      bg: "bg.subtle",
    },
    image: { width: "full", height: "full", objectFit: "contain" },
    placeholder: {
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      width: "full",
      height: "full",
      color: "fg.muted",
    },
    badges: {
      position: "absolute",
      insetBlockStart: "2",
      insetInlineStart: "2",
      display: "flex",
      flexWrap: "wrap",
      gap: "1",
      pointerEvents: "none",
    },
    body: { display: "flex", flexDirection: "column", gap: "1", flexGrow: 1 },
    number: { fontSize: "xs", color: "fg.muted", fontVariantNumeric: "tabular-nums" },
    name: {
      fontSize: "md",
      fontWeight: "semibold",
      lineHeight: "snug",
      // Long names stop after three lines; the full name stays in the accessible name and the title.
      display: "-webkit-box",
      WebkitLineClamp: 3,
      WebkitBoxOrient: "vertical",
      overflow: "hidden",
      overflowWrap: "anywhere",
    },
    link: {
      // `!`: wins over the link recipe's default variant, whatever order the layers come in.
      color: "fg!",
      textDecoration: "none!",
      outline: "none",
      _hovered: { color: "accent.text!", textDecoration: "underline!" },
      // Stretched link: one link target covering the whole card.
      _after: { content: '""', position: "absolute", inset: "0", borderRadius: "lg", zIndex: "base" },
      _focusVisible: { _after: focusRing },
    },
    price: { marginBlockStart: "1" },
    priceOnRequest: { marginBlockStart: "1", fontWeight: "semibold", color: "fg" },
    unit: { fontSize: "sm", color: "fg.muted" },
    stock: {
      display: "inline-flex",
      alignItems: "center",
      gap: "1",
      fontSize: "sm",
      fontWeight: "medium",
      color: "danger.text",
    },
    actions: {
      // Above the stretched link, so the buttons get their own clicks.
      position: "relative",
      zIndex: "raised",
      display: "flex",
      alignItems: "center",
      gap: "2",
      // In a narrow card (two columns on a phone) the button's label wraps instead of overflowing.
      "& :is(button, a)": { flexShrink: 1, minW: "0", whiteSpace: "normal", lineHeight: "tight", py: "1" },
    },
    form: { display: "flex", flexGrow: 1, minW: "0", "& > *": { flexGrow: 1 } },
    choose: { flexGrow: 1, textDecoration: "none" },
    // Where the WishlistToggle sits: over the image's top corner, above the stretched link.
    wishlist: {
      position: "absolute",
      insetBlockStart: "4",
      insetInlineEnd: "4",
      zIndex: "raised",
    },
    skeleton: {
      borderRadius: "sm",
      bg: "bg.muted",
    },
  },
});
