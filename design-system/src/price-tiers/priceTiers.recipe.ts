import { defineSlotRecipe } from "@pandacss/dev";

/**
 * PriceTiers: `root` is the `<table>` with its `caption`, column `header`s, one `row` per tier (the
 * selected one carries `data-selected`) with the `quantity` row header and `cell`s (`numeric` ones align
 * to the end; `price` and `reference` inside). `hidden` is visually hidden text.
 */
export const priceTiersRecipe = defineSlotRecipe({
  className: "price-tiers",
  slots: ["root", "caption", "header", "row", "quantity", "cell", "numeric", "price", "reference", "hidden"],
  base: {
    root: {
      w: "full",
      borderCollapse: "collapse",
      fontSize: "sm",
      lineHeight: "snug",
      fontVariantNumeric: "tabular-nums",
      color: "fg",
    },
    caption: { textAlign: "start", textStyle: "label", pb: "2", captionSide: "top" },
    header: {
      py: "1.5",
      px: "2",
      textAlign: "start",
      fontSize: "xs",
      fontWeight: "semibold",
      color: "fg.muted",
      borderBottomWidth: "medium",
      borderBottomStyle: "solid",
      borderColor: "border",
      _first: { ps: "3" },
    },
    row: {
      borderBottomWidth: "thin",
      borderBottomStyle: "solid",
      borderColor: "border.subtle",
      // The chosen quantity: bold, a tinted row and a bar at the start (a shape, not only a colour).
      "&[data-selected]": { bg: "accent.subtle", fontWeight: "bold" },
      "&[data-selected] > th": { boxShadow: "inset 4px 0 0 {colors.accent}" },
      _forcedColors: {
        "&[data-selected] > th": {
          borderInlineStartWidth: "thick",
          borderInlineStartStyle: "solid",
          borderColor: "Highlight",
        },
      },
    },
    quantity: { py: "2", ps: "3", pe: "2", textAlign: "start", fontWeight: "inherit", whiteSpace: "nowrap" },
    cell: { py: "2", px: "2", verticalAlign: "baseline" },
    numeric: { textAlign: "end" },
    price: { justifyContent: "flex-end", columnGap: "1.5" },
    reference: { color: "fg.muted", fontSize: "xs", fontWeight: "regular" },
    hidden: { srOnly: true },
  },
});
