import { defineSlotRecipe } from "@pandacss/dev";

/**
 * CartSummary: `root` is the `<section>` with its `heading`, the `list` of `row`s (`data-emphasis` is
 * `total` or `discount`) with their `amount`s, and the free-shipping `hint`.
 */
export const cartSummaryRecipe = defineSlotRecipe({
  className: "cart-summary",
  slots: ["root", "heading", "list", "row", "amount", "hint"],
  base: {
    root: {
      display: "flex",
      flexDirection: "column",
      gap: "4",
      p: "5",
      bg: "bg.subtle",
      rounded: "lg",
      color: "fg",
    },
    heading: { textStyle: "h3" },
    list: { display: "flex", flexDirection: "column", gap: "2", m: "0" },
    row: {
      display: "flex",
      justifyContent: "space-between",
      gap: "4",
      fontSize: "sm",
      "& dd": { m: "0" },
      "&[data-emphasis=discount] dd": { fontWeight: "semibold" },
      "&[data-emphasis=total]": {
        fontSize: "md",
        fontWeight: "bold",
        pt: "2",
        borderTopWidth: "medium",
        borderTopStyle: "solid",
        borderColor: "border",
      },
    },
    amount: { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", textAlign: "end" },
    hint: { display: "flex", alignItems: "center", gap: "2", fontSize: "sm", fontWeight: "semibold" },
  },
});
