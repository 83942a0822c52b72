import type { SystemStyleObject } from "@shop/styled-system/types";

/**
 * The styles of what the shell itself renders (ADR 6: the root, the default layout, the page heading), as
 * Panda global styles on data attributes instead of `css()` classes: the shell's first-load JavaScript then
 * carries no styling runtime. `css()` and its helpers were 5.5 KB gzip of every page's first load for four
 * class names. Islands and the design system keep `css()`: their code loads after the shell has hydrated.
 * A component that the shell imports statically styles itself here, never with `css()`
 * (e2e/size-budget.spec.ts fails when the first load carries Panda's runtime).
 */
export const shellAttributes = {
  /** The font probe (FontProbe.tsx); the page's start finds it by it (lib/paint-first.server.ts). */
  fontProbe: "data-font-probe",
  /** The probe's span set in the body's font stack without Inter. */
  fontProbeFallback: "data-font-probe-fallback",
  /** The default layout's frame: header, content, footer. */
  pageFrame: "data-page-frame",
  /** Read by screen readers, not shown (the page heading of a CMS page whose content has no h1). */
  visuallyHidden: "data-visually-hidden",
} as const;

const selector = (attribute: string) => `[${attribute}]`;

/** Added to the Panda config's `globalCss` (panda.config.ts); typed by the shop's own system (tokens, utilities). */
export const shellGlobalCss: Record<string, SystemStyleObject> = {
  [selector(shellAttributes.fontProbe)]: {
    position: "absolute",
    width: 0,
    height: 0,
    overflow: "hidden",
    visibility: "hidden",
    whiteSpace: "nowrap",
  },
  // The body's font stack without Inter (the `fallback` token): where `Inter Fallback` finds no local
  // Arial (Android), both spans fall through to the same system font, as the page's text does.
  [selector(shellAttributes.fontProbeFallback)]: { fontFamily: "fallback" },
  // On a short page the footer grows to the window's bottom, not the content: the browser paints the HTML
  // as it streams in, and a content stretched to fill the space a half-parsed footer leaves would jump up
  // when the rest of the footer arrives (a layout shift on every page shorter than the window).
  [selector(shellAttributes.pageFrame)]: { minH: "100dvh", display: "flex", flexDirection: "column" },
  [`${selector(shellAttributes.pageFrame)} > footer`]: { flexGrow: "1" },
  [selector(shellAttributes.visuallyHidden)]: { srOnly: true },
};
