import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

type Entry = { id: string; type: string; title: string; name: string; tags?: string[] };
const index = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../storybook-static/index.json"), "utf8"),
) as {
  entries: Record<string, Entry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === "story" && !entry.tags?.includes("no-visual"),
);

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=locale:de-DE`);
    await page.locator("#storybook-root").waitFor();
    await page.waitForFunction(() => document.fonts.status === "loaded");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() =>
      Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined))),
    );
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
