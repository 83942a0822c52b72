/**
 * State conditions (`_hovered`, `_pressed`, ...). React Aria components carry `data-rac` and report state
 * through `data-*` attributes only (so touch never leaves a sticky hover); plain elements such as our
 * anchor `Link` fall back to the native pseudo-class.
 */
const native = (pseudo: string) => `:not([data-rac])${pseudo}`;

export const conditions = {
  hovered: `&:is([data-hovered], ${native(":hover")})`,
  pressed: `&:is([data-pressed], ${native(":active")})`,
  focused: `&:is([data-focused], ${native(":focus")})`,
  focusVisible: `&:is([data-focus-visible], ${native(":focus-visible")})`,
  focusWithin: `&:is([data-focus-within], ${native(":focus-within")})`,
  disabled: `&:is([data-disabled], ${native(":disabled")}, ${native("[aria-disabled=true]")})`,
  pending: "&[data-pending]",
  selected: "&:is([data-selected], [aria-selected=true])",
  invalid: `&:is([data-invalid], ${native("[aria-invalid=true]")})`,
  current: "&:is([aria-current=page], [data-current])",
  expanded: "&:is([data-expanded], [aria-expanded=true])",
  open: "&:is([data-open], [open])",
  entering: "&[data-entering]",
  exiting: "&[data-exiting]",
  placeholderShown: "&[data-placeholder]",
  readOnly: "&:is([data-readonly], [readonly])",
  required: "&:is([data-required], [required])",
  indeterminate: "&:is([data-indeterminate], :indeterminate)",
  dragging: "&[data-dragging]",
  dropTarget: "&[data-drop-target]",
  forcedColors: "@media (forced-colors: active)",
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
};
