import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, headlessShellExecutable } from "../tooling/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3100);

// End to end on the production build, served by the real server on the embedded emulator.
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // `npm test` gives a failed test one retry (scripts/test.ts); a run of a spec by hand does not.
  retries: 0,
  // Two workers, the server and its emulator share 2 cores: a journey of many page loads and a wait for an
  // island under that load take longer than Playwright's defaults allow. Not timings: a passing test never
  // waits for them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: headlessShellExecutable(), args: chromiumArgs },
    // A trace of the retry only (`npm test` retries a failed test once; `--trace=on` by hand): recording
    // every test's trace took 38 % of the layer's time on 2 cores (side cart and header specs: 3.9 against
    // 2.4 min).
    trace: "on-first-retry",
  },
  webServer: {
    command: `NODE_ENV=production PORT=${port} node server.ts ./${process.env.BUILD_DIRECTORY ?? "build"}/server/index.js`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    timeout: 60_000,
  },
});
