import { defineRecipe } from "@pandacss/dev";

/** Image: scales down with its box; the width/height attributes keep the aspect ratio so nothing shifts. */
export const imageRecipe = defineRecipe({
  className: "image",
  base: {
    display: "block",
    maxWidth: "100%",
    height: "auto",
  },
});
