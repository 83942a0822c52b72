import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/**
 * SideCart (inside a right Drawer): `list` of line items, the `empty` message, the `loading` row, and the
 * footer's `summary` (`subtotal` row with its `amount`, the `taxNote`), `actions` with the `checkout` link
 * (`aria-disabled` when the cart is empty) and the `cartLink`.
 */
export const sideCartRecipe = defineSlotRecipe({
  className: "side-cart",
  slots: [
    "list",
    "empty",
    "loading",
    "summary",
    "subtotal",
    "amount",
    "taxNote",
    "actions",
    "checkout",
    "cartLink",
  ],
  base: {
    list: { listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column" },
    empty: { color: "fg.muted", py: "6", textAlign: "center" },
    loading: { display: "flex", justifyContent: "center", py: "6" },
    summary: { display: "flex", flexDirection: "column", gap: "1", mb: "4" },
    subtotal: {
      display: "flex",
      justifyContent: "space-between",
      gap: "4",
      fontWeight: "semibold",
      m: "0",
      "& dd": { m: "0" },
    },
    amount: { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
    taxNote: { fontSize: "sm", color: "fg.muted", m: "0" },
    actions: { display: "grid", gap: "2" },
    checkout: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      h: "12",
      px: "6",
      rounded: "md",
      bg: "accent",
      color: "accent.fg",
      fontWeight: "semibold",
      textDecoration: "none",
      _focusVisible: focusRing,
      "&[aria-disabled=true]": { bg: "bg.muted", color: "fg.muted", cursor: "not-allowed" },
    },
    cartLink: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      h: "10",
      rounded: "md",
      color: "fg",
      textDecoration: "underline",
      _focusVisible: focusRing,
    },
  },
});
