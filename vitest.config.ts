import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { linguiPlugins } from "./tooling/vite-plugins.ts";
import { chromiumArgs, chromiumExecutable } from "./tooling/chromium.ts";

const root = import.meta.dirname;

// Test layers (see README): unit + component tests in happy-dom, the emulator contract in Node,
// every Storybook story in real Chromium with a11y violations as failures.
export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "happy-dom",
          include: [
            "{design-system,store-api,cms-blocks,mocks,storefront}/{src,app}/**/*.test.{ts,tsx}",
            "tooling/**/*.test.ts",
          ],
          exclude: ["**/*.contract.test.ts", "**/node_modules/**"],
          setupFiles: [path.join(root, "tooling/vitest.setup.ts")],
        },
      },
      {
        extends: true,
        test: {
          name: "contract",
          environment: "node",
          include: ["mocks/src/**/*.contract.test.ts"],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, ".storybook") })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
