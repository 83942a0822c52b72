import { defineConfig } from "vite";
import { reactRouter } from "@react-router/dev/vite";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { linguiPlugins } from "../tooling/vite-plugins.ts";

export default defineConfig({
  plugins: [
    // React Aria ships its built-in strings (e.g. "Close", "Select") in 30+ languages; keep the shop's two
    // (fr-CH reads React Aria's fr-FR strings) and en-US, React Aria's fallback for any other locale.
    { ...optimizeLocales.vite({ locales: ["de-DE", "fr-FR", "en-US"] }), enforce: "pre" },
    ...linguiPlugins(),
    reactRouter(),
  ],
  server: { port: Number(process.env.PORT ?? 3000) },
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
});
