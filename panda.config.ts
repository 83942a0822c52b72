import { defineConfig, type GlobalStyleObject } from "@pandacss/dev";
import { shopPreset } from "./design-system/src/preset/index.ts";
import { shellGlobalCss } from "./storefront/app/components/shell-styles.ts";

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
});
