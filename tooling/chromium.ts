import { existsSync } from "node:fs";
import { chromium } from "playwright";

/** Playwright's own Chromium when it was downloaded, else Debian's (`scripts/shop` installs it when missing). */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const own = chromium.executablePath();
  if (own && existsSync(own)) return undefined; // Playwright finds its own browser
  return "/usr/bin/chromium";
}

/**
 * For runs that compare no pixels (the e2e layer, the bench's Lighthouse runs): Chromium's old headless shell
 * when Debian's is installed, else `chromiumExecutable()`. The shell has no browser UI: the e2e layer measured
 * about 40 % less CPU per page than the full browser in headless mode (which starts the UI's own renderers),
 * and CI has 2 cores. The visual layer keeps the full browser its baselines were taken with.
 */
export function headlessShellExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const full = chromiumExecutable();
  if (full === undefined) return undefined; // Playwright's own download brings its headless shell
  return existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : full;
}

/** Flags for a closed network: no background calls home that the sandbox would refuse. */
export const chromiumArgs = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--font-render-hinting=none",
];
