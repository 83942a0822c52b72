import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/** Mobile menu: a nested `list` of `item`s; each `row` is a `link` and, with children, a `toggle` for its `sublist`. */
export const mobileMenuRecipe = defineSlotRecipe({
  className: "mobile-menu",
  slots: ["root", "list", "item", "row", "link", "toggle", "sublist"],
  base: {
    root: { display: "block" },
    list: { listStyle: "none", display: "flex", flexDirection: "column" },
    item: {
      borderBlockEndWidth: "thin",
      borderBlockEndStyle: "solid",
      borderColor: "border.subtle",
      "& &": { borderBlockEndStyle: "none" },
    },
    row: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2" },
    link: {
      flexGrow: 1,
      minH: "target!",
      py: "2",
      px: "1",
      "&[data-active]": { color: "accent.text!", fontWeight: "semibold!" },
      "[data-depth='0'] > &": { fontWeight: "semibold" },
    },
    toggle: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      flexShrink: 0,
      w: "target",
      h: "target",
      borderRadius: "md",
      bg: "transparent",
      color: "fg",
      cursor: "pointer",
      _hovered: { bg: "bg.muted" },
      _pressed: { bg: "bg.emphasized" },
      _focusVisible: focusRing,
      "& svg": { transitionProperty: "transform", transitionDuration: "fast" },
      "&[aria-expanded=true] svg": { transform: "rotate(180deg)" },
    },
    sublist: {
      listStyle: "none",
      display: "flex",
      flexDirection: "column",
      paddingInlineStart: "4",
      paddingBlockEnd: "2",
      _hidden: { display: "none" },
    },
  },
});
