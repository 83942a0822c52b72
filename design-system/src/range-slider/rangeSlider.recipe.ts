import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/**
 * RangeSlider: `root` (react-aria Slider), `header` (`label` + `output`), `track` (the `rail` with the `fill`
 * between the two `thumb`s), `description`, `inputs` (two `field`s, each `fieldLabel` + `input`).
 */
export const rangeSliderRecipe = defineSlotRecipe({
  className: "range-slider",
  slots: [
    "root",
    "header",
    "label",
    "output",
    "track",
    "rail",
    "fill",
    "thumb",
    "description",
    "inputs",
    "field",
    "fieldLabel",
    "input",
  ],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "2", minW: "0" },
    header: { display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: "2" },
    label: { textStyle: "label", color: "fg" },
    output: { textStyle: "body.sm", color: "fg.muted", fontVariantNumeric: "tabular-nums" },
    description: { textStyle: "body.sm", color: "fg.muted" },
    track: {
      position: "relative",
      // A tall hit area around a thin rail: the whole height takes presses.
      h: "target",
      mx: "3",
    },
    rail: {
      position: "absolute",
      insetInline: "0",
      top: "50%",
      h: "1",
      mt: "-0.5",
      // border.strong: the rail is part of the control, so it meets 3:1 against the page.
      bg: "border.strong",
      borderRadius: "full",
      _forcedColors: { bg: "CanvasText" },
    },
    // react-aria positions the fill (inline start, width, height 100% of the rail).
    fill: {
      bg: "accent",
      borderRadius: "full",
      "[data-disabled] &": { bg: "fg.disabled" },
      _forcedColors: { bg: "Highlight" },
    },
    thumb: {
      top: "50%",
      w: "6",
      h: "6",
      bg: "bg",
      borderWidth: "medium",
      borderStyle: "solid",
      borderColor: "accent",
      borderRadius: "full",
      boxShadow: "sm",
      cursor: "grab",
      transitionProperty: "background-color, border-color",
      transitionDuration: "fast",
      _hovered: { bg: "accent.subtle" },
      _dragging: { bg: "accent.muted", cursor: "grabbing" },
      _focusVisible: focusRing,
      _disabled: { borderColor: "border.strong", bg: "bg.disabled", cursor: "not-allowed" },
    },
    inputs: { display: "grid", gridTemplateColumns: "1fr 1fr", gap: "3" },
    field: { display: "flex", flexDirection: "column", gap: "1", minW: "0" },
    fieldLabel: { textStyle: "caption", color: "fg.muted" },
    input: {
      w: "full",
      minH: "10",
      px: "3",
      bg: "bg",
      color: "fg",
      fontFamily: "body",
      fontSize: "md",
      fontVariantNumeric: "tabular-nums",
      borderWidth: "thin",
      borderStyle: "solid",
      borderColor: "border.strong",
      borderRadius: "md",
      _hover: { borderColor: "fg.muted" },
      _focusVisible: { ...focusRing, outlineOffset: "0" },
      _disabled: { bg: "bg.disabled", color: "fg.disabled", borderColor: "border", cursor: "not-allowed" },
    },
  },
});
