/**
 * The one focus ring. An outline (not a box-shadow) so forced-colors mode keeps it; apply it under
 * `_focusVisible` in every interactive recipe. Outside `recipes`, use Panda's `focusVisibleRing: "outside"`
 * utility, which picks up the same colour through `--global-color-focus-ring` (set in the preset).
 */
export const focusRing = {
  outlineWidth: "2px",
  outlineStyle: "solid",
  outlineColor: "focusRing",
  outlineOffset: "2px",
} as const;
