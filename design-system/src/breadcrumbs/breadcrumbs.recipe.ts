import { defineSlotRecipe } from "@pandacss/dev";

/**
 * Breadcrumbs: `root` is the `<nav>`, `list` the react-aria `<ol>`, each `item` holds a `separator` and a
 * `link`. Below `md` only the parent and the current page stay, after an ellipsis; the current page
 * truncates last.
 */
export const breadcrumbsRecipe = defineSlotRecipe({
  className: "breadcrumbs",
  slots: ["root", "list", "item", "separator", "link"],
  base: {
    root: { minW: "0", fontSize: "sm", color: "fg.muted" },
    list: {
      display: "flex",
      alignItems: "center",
      columnGap: "1",
      listStyle: "none",
      m: "0",
      p: "0",
      md: { flexWrap: "wrap" },
    },
    item: {
      display: "flex",
      alignItems: "center",
      gap: "1",
      minW: "0",
      // Mobile: hide everything before the parent; an ellipsis says that there is more.
      "&:not(:nth-last-child(-n+2))": { display: "none", md: { display: "flex" } },
      "&:nth-last-child(2):not(:first-child)::before": {
        // Alt text "": the ellipsis is visual only.
        content: '"…" / ""',
        md: { content: "none" },
      },
      "&:not(:last-child)": { flexShrink: 0, maxW: "45%", md: { maxW: "none" } },
      _current: { color: "fg", flexShrink: 1 },
    },
    separator: { flexShrink: 0, color: "fg.muted" },
    link: {
      display: "block",
      minH: "6",
      lineHeight: "1.5rem",
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
    },
  },
});
