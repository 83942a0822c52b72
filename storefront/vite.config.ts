import { defineConfig } from "vite";
import { reactRouter } from "@react-router/dev/vite";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { linguiPlugins, reactShims } from "../tooling/vite-plugins.ts";
import { pandaStaticCalls } from "../tooling/panda-static-calls.ts";
import { precompressClientBuild } from "./app/lib/static-assets.server.ts";

export default defineConfig({
  plugins: [
    // React Aria ships its built-in strings (e.g. "Close", "Select") in 30+ languages; keep the shop's two
    // (fr-CH reads React Aria's fr-FR strings) and en-US, React Aria's fallback for any other locale.
    { ...optimizeLocales.vite({ locales: ["de-DE", "fr-FR", "en-US"] }), enforce: "pre" },
    ...linguiPlugins(),
    // Panda calls with literal arguments become their class strings at build time (tooling/panda-static-calls.ts).
    pandaStaticCalls(),
    reactRouter(),
    // The browser's files in brotli and gzip beside each, for the production server (server.ts, ADR 1).
    precompressClientBuild(),
  ],
  resolve: { alias: reactShims },
  server: { port: Number(process.env.PORT ?? 3000) },
  // No modulepreload links from Vite's dynamic-import helper: it appended one <link> per dependency of every
  // island as the islands started loading (46 ms of main thread in a Lighthouse trace of a category page,
  // more than the chunks' own code). The browser finds an island's imports in its chunk instead; the first
  // load is preloaded by lib/paint-first.server.ts (ADR 6).
  build: { modulePreload: false, assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
});
