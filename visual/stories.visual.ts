import { existsSync, readFileSync } from "node:fs";
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

type StorybookWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

// One browser page per worker, reused. Loading iframe.html (the whole preview bundle, the emulator's service
// worker, the fonts) took about 0.9 of a story's 1.4 s, so a story is shown by switching stories inside the
// loaded preview, as Storybook's test runner does. A worker's stories then share one document (its emulator
// state, React Aria's input modality, the images already loaded for a srcset): a story whose screenshot
// differs, or that errors, after a switch is shown again in a fresh document and judged there alone, exactly
// as every story was before. A switch can thus only save time, never pass or fail a story by itself.
// In three full runs 4 or 5 of 824 needed the fresh document (Image / With Thumbnails and Priority, Select /
// Keyboard); each shows as a "fresh document" annotation in the report.
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

/**
 * Shows a story (in the loaded preview, or in a fresh document when `fresh` or nothing is loaded yet) and waits
 * until Storybook has rendered it and run its play function, fonts and images too. Returns whether it errored.
 */
async function showStory(page: Page, storyId: string, fresh: boolean): Promise<boolean> {
  const switched =
    !fresh &&
    (await page.evaluate((id) => {
      // oxlint-disable-next-line no-underscore-dangle -- Storybook's own global
      const channel = (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel || !document.body.classList.contains("sb-show-main")) return false;
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
      channel.emit("setCurrentStory", { storyId: id, viewMode: "story" });
      return true;
    }, storyId));
  if (!switched) await page.goto(`/iframe.html?id=${storyId}&viewMode=story`);
  await page.waitForFunction((id) => {
    const classes = document.body.classList;
    // oxlint-disable-next-line no-underscore-dangle -- Storybook's own global
    const render = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return (
      // After a switch the previous story is still on screen until Storybook has taken up this one.
      (render === undefined || render.id === id) &&
      (classes.contains("sb-show-main") || classes.contains("sb-show-errordisplay")) &&
      !classes.contains("sb-show-preparing-story")
    );
  }, storyId);
  // Storybook shows the story (`sb-show-main`) while its play function still runs: wait for the render to
  // finish, or a story that types into a field is captured mid-play (SearchSuggest / Live was, as loading).
  await page.waitForFunction(() => {
    // oxlint-disable-next-line no-underscore-dangle -- Storybook's own global
    const phase = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === undefined || ["finished", "errored", "aborted"].includes(phase);
  });
  if (await page.evaluate(() => document.body.classList.contains("sb-show-errordisplay"))) return true;
  await page.evaluate(async () => {
    // A full-page screenshot shows images below the fold too: load them all, as a scrolling shopper would,
    // and render what the browser skips while off screen (design-system skipOffscreen) as it does in view.
    for (const img of document.querySelectorAll<HTMLImageElement>("img[loading=lazy]")) img.loading = "eager";
    for (const part of document.querySelectorAll("[data-offscreen]")) part.removeAttribute("data-offscreen");
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
    );
  });
  return false;
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storybook }, testInfo) => {
    const name = `${story.id}.png`;
    const baseline = testInfo.snapshotPath(name, { kind: "screenshot" });
    const updating = ["all", "changed"].includes(testInfo.config.updateSnapshots);
    // A new or updated baseline is always taken in a fresh document.
    if (!updating && existsSync(baseline)) {
      const errored = await showStory(storybook, story.id, false);
      // The baseline exists and matched: done. Anything else is decided in a fresh document below.
      if (!errored && (await matchesBaseline(storybook, name))) return;
      testInfo.annotations.push({
        type: "fresh document",
        description: errored ? "errored after a switch" : "differed after a switch",
      });
    }
    expect(await showStory(storybook, story.id, true), `story ${story.id} errored`).toBe(false);
    await expect(storybook).toHaveScreenshot(name, { fullPage: true });
  });
}

/** Compares with the baseline as `toHaveScreenshot` would, without failing the test: false when it differs. */
async function matchesBaseline(page: Page, name: string): Promise<boolean> {
  try {
    await expect(page).toHaveScreenshot(name, { fullPage: true, timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}
