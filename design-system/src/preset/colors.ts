import { defineSemanticTokens, defineTokens } from "@pandacss/dev";

/** Raw palette. Components use the semantic tokens below, never these directly. */
export const colors = defineTokens.colors({
  white: { value: "#ffffff" },
  black: { value: "#000000" },
  transparent: { value: "transparent" },
  current: { value: "currentColor" },
  // Deep teal-green: clean water, Swiss forest.
  brand: {
    50: { value: "#eef8f6" },
    100: { value: "#d5eeea" },
    200: { value: "#acddd5" },
    300: { value: "#77c4b9" },
    400: { value: "#43a598" },
    500: { value: "#23897d" },
    600: { value: "#176f66" },
    700: { value: "#125a53" },
    800: { value: "#0f4944" },
    900: { value: "#0c3b37" },
    950: { value: "#062220" },
  },
  neutral: {
    50: { value: "#f7f8f8" },
    100: { value: "#eef0f0" },
    200: { value: "#dde1e1" },
    300: { value: "#c4caca" },
    400: { value: "#9aa2a2" },
    500: { value: "#6b7474" },
    600: { value: "#535c5c" },
    700: { value: "#3e4646" },
    800: { value: "#2a3131" },
    900: { value: "#1a1f1f" },
    950: { value: "#0e1212" },
  },
  red: {
    50: { value: "#fef2f2" },
    100: { value: "#fde3e3" },
    200: { value: "#fbcaca" },
    500: { value: "#dc2f2f" },
    600: { value: "#c21f1f" },
    700: { value: "#a11a1a" },
    800: { value: "#821818" },
  },
  green: {
    50: { value: "#effaf1" },
    100: { value: "#d8f2dd" },
    200: { value: "#b3e4bd" },
    500: { value: "#2e9a47" },
    600: { value: "#237d38" },
    700: { value: "#1d652f" },
    800: { value: "#1a5128" },
  },
  blue: {
    50: { value: "#eff5ff" },
    100: { value: "#dbe7fd" },
    500: { value: "#2f6fe0" },
    600: { value: "#1d5fd6" },
    700: { value: "#1a4fae" },
    800: { value: "#1a428c" },
  },
  amber: {
    50: { value: "#fff8e6" },
    100: { value: "#feedbf" },
    200: { value: "#fcdc8a" },
    400: { value: "#f5b82e" },
    500: { value: "#e09b0c" },
    600: { value: "#b97806" },
    700: { value: "#8a5807" },
    800: { value: "#6e450b" },
  },
});

/** What others should use: `fg`, `bg.subtle`, `accent`, `danger.fg`, ... (contrast checked in colors.test.ts). */
export const semanticColors = defineSemanticTokens.colors({
  fg: {
    DEFAULT: { value: "{colors.neutral.900}" },
    muted: { value: "{colors.neutral.600}" },
    inverted: { value: "{colors.white}" },
    disabled: { value: "{colors.neutral.500}" },
  },
  bg: {
    DEFAULT: { value: "{colors.white}" },
    subtle: { value: "{colors.neutral.50}" },
    muted: { value: "{colors.neutral.100}" },
    emphasized: { value: "{colors.neutral.200}" },
    inverted: { value: "{colors.neutral.900}" },
    disabled: { value: "{colors.neutral.100}" },
  },
  border: {
    DEFAULT: { value: "{colors.neutral.300}" },
    subtle: { value: "{colors.neutral.200}" },
    // 3:1 against bg: for form controls and anything whose outline carries meaning.
    strong: { value: "{colors.neutral.500}" },
  },
  accent: {
    DEFAULT: { value: "{colors.brand.700}" },
    hovered: { value: "{colors.brand.800}" },
    pressed: { value: "{colors.brand.900}" },
    fg: { value: "{colors.white}" },
    // Accent-coloured text and links on bg / bg.subtle.
    text: { value: "{colors.brand.700}" },
    subtle: { value: "{colors.brand.50}" },
    muted: { value: "{colors.brand.100}" },
  },
  danger: {
    DEFAULT: { value: "{colors.red.700}" },
    hovered: { value: "{colors.red.800}" },
    fg: { value: "{colors.white}" },
    text: { value: "{colors.red.700}" },
    subtle: { value: "{colors.red.50}" },
    border: { value: "{colors.red.600}" },
  },
  // Sale prices and sale badges: the same red as errors, named for what it means.
  sale: {
    DEFAULT: { value: "{colors.red.700}" },
    fg: { value: "{colors.white}" },
  },
  success: {
    DEFAULT: { value: "{colors.green.700}" },
    fg: { value: "{colors.white}" },
    text: { value: "{colors.green.700}" },
    subtle: { value: "{colors.green.50}" },
    border: { value: "{colors.green.600}" },
  },
  warning: {
    DEFAULT: { value: "{colors.amber.400}" },
    fg: { value: "{colors.neutral.900}" },
    text: { value: "{colors.amber.700}" },
    subtle: { value: "{colors.amber.50}" },
    border: { value: "{colors.amber.600}" },
  },
  info: {
    DEFAULT: { value: "{colors.blue.700}" },
    fg: { value: "{colors.white}" },
    text: { value: "{colors.blue.700}" },
    subtle: { value: "{colors.blue.50}" },
    border: { value: "{colors.blue.600}" },
  },
  // A hue of its own, so the ring never reads as a teal border.
  focusRing: { value: "{colors.blue.600}" },
  overlay: { value: "rgb(14 18 18 / 0.5)" },
});
