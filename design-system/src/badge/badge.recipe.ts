import { defineSlotRecipe } from "@pandacss/dev";

/** Badge: a short label on product cards. `root` is the pill, `icon` an optional leading icon. */
export const badgeRecipe = defineSlotRecipe({
  className: "badge",
  slots: ["root", "icon"],
  base: {
    root: {
      display: "inline-flex",
      alignItems: "center",
      gap: "1",
      flexShrink: 0,
      maxW: "full",
      fontFamily: "body",
      fontWeight: "semibold",
      lineHeight: "none",
      whiteSpace: "nowrap",
      fontVariantNumeric: "tabular-nums",
      borderWidth: "thin",
      borderStyle: "solid",
      // Transparent, not none: forced-colors mode paints it, so the badge keeps its outline.
      borderColor: "transparent",
      borderRadius: "sm",
    },
    icon: { flexShrink: 0 },
  },
  variants: {
    variant: {
      topseller: { root: { bg: "warning", color: "warning.fg" } },
      new: { root: { bg: "accent", color: "accent.fg" } },
      sale: { root: { bg: "sale", color: "sale.fg" } },
      neutral: { root: { bg: "bg.muted", color: "fg", borderColor: "border" } },
    },
    // A fixed height per size, so a card reserves the same space with or without a long label.
    size: {
      sm: { root: { h: "5", px: "1.5", fontSize: "xs" } },
      md: { root: { h: "6", px: "2", fontSize: "sm" } },
    },
  },
  defaultVariants: { variant: "neutral", size: "md" },
});
