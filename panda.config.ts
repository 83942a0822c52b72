import { defineConfig } from "@pandacss/dev";
import { shopPreset } from "./design-system/src/preset/index.ts";

// One Panda config for the whole workspace: the design system's preset, scanning every package that styles.
export default defineConfig({
  preflight: true,
  presets: [shopPreset],
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
