import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import type { AliasOptions, PluginOption } from "vite";

/** Lingui macros (`t`, `<Trans>`) and .po catalogs, shared by the app, Storybook and Vitest. */
export function linguiPlugins(): PluginOption[] {
  return [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()];
}

/**
 * Polyfills of React APIs for React 16 and 17, answered by React itself: `use-sync-external-store/shim`
 * (imported by @lingui/react and react-aria-components) exports `useSyncExternalStore`, as React 18 and
 * later do. Its fallback was in every page's first-load JavaScript (0.3 KB gzip) and never ran.
 */
export const reactShims: AliasOptions = [
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "react" },
];
