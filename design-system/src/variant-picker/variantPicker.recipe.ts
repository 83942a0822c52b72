import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

/**
 * VariantPicker: `root` holds one `group` (`<fieldset>`) per property group with its `legend` (group name
 * and the chosen option's `legendValue`) and the `options` row. Each option is a visually hidden native
 * `input` followed by its `<label>`: a text `box`, a round `swatch` (the colour in `swatchColor`, the name in
 * `swatchName`, hidden except in forced-colors mode) or a box with a `thumbnail`. `name`, `delta` (price
 * difference) sit in the box. `field` is the `select` display type (native `<select>` styled like `Select`).
 * Non-combinable options carry `data-unavailable` on the label.
 */
export const variantPickerRecipe = defineSlotRecipe({
  className: "variantPicker",
  slots: [
    "root",
    "group",
    "legend",
    "legendValue",
    "options",
    "input",
    "box",
    "thumbnail",
    "name",
    "delta",
    "swatch",
    "swatchColor",
    "swatchName",
    "field",
  ],
  base: {
    root: {
      display: "flex",
      flexDirection: "column",
      gap: "5",
      "&[aria-busy=true]": { cursor: "progress" },
    },
    group: { display: "flex", flexDirection: "column", gap: "2", border: "none", p: "0", m: "0", minW: "0" },
    legend: { p: "0", textStyle: "label", color: "fg", mb: "2" },
    legendValue: { fontWeight: "regular", color: "fg" },
    options: { position: "relative", display: "flex", flexWrap: "wrap", gap: "2" },
    input: { srOnly: true },
    box: {
      position: "relative",
      display: "inline-flex",
      alignItems: "center",
      gap: "2",
      // WCAG 2.5.8: comfortably above 24 x 24 px.
      minH: "10",
      minW: "10",
      px: "3",
      py: "1",
      bg: "bg",
      color: "fg",
      textStyle: "body.sm",
      borderWidth: "thin",
      borderStyle: "solid",
      borderColor: "border.strong",
      borderRadius: "md",
      cursor: "pointer",
      userSelect: "none",
      transitionProperty: "border-color, background-color, box-shadow",
      transitionDuration: "fast",
      "&:hover, input:hover + &": { borderColor: "accent" },
      // Selected: accent border drawn twice as thick (inset shadow, so nothing moves) and a tinted fill;
      // the legend also names the choice, so colour is never the only signal.
      "input:checked + &": {
        borderColor: "accent",
        bg: "accent.subtle",
        boxShadow: "inset 0 0 0 1px {colors.accent}",
      },
      "input:focus-visible + &": focusRing,
      "&[data-unavailable]": {
        borderStyle: "dashed",
        color: "fg.muted",
        "& > [data-part=name]": { textDecoration: "line-through" },
      },
      _forcedColors: {
        "input:checked + &": {
          borderColor: "Highlight",
          outline: "2px solid Highlight",
          outlineOffset: "-3px",
        },
        "input:checked:focus-visible + &": { outlineOffset: "2px" },
      },
    },
    thumbnail: {
      flexShrink: 0,
      w: "8",
      h: "8",
      objectFit: "cover",
      borderRadius: "sm",
      "[data-unavailable] > &": { opacity: 0.5 },
    },
    name: {},
    delta: { color: "fg.muted", fontWeight: "regular", fontVariantNumeric: "tabular-nums" },
    swatch: {
      position: "relative",
      display: "inline-flex",
      alignItems: "center",
      gap: "2",
      minW: "10",
      h: "10",
      p: "0.5",
      borderWidth: "medium",
      borderStyle: "solid",
      borderColor: "transparent",
      borderRadius: "full",
      cursor: "pointer",
      transitionProperty: "border-color",
      transitionDuration: "fast",
      "&:hover, input:hover + &": { borderColor: "border.strong" },
      "input:checked + &": { borderColor: "accent" },
      "input:focus-visible + &": focusRing,
      "&[data-unavailable]": { borderStyle: "dashed", borderColor: "border.strong" },
      "input:checked + &[data-unavailable]": { borderColor: "accent" },
      _forcedColors: {
        px: "2",
        borderColor: "Canvas",
        "&[data-unavailable]": { borderColor: "GrayText" },
        "input:checked + &, input:checked + &[data-unavailable]": { borderColor: "Highlight" },
      },
    },
    swatchColor: {
      position: "relative",
      flexShrink: 0,
      w: "8",
      h: "8",
      bg: "var(--swatch-color)",
      borderWidth: "thin",
      borderStyle: "solid",
      // A rim, so white and very light colours stay visible.
      borderColor: "border.strong",
      borderRadius: "full",
      overflow: "hidden",
      forcedColorAdjust: "none",
      // Non-combinable: struck through diagonally, with a light halo so it shows on dark colours too.
      "[data-unavailable] > &::after": {
        content: '""',
        position: "absolute",
        top: "50%",
        left: "-25%",
        w: "150%",
        h: "2px",
        bg: "fg",
        boxShadow: "0 0 0 1px {colors.bg}",
        transform: "translateY(-50%) rotate(-45deg)",
      },
    },
    // Read as the label; shown only in forced-colors mode, where the colour itself may not come through.
    swatchName: {
      srOnly: true,
      _forcedColors: {
        position: "static",
        w: "auto",
        h: "auto",
        m: "0",
        overflow: "visible",
        clip: "auto",
        whiteSpace: "nowrap",
        textStyle: "body.sm",
        "[data-unavailable] > &": { textDecoration: "line-through" },
      },
    },
    field: { maxW: "20rem" },
  },
});
