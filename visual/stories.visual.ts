import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test as base, type Page } from "@playwright/test";
import {
  PLAY_FUNCTION_THREW_EXCEPTION,
  SET_CURRENT_STORY,
  STORY_FINISHED,
} from "storybook/internal/core-events";

type Entry = { id: string; type: string; title: string; name: string; tags?: string[] };
const index = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../storybook-static/index.json"), "utf8"),
) as {
  entries: Record<string, Entry>;
};
// Every story is rendered at both widths in the built Storybook, and judged there: its play function, axe (the
// a11y addon runs it after each story, and Storybook reports the result), and its screenshot unless
// "no-visual" (its first frames are not stable). This is the one layer that runs stories (ADR 4, "Stories").
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === "story" && !entry.tags?.includes("!test"),
);

/**
 * The channel events read here, by Storybook's own names: an event renamed in an upgrade fails the type check
 * instead of leaving play functions unjudged.
 */
const channelEvents = {
  setCurrentStory: SET_CURRENT_STORY,
  storyFinished: STORY_FINISHED,
  playThrew: PLAY_FUNCTION_THREW_EXCEPTION,
};

/** What Storybook reports when a story has finished (`STORY_FINISHED`): the a11y addon's axe run is a report. */
type Finished = {
  storyId: string;
  status: "success" | "error";
  reporters: {
    type: string;
    status: string;
    result?: {
      error?: unknown;
      violations?: { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] }[];
    };
  }[];
};

/** The window, with what the visual layer keeps there between stories. */
type VisualWindow = StorybookWindow & { visualPreviousPlayError?: unknown };

type StorybookWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit: (event: string, payload: unknown) => void;
    last: (event: string) => unknown[] | undefined;
  };
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
 * until Storybook has rendered it and run its play function and axe, fonts and images too. Returns what went
 * wrong (axe's violations, an error display): nothing for a story that passed.
 */
async function showStory(page: Page, storyId: string, fresh: boolean): Promise<string[]> {
  const switched =
    !fresh &&
    (await page.evaluate(
      ({ id, events }) => {
        // oxlint-disable-next-line no-underscore-dangle -- Storybook's own global
        const channel = (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel || !document.body.classList.contains("sb-show-main")) return false;
        (document.activeElement as HTMLElement | null)?.blur?.();
        window.scrollTo(0, 0);
        // The previous story's play error, if any: only a newer one is this story's (see below).
        (window as VisualWindow).visualPreviousPlayError = channel.last(events.playThrew)?.[0];
        channel.emit(events.setCurrentStory, { storyId: id, viewMode: "story" });
        return true;
      },
      { id: storyId, events: channelEvents },
    ));
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
  // Storybook reports every story it finishes (`STORY_FINISHED`; its channel keeps the last event) with its
  // reports: axe's, failed on a violation (`a11y.test: "error"` in .storybook/preview.tsx).
  const finished = await page.waitForFunction(
    ({ id, events }) => {
      // oxlint-disable-next-line no-underscore-dangle -- Storybook's own global
      const last = (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__?.last(events.storyFinished)?.[0];
      return (last as Finished | undefined)?.storyId === id ? JSON.stringify(last) : false;
    },
    { id: storyId, events: channelEvents },
  );
  const problems = storyProblems(JSON.parse(String(await finished.jsonValue())) as Finished);
  // A play function that throws is reported on its own (PLAY_FUNCTION_THREW_EXCEPTION); a built Storybook
  // then still finishes the story as a success, with the failure only in its interactions panel.
  const playError = await page.evaluate((playThrew) => {
    const win = window as VisualWindow;
    // oxlint-disable-next-line no-underscore-dangle -- Storybook's own global
    const last = win.__STORYBOOK_ADDONS_CHANNEL__?.last(playThrew)?.[0];
    return last !== undefined && last !== win.visualPreviousPlayError ? JSON.stringify(last) : undefined;
  }, channelEvents.playThrew);
  if (playError) problems.push(`play function: ${playError.replace(/\\u001b\[\d+m/g, "").slice(0, 600)}`);
  if (await page.evaluate(() => document.body.classList.contains("sb-show-errordisplay")))
    problems.push("Storybook shows its error display");
  if (problems.length > 0) return problems;
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
  return [];
}

/** A story's failed reports, readable in the test's output: axe's violations by rule, with their elements. */
function storyProblems(finished: Finished): string[] {
  const problems = finished.reporters
    .filter((report) => report.status === "failed")
    .flatMap((report) =>
      report.result?.violations?.length
        ? report.result.violations.map(
            (violation) =>
              `${report.type}: ${violation.id} (${violation.impact ?? "?"}) ${violation.help}: ${violation.nodes
                .map((node) => node.target.join(" "))
                .join(", ")}`,
          )
        : [`${report.type}: ${JSON.stringify(report.result?.error ?? "failed")}`],
    );
  if (finished.status === "error" && problems.length === 0)
    problems.push("Storybook reports the story as failed (see the browser console)");
  return problems;
}

for (const story of stories) {
  const screenshot = !story.tags?.includes("no-visual");
  // A story whose play needs one screen (the mobile menu, the mega menu) is judged in that project only.
  const only = ["mobile", "desktop"].find((screen) => story.tags?.includes(`${screen}-only`));
  test(`${story.title} / ${story.name}`, async ({ storybook }, testInfo) => {
    test.skip(only !== undefined && only !== testInfo.project.name, `made for the ${only} screen`);
    const name = `${story.id}.png`;
    const baseline = testInfo.snapshotPath(name, { kind: "screenshot" });
    const updating = ["all", "changed"].includes(testInfo.config.updateSnapshots);
    // A new or updated baseline is always taken in a fresh document.
    if (!updating && (!screenshot || existsSync(baseline))) {
      const problems = await showStory(storybook, story.id, false);
      // Passed and matched its baseline: done. Anything else is decided in a fresh document below.
      if (problems.length === 0 && (!screenshot || (await matchesBaseline(storybook, name)))) return;
      testInfo.annotations.push({
        type: "fresh document",
        description:
          problems.length > 0 ? `failed after a switch: ${problems.join("; ")}` : "differed after a switch",
      });
    }
    expect(await showStory(storybook, story.id, true), `story ${story.id}`).toEqual([]);
    if (screenshot) await expect(storybook).toHaveScreenshot(name, { fullPage: true });
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
