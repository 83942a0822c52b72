import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { linguiPlugins } from "./tooling/vite-plugins.ts";
import { chromiumArgs, chromiumExecutable } from "./tooling/chromium.ts";

const root = import.meta.dirname;
const unitFiles = [
  "{design-system,store-api,cms-blocks,mocks,storefront}/{src,app}/**/*.test.{ts,tsx}",
  "tooling/**/*.test.ts",
];
const serverFiles = ["storefront/app/lib/**/*.server.test.ts", "storefront/app/routes/**/*.test.{ts,tsx}"];
const unitExclude = ["**/*.contract.test.ts", "**/node_modules/**"];

// Test layers (see README): unit + component tests in happy-dom (projects unit and unit-server), the emulator contract in Node,
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
          include: unitFiles,
          exclude: [...serverFiles, ...unitExclude],
          setupFiles: [path.join(root, "tooling/vitest.setup.ts")],
          // Files share their worker's module graph and environment instead of a fresh one each (measured:
          // 273 s → 69 s for all unit files on 2 cores). tooling/vitest.setup.ts empties what react-aria
          // leaves in the body; a test that leaks state into another file breaks this: fix the leak.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The storefront's server modules and routes: they mock modules (vi.mock) and keep process-wide
          // singletons on globalThis (the shop, the shop cache), so each file gets a fresh module graph.
          name: "unit-server",
          environment: "happy-dom",
          include: serverFiles,
          exclude: unitExclude,
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
