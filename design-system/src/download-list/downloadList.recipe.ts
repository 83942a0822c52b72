import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/**
 * DownloadList: `root` (the `<ul>`), one `item` per file holding the `link` with its `icon`, `name`
 * (wraps anywhere, so long names fit at 320px) and `meta` (the extension `badge` and the `size`);
 * `hidden` holds the spoken name (the visible parts are hidden from assistive technology).
 */
export const downloadListRecipe = defineSlotRecipe({
  className: "download-list",
  slots: ["root", "item", "link", "icon", "name", "meta", "badge", "size", "hidden"],
  base: {
    root: { display: "flex", flexDirection: "column", listStyle: "none", m: "0", p: "0" },
    item: {
      borderBottomWidth: "thin",
      borderBottomStyle: "solid",
      borderColor: "border.subtle",
      _first: { borderTopWidth: "thin", borderTopStyle: "solid" },
    },
    link: {
      display: "flex",
      alignItems: "flex-start",
      gap: "3",
      minH: "target",
      py: "2.5",
      px: "1",
      color: "accent.text",
      textDecoration: "none",
      borderRadius: "sm",
      "&:hover": { bg: "bg.subtle" },
      "&:hover > span:first-of-type": { textDecorationThickness: "2px" },
      "&:focus-visible": { ...focusRing, outlineOffset: "-2px" },
    },
    icon: { flexShrink: 0, mt: "0.5" },
    name: {
      flex: "1",
      minW: "0",
      fontWeight: "medium",
      lineHeight: "snug",
      overflowWrap: "anywhere",
      // Keeps the name recognisable as link text without relying on colour.
      textDecoration: "underline",
      textDecorationThickness: "1px",
      textUnderlineOffset: "0.2em",
    },
    meta: { display: "inline-flex", alignItems: "center", gap: "2", flexShrink: 0, mt: "0.5" },
    badge: {
      display: "inline-flex",
      alignItems: "center",
      h: "5",
      px: "1.5",
      fontSize: "2xs",
      fontWeight: "bold",
      letterSpacing: "wide",
      lineHeight: "none",
      color: "fg",
      bg: "bg.muted",
      borderWidth: "thin",
      borderStyle: "solid",
      borderColor: "border",
      borderRadius: "sm",
    },
    size: { fontSize: "xs", color: "fg.muted", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" },
    hidden: { srOnly: true },
  },
});
