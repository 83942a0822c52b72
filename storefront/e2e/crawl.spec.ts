/**
 * The crawl: every page of the catalog (crawl-pages.ts) in both locales at 390, 320 and 1280 px, checked for
 * what a shopper, a screen reader or a search engine would trip over. A page collects all its problems at
 * all widths and fails once with the whole list. Every unique same-origin link of all pages is requested
 * once in the run, by the first page that finds it.
 */
import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import {
  devices,
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Request,
} from "@playwright/test";
import { locales } from "@shop/mocks/fixtures";
import { crawlPages, crawlWidths, requestedOnly, type CrawlPage } from "./crawl-pages.ts";
import { isExpectedMissing } from "./expected-missing.ts";
import { axeViolations, hydrated, layoutShifts, recordLayoutShifts } from "./support.ts";

/**
 * Listens to the page for the whole test: console errors and warnings, page errors, failed requests and
 * error responses, each prefixed with the width being checked; counts the requests in flight.
 */
function watch(page: Page, entry: CrawlPage) {
  const problems: string[] = [];
  const inFlight = new Set<Request>();
  const state = { width: 0 };
  const report = (problem: string) => problems.push(`[${state.width}px] ${problem}`);
  const isThePage = (url: string) => new URL(url).pathname === new URL(entry.path, "http://x").pathname;
  page.on("console", (message) => {
    const type = message.type();
    if (type !== "error" && type !== "warning") return;
    const { url, lineNumber } = message.location();
    // Chromium logs every error status, also the expected one of the page itself.
    if (entry.status !== 200 && isThePage(url) && message.text().includes(`status of ${entry.status}`))
      return;
    report(`console ${type}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
  });
  page.on("pageerror", (error) => report(`page error: ${error.message}`));
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => {
    inFlight.delete(request);
    // An image the browser stops loading because a resize picked another candidate of its srcset (a
    // slider's cards change size with the width): not a failure of the shop.
    if (request.resourceType() === "image" && request.failure()?.errorText === "net::ERR_ABORTED") return;
    report(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on("response", (response) => {
    const status = response.status();
    if (status < 400) return;
    const request = response.request();
    if (request.isNavigationRequest() && isThePage(request.url()) && status === entry.status) return;
    report(`HTTP ${status}: ${request.method()} ${response.url()}`);
  });
  return { problems, report, state, inFlight: () => inFlight.size };
}

/** Settled: fonts are in, eager images loaded, and no request is in flight. */
async function settle(page: Page, inFlight: () => number) {
  await page.waitForFunction(
    () =>
      document.fonts.status === "loaded" &&
      [...document.images].every((image) => image.complete || image.loading === "lazy"),
  );
  await expect.poll(inFlight).toBe(0);
}

/** Runs in the page: what sticks out of the viewport and makes the page scroll sideways (outermost only). */
function overflowingElements() {
  const viewport = window.innerWidth;
  const root = document.documentElement;
  if (root.scrollWidth <= viewport) return null;
  // The helpers live in here: page.evaluate sends this one function to the page.
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const describe = (element: Element) => {
    const { left, right } = element.getBoundingClientRect();
    const id = element.id ? `#${element.id}` : "";
    const classes = [...element.classList]
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join("");
    const slot = element.getAttribute("data-slot");
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${classes}${slot ? ` data-slot=${slot}` : ""}> spans x ${Math.round(left)}…${Math.round(right)}${text ? ` "${text}"` : ""}`;
  };
  /** Inside a scroller, a clipping box or a fixed layer: cannot widen the page. */
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const contained = (element: Element) => {
    if (getComputedStyle(element).position === "fixed") return true;
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== "visible" || style.position === "fixed") return true;
    }
    return false;
  };
  const sticksOut = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return (rect.width > 0 || rect.height > 0) && (rect.right > viewport + 0.5 || rect.left < -0.5);
  };
  const elements = [...document.body.querySelectorAll("*")]
    .filter((element) => sticksOut(element) && !contained(element))
    .filter((element) => !element.parentElement || !sticksOut(element.parentElement));
  return {
    scrollWidth: root.scrollWidth,
    viewport,
    elements: [
      ...elements.slice(0, 8).map(describe),
      ...(elements.length > 8 ? [`… ${elements.length - 8} more`] : []),
    ],
  };
}

/**
 * Runs in the page: CMS text that reaches the screen's edge (closer than 8 px), which a full-width section
 * allowed (images may bleed to the edge, text keeps the gutter: CmsSection.tsx). Text scrolled out of view in
 * a slider does not count.
 */
function textAtTheEdge() {
  const viewport = window.innerWidth;
  return [...document.querySelectorAll(".cms-element-text > *")].flatMap((text) => {
    const { left, right, width } = text.getBoundingClientRect();
    if (width === 0 || left < 0 || right > viewport) return [];
    if (left >= 8 && viewport - right >= 8) return [];
    const words = (text as HTMLElement).innerText.trim().replace(/\s+/g, " ").slice(0, 40);
    return [`CMS text "${words}" spans x ${Math.round(left)}…${Math.round(right)} of ${viewport}`];
  });
}

/** Runs in the page: `<img>` elements without an `alt` attribute or without `width`/`height` attributes. */
function imagesWithoutAttributes() {
  return [...document.querySelectorAll("img")].flatMap((image) => {
    const missing = ["alt", "width", "height"].filter((name) => !image.hasAttribute(name));
    return missing.length
      ? [`<img src="${image.getAttribute("src")}"> has no ${missing.join(", ")} attribute`]
      : [];
  });
}

/**
 * Checks a page the way a phone and a desktop see it. It is loaded once, at 390 px: the server's HTML does
 * not depend on the width, so hydration, layout shifts, console, requests, images and links are
 * checked there. Then the
 * same page is resized to 320 and 1280 px (media queries, `sizes`, the header's mobile and desktop layouts
 * apply as on a device of that width) and checked for overflow, CMS text at the screen's edge and, where
 * `axeAtEveryWidth` says so, by axe
 * (at 390 px every page is). Resolves to the problems found, and the links of the page no other page of the
 * run has checked yet.
 */
async function crawl(context: BrowserContext, entry: CrawlPage): Promise<string[]> {
  const page = await context.newPage();
  const { problems, report, state, inFlight } = watch(page, entry);
  const [first] = crawlWidths;
  state.width = first.width;
  await page.setViewportSize(first);
  await page.addInitScript(recordLayoutShifts);
  const response = await page.goto(entry.path);
  if (response?.status() !== entry.status) {
    report(`the page answered ${response?.status()} instead of ${entry.status}`);
  }
  await hydrated(page);
  await settle(page, inFlight);
  // CLS 0 (the performance budget): loading and hydrating the page moves nothing.
  for (const shift of await layoutShifts(page)) report(`layout shift ${shift}`);
  for (const image of await page.evaluate(imagesWithoutAttributes)) report(image);
  if (entry.results !== undefined) {
    const count = await page.locator("[data-slot=product-listing] li").count();
    if (entry.results !== count > 0) {
      report(`${count} products listed, expected ${entry.results ? "some" : "none"}`);
    }
  }
  const links = await page.evaluate(sameOriginLinks);
  for (const size of crawlWidths) {
    if (size !== first) {
      state.width = size.width;
      await page.setViewportSize(size);
      await settle(page, inFlight);
    }
    for (const text of await page.evaluate(textAtTheEdge)) report(`${text}: it touches the screen's edge`);
    const overflow = await page.evaluate(overflowingElements);
    if (overflow) {
      report(
        `horizontal overflow, scrollWidth ${overflow.scrollWidth} > ${overflow.viewport}; sticking out:\n    ${overflow.elements.join("\n    ")}`,
      );
    }
    if (size === first || entry.axeAtEveryWidth) {
      // The header and footer are the same on every page of a locale: they are checked on the pages
      // marked `checkChrome`; every page gets everything else, page-level rules included.
      const violations = await axeViolations(
        page,
        entry.checkChrome ? {} : { exclude: ["header:not(main *)", "footer:not(main *)"] },
      );
      for (const violation of violations) report(`axe ${violation}`);
      // axe scrolls elements into view: the lazy images it started must load, too.
      await settle(page, inFlight);
    }
  }
  await page.close();
  return [...problems, ...(await checkLinks(context.request, linksToCheck(entry, links)))];
}

/** A page that is a 404 may link to itself (the language switch): that is not a broken link. */
function linksToCheck(entry: CrawlPage, links: readonly string[]) {
  return entry.status === 404 ? links.filter((link) => link !== entry.path) : links;
}

/** Runs in the page: the same-origin `a[href]` targets, as path and query. */
function sameOriginLinks() {
  return [...document.querySelectorAll("a[href]")].flatMap((link) => {
    const url = new URL((link as HTMLAnchorElement).href);
    return url.origin === location.origin ? [`${url.pathname}${url.search}`] : [];
  });
}

/**
 * Claims a link for this test: true for the first test of the whole run (any worker) that finds it, so
 * each unique link is requested once. The claims live in the run's output directory (the runner is the
 * workers' parent process).
 */
function claimLink(link: string): boolean {
  const dir = path.join(test.info().project.outputDir, `.crawl-links-${process.ppid}`);
  mkdirSync(dir, { recursive: true });
  try {
    closeSync(openSync(path.join(dir, createHash("sha1").update(link).digest("hex")), "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Requests the links no other page of the run has claimed: 404 (unless expected) or any error is a problem. */
async function checkLinks(request: APIRequestContext, links: Iterable<string>): Promise<string[]> {
  const queue = [...links].filter(claimLink);
  const problems: string[] = [];
  const check = async (link: string) => {
    const status = (await request.get(link)).status();
    const expectedMissing = isExpectedMissing(new URL(link, "http://localhost").pathname);
    if (status >= 400 && !(status === 404 && expectedMissing))
      problems.push(`link ${link} answers ${status}`);
    if (status < 400 && expectedMissing) {
      problems.push(`link ${link} answers ${status}: take it off the list in e2e/expected-missing.ts`);
    }
  };
  // Four at a time, in the order found.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let link = queue.shift(); link !== undefined; link = queue.shift()) await check(link);
    }),
  );
  return problems.toSorted();
}

/**
 * One browser context per worker for all its pages, as a shopper's browser keeps one while browsing: its
 * cache and cookies carry from page to page. A fresh context per page made every page a first visit that
 * fetched and compiled the app's hundred scripts again (load to hydrated: 0.9–2.2 s against 0.75–1.0 s in a
 * warm context, 2-core machine); the first visit is the worker's first page (set in the fallback font; the
 * pages after it in Inter from the cache, components/WebFont.tsx), and a cached font that comes late
 * is layout-shift.spec.ts's own case. Each page still gets a tab of its own, closed after its checks.
 */
const crawlTest = test.extend<object, { sharedContext: BrowserContext }>({
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...devices["Desktop Chrome"],
        baseURL: String(workerInfo.project.use.baseURL),
      });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
});

// The messages say what failed at which width; tracing three pages per test for every test of the crawl
// costs CPU the 2-core machine does not have.
test.use({ trace: "off" });
for (const locale of locales) {
  test.describe(`crawl ${locale}`, () => {
    for (const entry of crawlPages[locale]) {
      crawlTest(`${entry.label}: ${entry.path}`, async ({ sharedContext }) => {
        const problems = await crawl(sharedContext, entry);
        const widths = crawlWidths.map(({ width }) => width).join(", ");
        expect(problems, `${entry.label} ${entry.path} at ${widths} px`).toEqual([]);
      });
    }
  });
}

for (const locale of locales) {
  test(`crawl ${locale}: the categories outside the browser sample answer 200 with a heading`, async ({
    request,
  }) => {
    const problems: string[] = [];
    for (const categoryPath of requestedOnly[locale]) {
      const response = await request.get(categoryPath);
      const html = await response.text();
      if (response.status() !== 200) problems.push(`${categoryPath} answers ${response.status()}`);
      else if (!/<h1[\s>]/.test(html)) problems.push(`${categoryPath} has no h1`);
    }
    expect(requestedOnly[locale].length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
}
