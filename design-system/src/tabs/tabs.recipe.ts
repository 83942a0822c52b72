import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/**
 * Tabs: `root`, `list` (the tablist, scrolls sideways on small screens), `tab`, `panel`
 * with `content` (carries the item id, the target of `#<id>` links) and `title` (the tab's name, shown
 * only when JavaScript is off and the panels are stacked).
 */
export const tabsRecipe = defineSlotRecipe({
  className: "tabs",
  slots: ["root", "list", "tab", "panel", "title", "content"],
  base: {
    root: { display: "flex", flexDirection: "column", minW: "0" },
    list: {
      display: "flex",
      gap: "1",
      overflowX: "auto",
      overflowY: "hidden",
      overscrollBehaviorX: "contain",
      scrollbarWidth: "thin",
      borderBottomWidth: "thin",
      borderBottomStyle: "solid",
      borderColor: "border",
    },
    tab: {
      position: "relative",
      display: "inline-flex",
      alignItems: "center",
      flexShrink: 0,
      minH: "target",
      px: "4",
      color: "fg.muted",
      fontWeight: "semibold",
      fontSize: "md",
      lineHeight: "snug",
      whiteSpace: "nowrap",
      cursor: "pointer",
      outline: "none",
      borderTopRadius: "md",
      transitionProperty: "color, background-color",
      transitionDuration: "fast",
      _hovered: { color: "fg", bg: "bg.subtle" },
      // Inset: the scrolling list would clip a ring drawn outside.
      _focusVisible: { ...focusRing, outlineOffset: "-2px" },
      // The selected tab: darker text and a thick bar under it (a shape, not only a colour).
      _selected: {
        color: "fg",
        _after: {
          content: '""',
          position: "absolute",
          insetInline: "0",
          insetBlockEnd: "0",
          h: "1",
          bg: "accent",
          borderTopRadius: "xs",
        },
      },
      _forcedColors: {
        _selected: { _after: { bg: "Highlight", forcedColorAdjust: "none" } },
      },
    },
    panel: {
      pt: "5",
      outline: "none",
      _focusVisible: { ...focusRing, outlineOffset: "4px" },
      "&[data-inert]": { display: "none" },
    },
    title: { display: "none", textStyle: "h4", mb: "2" },
    content: { scrollMarginBlockStart: "16" },
  },
});
