import { defineSemanticTokens, defineTokens } from "@pandacss/dev";

// 4px grid: spacing.1 = 0.25rem ... spacing.32 = 8rem.
const steps = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 20, 24, 28, 32];
const grid = Object.fromEntries(steps.map((step) => [String(step), { value: `${step / 4}rem` }]));

export const spacing = defineTokens.spacing(grid);

export const sizes = defineTokens.sizes({
  ...grid,
  full: { value: "100%" },
  min: { value: "min-content" },
  max: { value: "max-content" },
  fit: { value: "fit-content" },
  prose: { value: "65ch" },
  // Minimum pointer target (WCAG 2.5.8 asks for 24 x 24 px; we aim higher where there is room).
  target: { value: "2.75rem" },
  container: { value: "80rem" },
  "container.narrow": { value: "48rem" },
});

/** Page rhythm for layouts: `px="gutter"`, `py="section"`, `maxW="container"`. */
export const semanticSpacing = defineSemanticTokens.spacing({
  gutter: { value: { base: "{spacing.4}", md: "{spacing.6}", lg: "{spacing.8}" } },
  section: { value: { base: "{spacing.10}", lg: "{spacing.16}" } },
});

export const radii = defineTokens.radii({
  none: { value: "0" },
  xs: { value: "0.125rem" },
  sm: { value: "0.25rem" },
  md: { value: "0.375rem" },
  lg: { value: "0.5rem" },
  xl: { value: "0.75rem" },
  "2xl": { value: "1rem" },
  full: { value: "9999px" },
});

export const shadows = defineTokens.shadows({
  xs: { value: "0 1px 2px rgb(14 18 18 / 0.06)" },
  sm: { value: "0 1px 3px rgb(14 18 18 / 0.1), 0 1px 2px rgb(14 18 18 / 0.06)" },
  md: { value: "0 4px 8px -2px rgb(14 18 18 / 0.1), 0 2px 4px -2px rgb(14 18 18 / 0.06)" },
  lg: { value: "0 12px 16px -4px rgb(14 18 18 / 0.1), 0 4px 6px -2px rgb(14 18 18 / 0.05)" },
  xl: { value: "0 20px 24px -4px rgb(14 18 18 / 0.12), 0 8px 8px -4px rgb(14 18 18 / 0.04)" },
});

export const borderWidths = defineTokens.borderWidths({
  none: { value: "0" },
  thin: { value: "1px" },
  medium: { value: "2px" },
  thick: { value: "3px" },
});

export const zIndex = defineTokens.zIndex({
  hide: { value: -1 },
  base: { value: 0 },
  raised: { value: 1 },
  dropdown: { value: 1000 },
  sticky: { value: 1100 },
  overlay: { value: 1300 },
  modal: { value: 1400 },
  popover: { value: 1500 },
  toast: { value: 1700 },
  tooltip: { value: 1800 },
  skipLink: { value: 1900 },
});

export const durations = defineTokens.durations({
  fast: { value: "100ms" },
  normal: { value: "200ms" },
  slow: { value: "300ms" },
  spin: { value: "800ms" },
});

export const easings = defineTokens.easings({
  default: { value: "cubic-bezier(0.2, 0, 0, 1)" },
  in: { value: "cubic-bezier(0.4, 0, 1, 1)" },
  out: { value: "cubic-bezier(0, 0, 0.2, 1)" },
  linear: { value: "linear" },
});

export const animations = defineTokens.animations({
  spin: { value: "spin {durations.spin} linear infinite" },
});

export const keyframes = {
  spin: { to: { transform: "rotate(360deg)" } },
};

/** The shop's screens (xs 320 to 2xl 1536); Panda's defaults are replaced, not extended. */
export const breakpoints = {
  xs: "320px",
  sm: "640px",
  md: "768px",
  lg: "1024px",
  xl: "1280px",
  "2xl": "1536px",
};
