import type { StorybookConfig } from "@storybook/react-vite";
import { linguiPlugins } from "../tooling/vite-plugins.ts";
import { pandaStaticCalls } from "../tooling/panda-static-calls.ts";

// One Storybook over every package that renders: design system, CMS blocks, storefront components.
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: [
    "../design-system/src/**/*.stories.@(ts|tsx)",
    "../cms-blocks/src/**/*.stories.@(ts|tsx)",
    "../storefront/app/**/*.stories.@(ts|tsx)",
  ],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest", "msw-storybook-addon"],
  staticDirs: [
    "./public",
    { from: "../mocks/media", to: "/media" },
    { from: "../storefront/public/images", to: "/images" },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // As in the shop's build, so that the visual layer screenshots the classes the shop ships.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), ...linguiPlugins(), pandaStaticCalls()];
    // Pre-bundled up front: a dependency discovered mid-run reloads the page and fails the first story tests.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        "@lingui/core",
        "@lingui/react",
        "react-aria-components",
        "react-router",
        "msw",
        "msw-storybook-addon/csf3",
        "storybook/test",
      ],
    };
    return viteConfig;
  },
};
export default config;
