import { defineConfig, type GlobalStyleObject } from "@pandacss/dev";
import { shopPreset } from "./design-system/src/preset/index.ts";
import { shellGlobalCss } from "./storefront/app/components/shell-styles.ts";

/**
 * Panda's base preset declares 33 custom properties on every element and pseudo-element (`--blur`,
 * `--translate-x`, `--scroll-snap-strictness`, ...): defaults for its `auto` filter, gradient and transform
 * utilities, which the shop does not use (every `var()` of the stylesheet names a property the stylesheet
 * declares or has a fallback: e2e/stylesheet.spec.ts). Declared on `*`, they were styled into each of a
 * product page's 1,000 elements and its pseudo-elements in the first style pass (ADR 6: first style pass
 * with JavaScript off at 412 px, median of 12 loads: 19.5 ms of CPU with them, 16.0 without).
 */
const UNIVERSAL_UTILITY_DEFAULTS = "*, ::before, ::after, ::backdrop";

// One Panda config for the whole workspace: the design system's preset, scanning every package that styles.
export default defineConfig({
  preflight: true,
  presets: [shopPreset],
  // The storefront shell's own styles: no `css()` runtime in the first load (shell-styles.ts).
  // Typed there by the generated system, which the generic config type does not accept as is.
  globalCss: shellGlobalCss as GlobalStyleObject,
  include: [
    "./design-system/src/**/*.{ts,tsx}",
    "./cms-blocks/src/**/*.{ts,tsx}",
    "./storefront/app/**/*.{ts,tsx}",
    "./.storybook/**/*.{ts,tsx}",
  ],
  exclude: ["**/*.test.{ts,tsx}"],
  outdir: "styled-system",
  importMap: "@shop/styled-system",
  // styled-system/package.json points its types at .d.mts files.
  forceConsistentTypeExtension: true,
  jsxFramework: "react",
  strictTokens: false,
  hooks: {
    "preset:resolved": ({ preset, name }) => {
      if (name !== "@pandacss/preset-base" || !preset.globalCss) return;
      const { [UNIVERSAL_UTILITY_DEFAULTS]: _defaults, ...globalCss } = preset.globalCss;
      return { ...preset, globalCss };
    },
  },
});
