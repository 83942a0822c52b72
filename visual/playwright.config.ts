import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../tooling/chromium.ts";

const port = Number(process.env.VISUAL_PORT ?? 6107);

// Screenshots of every story at a mobile and a desktop viewport against baselines committed in git.
export default defineConfig({
  testDir: ".",
  testMatch: "stories.visual.ts",
  snapshotPathTemplate: "{testDir}/__baselines__/{projectName}/{arg}{ext}",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  expect: {
    // Playwright takes screenshots until two in a row match. A full-page shot of a long story (the listing
    // is 4,300 px tall at 375 px) takes over a second on a loaded 2-core machine, and the default 5 s then
    // ran out on 5 of 525 stories in a clone run beside other work (never a pixel difference).
    timeout: 15_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.2, animations: "disabled", caret: "hide" },
  },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    { name: "mobile", use: { viewport: { width: 375, height: 740 }, deviceScaleFactor: 1, isMobile: false } },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
  ],
  webServer: {
    command: `pnpm exec vite preview --outDir storybook-static --port ${port} --strictPort`,
    cwd: "..",
    url: `http://localhost:${port}/iframe.html`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
