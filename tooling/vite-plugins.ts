import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import type { PluginOption } from "vite";

/** Lingui macros (`t`, `<Trans>`) and .po catalogs, shared by the app, Storybook and Vitest. */
export function linguiPlugins(): PluginOption[] {
  return [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()];
}
