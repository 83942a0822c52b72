import { defineConfig } from "vite";
import { reactRouter } from "@react-router/dev/vite";
import { linguiPlugins } from "../tooling/vite-plugins.ts";

export default defineConfig({
  plugins: [...linguiPlugins(), reactRouter()],
  server: { port: Number(process.env.PORT ?? 3000) },
  build: { assetsInlineLimit: 0 },
});
