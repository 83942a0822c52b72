import { defineSemanticTokens, defineTextStyles, defineTokens } from "@pandacss/dev";
import { WEB_FONT_ATTRIBUTE } from "./web-font.ts";

/** What text is set in while Inter is not there (design-system/src/fonts.ts): the stack after Inter. */
const sansFallback =
  "'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/**
 * The web font, then the fallback: no locally installed `Inter` in between. Asking for it cost every first
 * layout a font lookup that fails on nearly every device (on Linux an IPC to the browser's font service,
 * inside the page's largest task; ADR 6), and where it exists it broke the font probe's question (Inter's
 * widths, yet not the web font), so the page kept a face that arrived after its first paint.
 */
const sans = `'Inter Variable', ${sansFallback}`;

/** The condition of text set in Inter (`_webFont`): the root carries {@link WEB_FONT_ATTRIBUTE}. */
export const webFontCondition = `:root[${WEB_FONT_ATTRIBUTE}] &`;

export const fonts = defineTokens.fonts({
  // The body's font without Inter: the storefront's font probe compares the two (ADR 6).
  fallback: { value: sansFallback },
  mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
});

/** The text's fonts: the fallback, Inter first where the page has it ({@link WEB_FONT_ATTRIBUTE}). */
export const semanticFonts = defineSemanticTokens.fonts({
  body: { value: { base: sansFallback, _webFont: sans } },
  heading: { value: { base: sansFallback, _webFont: sans } },
});

export const fontSizes = defineTokens.fontSizes({
  "2xs": { value: "0.6875rem" },
  xs: { value: "0.75rem" },
  sm: { value: "0.875rem" },
  md: { value: "1rem" },
  lg: { value: "1.125rem" },
  xl: { value: "1.25rem" },
  "2xl": { value: "1.5rem" },
  "3xl": { value: "1.875rem" },
  "4xl": { value: "2.25rem" },
  "5xl": { value: "3rem" },
});

export const fontWeights = defineTokens.fontWeights({
  regular: { value: "400" },
  medium: { value: "500" },
  semibold: { value: "600" },
  bold: { value: "700" },
});

export const lineHeights = defineTokens.lineHeights({
  none: { value: "1" },
  tight: { value: "1.2" },
  snug: { value: "1.35" },
  normal: { value: "1.5" },
  relaxed: { value: "1.65" },
});

export const letterSpacings = defineTokens.letterSpacings({
  tight: { value: "-0.015em" },
  normal: { value: "0" },
  wide: { value: "0.025em" },
});

/** The type scale: `textStyle="h1"`, `textStyle="body.sm"`, ... Headings grow from md up. */
export const textStyles = defineTextStyles({
  display: {
    value: {
      fontFamily: "heading",
      fontWeight: "bold",
      fontSize: { base: "4xl", md: "5xl" },
      lineHeight: "tight",
      letterSpacing: "tight",
    },
  },
  h1: {
    value: {
      fontFamily: "heading",
      fontWeight: "bold",
      fontSize: { base: "3xl", md: "4xl" },
      lineHeight: "tight",
      letterSpacing: "tight",
    },
  },
  h2: {
    value: {
      fontFamily: "heading",
      fontWeight: "semibold",
      fontSize: { base: "2xl", md: "3xl" },
      lineHeight: "tight",
      letterSpacing: "tight",
    },
  },
  h3: {
    value: {
      fontFamily: "heading",
      fontWeight: "semibold",
      fontSize: { base: "xl", md: "2xl" },
      lineHeight: "snug",
    },
  },
  h4: { value: { fontFamily: "heading", fontWeight: "semibold", fontSize: "lg", lineHeight: "snug" } },
  body: {
    lg: { value: { fontFamily: "body", fontSize: "lg", lineHeight: "relaxed" } },
    md: { value: { fontFamily: "body", fontSize: "md", lineHeight: "normal" } },
    sm: { value: { fontFamily: "body", fontSize: "sm", lineHeight: "normal" } },
  },
  label: { value: { fontFamily: "body", fontSize: "sm", fontWeight: "medium", lineHeight: "snug" } },
  caption: { value: { fontFamily: "body", fontSize: "xs", lineHeight: "normal" } },
  overline: {
    value: {
      fontFamily: "body",
      fontSize: "xs",
      fontWeight: "semibold",
      lineHeight: "normal",
      letterSpacing: "wide",
      textTransform: "uppercase",
    },
  },
});
