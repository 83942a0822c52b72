import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test as base, type Page } from "@playwright/test";

type Entry = { id: string; type: string; title: string; name: string; tags?: string[] };
const index = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../storybook-static/index.json"), "utf8"),
) as {
  entries: Record<string, Entry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === "story" && !entry.tags?.includes("no-visual"),
);

// One browser page per worker, reused: each story still gets a fresh document (so the browser's choice from
// a srcset never depends on images an earlier story loaded), without a new context per screenshot.
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({
        viewport: workerInfo.project.use.viewport ?? null,
        deviceScaleFactor: 1,
      });
      await use(page);
      await page.close();
    },
    { scope: "worker" },
  ],
});

/** Opens a story and waits until Storybook has rendered it and run its play function, fonts and images too. */
async function showStory(page: Page, storyId: string) {
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story`);
  await page.waitForFunction(() => {
    const classes = document.body.classList;
    return (
      (classes.contains("sb-show-main") || classes.contains("sb-show-errordisplay")) &&
      !classes.contains("sb-show-preparing-story")
    );
  });
  // Storybook shows the story (`sb-show-main`) while its play function still runs: wait for the render to
  // finish, or a story that types into a field is captured mid-play (SearchSuggest / Live was, as loading).
  await page.waitForFunction(() => {
    const preview =
      // oxlint-disable-next-line no-underscore-dangle -- Storybook's own global
      (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__;
    const phase = preview?.currentRender?.phase;
    return phase === undefined || ["finished", "errored", "aborted"].includes(phase);
  });
  expect(
    await page.evaluate(() => document.body.classList.contains("sb-show-errordisplay")),
    `story ${storyId} errored`,
  ).toBe(false);
  await page.evaluate(async () => {
    // A full-page screenshot shows images below the fold too: load them all, as a scrolling shopper would.
    for (const img of document.querySelectorAll<HTMLImageElement>("img[loading=lazy]")) img.loading = "eager";
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
    );
  });
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storybook }) => {
    await showStory(storybook, story.id);
    await expect(storybook).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
