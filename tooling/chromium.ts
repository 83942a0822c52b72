import { existsSync } from "node:fs";
import { chromium } from "playwright";

/** Playwright's own Chromium when it was downloaded, else Debian's (`scripts/shop` installs it when missing). */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const own = chromium.executablePath();
  if (own && existsSync(own)) return undefined; // Playwright finds its own browser
  return "/usr/bin/chromium";
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
