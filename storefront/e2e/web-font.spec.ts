/**
 * Inter once it is cached (components/WebFont.tsx, ADR 6): a shopper's first page is set in the fallback and
 * never asks for Inter before it has loaded; then the page puts Inter's file into the cache, and the next
 * page sets its text in Inter from its first paint, with the file from the cache and nothing moving.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, layoutShifts, recordLayoutShifts } from "./support.ts";

const STORAGE_KEY = "shop:web-font";

/** Runs in the page: the font probe's two widths (components/FontProbe.tsx); equal when the text is in the fallback. */
function probeWidths() {
  const probe = document.querySelector("[data-font-probe]")!;
  return Array.from(probe.children, (span) => Math.round(span.getBoundingClientRect().width));
}

/** The font files the page loaded, with the bytes that came over the network (0 from the cache). */
function fontFiles(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        transferSize: (entry as PerformanceResourceTiming).transferSize,
        startTime: entry.startTime,
      })),
  );
}

test("a first page is set in the fallback and caches Inter once loaded; the next page is in Inter from its first paint", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(recordLayoutShifts);
  await page.goto("/Reinigungsmittel/");
  await hydrated(page);
  expect(await page.locator("html").getAttribute("data-web-font")).toBeNull();
  const [inPage, fallback] = await page.evaluate(probeWidths);
  expect(inPage, "the first page's text is in the fallback").toBe(fallback);

  // Once idle, the page fetches Inter's file and remembers it.
  const remembered = await page
    .waitForFunction((key) => localStorage.getItem(key), STORAGE_KEY)
    .then((handle) => handle.jsonValue());
  expect(remembered).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  const firstPage = await fontFiles(page);
  const loadEnd = await page.evaluate(
    () => performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd,
  );
  expect(firstPage.map(({ path }) => path)).toEqual([remembered]);
  expect(firstPage[0]!.startTime, "the file is requested after the page has loaded").toBeGreaterThan(loadEnd);
  expect(await layoutShifts(page)).toEqual([]);

  // The next page: in Inter, the file from the cache, nothing moves.
  await page.goto("/fr-CH/Clarus-Nettoyant-neutre/CL10001-1");
  await hydrated(page);
  expect(await page.locator("html").getAttribute("data-web-font")).toBe("");
  const [inter, fallbackAgain] = await page.evaluate(probeWidths);
  expect(inter, "the next page's text is in Inter (narrower digits)").toBeLessThan(fallbackAgain!);
  expect(await fontFiles(page)).toEqual([expect.objectContaining({ path: remembered, transferSize: 0 })]);
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(() =>
      [...document.fonts].filter((face) => face.family === "Inter Variable").map((face) => face.status),
    ),
  ).toContain("loaded");
  expect(await layoutShifts(page)).toEqual([]);
  // It does not fetch the file again.
  await page.waitForTimeout(500);
  expect(await fontFiles(page)).toHaveLength(1);
});

test("a remembered font file that is no longer the shop's is not used; the current one is cached instead", async ({
  page,
}) => {
  await page.goto("/login");
  await hydrated(page);
  await page.evaluate(
    (key) => localStorage.setItem(key, "/assets/inter-latin-wght-normal-0ld.woff2"),
    STORAGE_KEY,
  );
  await page.goto("/fr-CH/login");
  await hydrated(page);
  expect(await page.locator("html").getAttribute("data-web-font")).toBeNull();
  const [inPage, fallback] = await page.evaluate(probeWidths);
  expect(inPage).toBe(fallback);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY))
    .toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
});

test("without JavaScript, pages are set in the fallback and ask for no font", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font" || request.url().endsWith(".woff2")) fonts.push(request.url());
  });
  await page.goto("/Reinigungsmittel/");
  await page.goto("/fr-CH/");
  expect(fonts).toEqual([]);
  await context.close();
});
