import { defineSlotRecipe } from "@pandacss/dev";

/** Price: the current `amount`, an optional `from` prefix and a crossed-out `listPrice` with its hidden `listPriceLabel`. */
export const priceRecipe = defineSlotRecipe({
  className: "price",
  slots: ["root", "from", "amount", "listPriceLabel", "listPrice"],
  base: {
    root: {
      display: "inline-flex",
      flexWrap: "wrap",
      alignItems: "baseline",
      columnGap: "2",
      fontVariantNumeric: "tabular-nums",
      color: "fg",
    },
    from: { fontWeight: "regular" },
    amount: { fontWeight: "bold", whiteSpace: "nowrap" },
    listPriceLabel: { srOnly: true },
    listPrice: {
      color: "fg.muted",
      fontWeight: "regular",
      textDecoration: "line-through",
      whiteSpace: "nowrap",
    },
  },
  variants: {
    size: {
      sm: { root: { fontSize: "sm" }, listPrice: { fontSize: "xs" } },
      md: { root: { fontSize: "md" }, listPrice: { fontSize: "sm" } },
      lg: { root: { fontSize: "2xl" }, listPrice: { fontSize: "md" } },
    },
    // On sale: a list price is shown, so the current price turns red (never the only cue: the list price is struck through).
    isSale: {
      true: { amount: { color: "sale" } },
      false: {},
    },
  },
  defaultVariants: { size: "md", isSale: false },
});
