import { defineRecipe } from "@pandacss/dev";

/** Icon: sized on the 4px grid. No default size: `Icon` defaults to md, a px size sets width/height attributes instead. */
export const iconRecipe = defineRecipe({
  className: "icon",
  base: {
    display: "inline-block",
    flexShrink: 0,
    verticalAlign: "middle",
    color: "currentColor",
  },
  variants: {
    size: {
      sm: { w: "4", h: "4" },
      md: { w: "5", h: "5" },
      lg: { w: "6", h: "6" },
      xl: { w: "8", h: "8" },
    },
  },
});
