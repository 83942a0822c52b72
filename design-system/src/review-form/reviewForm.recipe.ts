import { defineSlotRecipe } from "@pandacss/dev";
import { focusRing } from "../preset/focus-ring.ts";

const filled = { "--star-fill": "var(--star-on)", "--star-stroke": "var(--star-on-stroke)" };
const empty = { "--star-fill": "var(--star-off)", "--star-stroke": "var(--star-off-stroke)" };

/**
 * RatingInput: `root` (`<fieldset>`), `legend`, `stars` (five visually hidden native radios, each followed by
 * its `star` `<label>` holding the `icon`), `error`. Stars up to the checked one are filled; hovering a star
 * (or focusing one while none is checked) previews its value. Pure CSS (`:has`), so it works before and
 * without JavaScript.
 */
export const ratingInputRecipe = defineSlotRecipe({
  className: "ratingInput",
  slots: ["root", "legend", "stars", "input", "star", "icon", "error"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1", border: "none", p: "0", m: "0", minW: "0" },
    legend: { p: "0", mb: "1", textStyle: "label", color: "fg" },
    stars: {
      position: "relative",
      display: "inline-flex",
      alignSelf: "flex-start",
      "--star-on": "{colors.warning}",
      // The outline keeps 3:1 against the page (WCAG 1.4.11); the amber fill alone would not.
      "--star-on-stroke": "{colors.warning.border}",
      "--star-off": "{colors.bg}",
      "--star-off-stroke": "{colors.border.strong}",
      _forcedColors: {
        "--star-on": "CanvasText",
        "--star-on-stroke": "CanvasText",
        "--star-off": "Canvas",
        "--star-off-stroke": "CanvasText",
      },
      "& > label": empty,
      // Checked: every star up to the checked one (not while the pointer previews another value).
      "&:not(:has(> label:hover)):has(> input:checked) > label": filled,
      "&:not(:has(> label:hover)) > input:checked + label ~ label": empty,
      // Keyboard focus before anything is checked (Tab, Shift+Tab into the group) previews that value.
      "&:not(:has(> label:hover)):not(:has(> input:checked)):has(> input:focus-visible) > label": filled,
      "&:not(:has(> label:hover)):not(:has(> input:checked)) > input:focus-visible + label ~ label": empty,
      // Hover previews the value under the pointer.
      "&:has(> label:hover) > label": filled,
      "&:has(> label:hover) > label:hover ~ label": empty,
      "& > input:focus-visible + label": focusRing,
    },
    input: { srOnly: true },
    star: {
      position: "relative",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      // Adjacent 40 px targets without gaps, so the hover preview never flickers between stars.
      w: "10",
      h: "10",
      borderRadius: "sm",
      cursor: "pointer",
    },
    icon: {
      w: "8",
      h: "8",
      fill: "var(--star-fill)",
      stroke: "var(--star-stroke)",
      transitionProperty: "fill, stroke",
      transitionDuration: "fast",
      forcedColorAdjust: "none",
      _reducedMotion: { transitionDuration: "0s" },
    },
    error: {
      display: "flex",
      gap: "1",
      alignItems: "flex-start",
      m: "0",
      textStyle: "body.sm",
      color: "danger.text",
      "& > svg": { flexShrink: 0, mt: "0.5" },
    },
  },
});

/**
 * ReviewForm: `root` (the form), `heading`, `alert` (the form-level server error), `field` with its
 * `label`, `control` (`<input>` / `<textarea>`) and `error`, and `actions` with the submit button.
 */
export const reviewFormRecipe = defineSlotRecipe({
  className: "reviewForm",
  slots: ["root", "heading", "alert", "field", "label", "control", "error", "actions"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "5", maxW: "prose", minW: "0" },
    heading: { textStyle: "h3", color: "fg" },
    alert: {
      display: "flex",
      gap: "2",
      alignItems: "flex-start",
      p: "3",
      m: "0",
      bg: "danger.subtle",
      color: "danger.text",
      textStyle: "body.sm",
      borderWidth: "thin",
      borderStyle: "solid",
      borderColor: "danger.border",
      borderRadius: "md",
      "& > svg": { flexShrink: 0 },
    },
    field: { display: "flex", flexDirection: "column", gap: "1", minW: "0" },
    label: { textStyle: "label", color: "fg" },
    control: {
      w: "full",
      minH: "10",
      px: "3",
      py: "2",
      bg: "bg",
      color: "fg",
      fontFamily: "body",
      fontSize: "md",
      lineHeight: "normal",
      borderWidth: "thin",
      borderStyle: "solid",
      borderColor: "border.strong",
      borderRadius: "md",
      transitionProperty: "border-color",
      transitionDuration: "fast",
      "&:hover": { borderColor: "fg.muted" },
      "&:focus-visible": focusRing,
      // Drawn twice as thick through an inset shadow, so nothing moves; the message says what is wrong.
      "&[aria-invalid=true]": {
        borderColor: "danger.border",
        boxShadow: "inset 0 0 0 1px {colors.danger.border}",
      },
      "&:is(textarea)": { minH: "32", resize: "vertical" },
    },
    error: {
      display: "flex",
      gap: "1",
      alignItems: "flex-start",
      m: "0",
      textStyle: "body.sm",
      color: "danger.text",
      "& > svg": { flexShrink: 0, mt: "0.5" },
    },
    actions: { display: "flex", gap: "3", alignItems: "center" },
  },
});
