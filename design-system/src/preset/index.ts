import { definePreset } from "@pandacss/dev";

/** The shop's visual language: tokens, conditions and recipes. Filled in by the design system. */
export const shopPreset = definePreset({
  name: "shop",
  theme: { extend: {} },
});

export default shopPreset;
