import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/** Disclosure: `root` (react-aria Disclosure), `heading`, `trigger` (the button), `chevron`, `panel`; `group` is the Accordion. */
export const disclosureRecipe = defineSlotRecipe({
  className: "disclosure",
  slots: ["group", "root", "heading", "trigger", "chevron", "panel"],
  base: {
    group: { display: "flex", flexDirection: "column" },
    root: {
      borderBottomWidth: "thin",
      borderBottomStyle: "solid",
      borderBottomColor: "border.subtle",
    },
    heading: { margin: "0", fontSize: "inherit", fontWeight: "inherit" },
    trigger: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "3",
      width: "full",
      minH: "target",
      py: "2",
      px: "0",
      bg: "transparent",
      border: "none",
      borderRadius: "sm",
      color: "fg",
      fontFamily: "body",
      fontSize: "md",
      fontWeight: "semibold",
      lineHeight: "snug",
      textAlign: "start",
      cursor: "pointer",
      _hovered: { color: "accent.text" },
      _focusVisible: focusRing,
      _disabled: { color: "fg.disabled", cursor: "not-allowed" },
    },
    chevron: {
      flexShrink: 0,
      transitionProperty: "transform",
      transitionDuration: "normal",
      transitionTimingFunction: "default",
      "[aria-expanded=true] > &": { transform: "rotate(180deg)" },
      _reducedMotion: { transitionDuration: "0s" },
    },
    panel: {
      pb: "4",
      // react-aria keeps collapsed panels in the DOM with `hidden` (or `until-found`).
      "&[hidden]": { display: "none" },
    },
  },
});
