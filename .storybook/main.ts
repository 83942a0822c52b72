import type { StorybookConfig } from "@storybook/react-vite";
import { linguiPlugins } from "../tooling/vite-plugins.ts";

// One Storybook over every package that renders: design system, CMS blocks, storefront components.
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: [
    "../design-system/src/**/*.stories.@(ts|tsx)",
    "../cms-blocks/src/**/*.stories.@(ts|tsx)",
    "../storefront/app/**/*.stories.@(ts|tsx)",
  ],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  staticDirs: ["./public", { from: "../mocks/media", to: "/media" }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), ...linguiPlugins()];
    return viteConfig;
  },
};
export default config;
