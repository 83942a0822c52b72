import { defineSlotRecipe } from "@pandacss/dev";

/**
 * CartLineItem: `root` is the `<article>` (a grid: `media`, `details`, the `quantity` form, the line
 * `total`, the `remove` form); `name` is the product link, `options` and `meta` the small print, `amount`
 * a money amount. `layout: compact` keeps the stacked layout on wide screens (a narrow panel).
 */
export const cartLineItemRecipe = defineSlotRecipe({
  className: "cart-line-item",
  slots: [
    "root",
    "media",
    "image",
    "placeholder",
    "details",
    "name",
    "options",
    "meta",
    "amount",
    "quantity",
    "total",
    "totalLabel",
    "remove",
  ],
  base: {
    root: {
      display: "grid",
      gridTemplateColumns: "5rem 1fr",
      gridTemplateAreas: `"media details" "quantity quantity" "total remove"`,
      columnGap: "4",
      rowGap: "3",
      py: "4",
      borderBottomWidth: "thin",
      borderBottomStyle: "solid",
      borderColor: "border",
      color: "fg",
      md: {
        gridTemplateColumns: "6rem 1fr auto auto",
        gridTemplateAreas: `"media details quantity total" "media details remove remove"`,
        alignItems: "start",
      },
    },
    media: { gridArea: "media" },
    image: { w: "full", h: "auto", aspectRatio: "1", objectFit: "contain", bg: "bg.subtle", rounded: "md" },
    placeholder: { display: "block", w: "full", aspectRatio: "1", bg: "bg.subtle", rounded: "md" },
    details: { gridArea: "details", display: "flex", flexDirection: "column", gap: "1", minW: "0" },
    name: { fontWeight: "semibold", overflowWrap: "anywhere" },
    options: { fontSize: "sm", color: "fg.muted", listStyle: "none", p: "0", m: "0" },
    meta: { fontSize: "sm", color: "fg.muted" },
    amount: { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", color: "fg" },
    quantity: { gridArea: "quantity", display: "flex", alignItems: "flex-end", gap: "2", flexWrap: "wrap" },
    total: {
      gridArea: "total",
      alignSelf: "center",
      fontWeight: "bold",
      md: { textAlign: "end", minW: "7rem", alignSelf: "start", pt: "7" },
    },
    totalLabel: { srOnly: true },
    remove: { gridArea: "remove", justifySelf: "end" },
  },
  variants: {
    layout: {
      /** Stacked on small screens, one row from `md` (the cart page). */
      responsive: {},
      /** Always stacked: a narrow container on any screen (the side cart). */
      compact: {
        root: {
          md: {
            gridTemplateColumns: "5rem 1fr",
            gridTemplateAreas: `"media details" "quantity quantity" "total remove"`,
            alignItems: "stretch",
          },
        },
        total: { md: { textAlign: "start", minW: "0", alignSelf: "center", pt: "0" } },
      },
    },
  },
  defaultVariants: { layout: "responsive" },
});
