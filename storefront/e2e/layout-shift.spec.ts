/**
 * CLS 0 (the performance budget): loading and hydrating a page moves nothing. Controls that only work with
 * JavaScript keep their place invisible until hydrated (components/hydration-styles.ts); parts that depend
 * on a choice (business fields, a different shipping address) are shown by CSS from the choice itself, the
 * same before and after hydration. The crawl holds every other page to the same (crawl.spec.ts).
 */
import { expect, test } from "@playwright/test";
import { hydrated, layoutShifts, recordLayoutShifts } from "./support.ts";

/** Each page by locale prefix: `""` (de-DE) and `"/fr-CH"`. */
const pages: { name: string; path: (prefix: string) => string }[] = [
  { name: "registration", path: (prefix) => `${prefix}/register` },
  { name: "store finder with results", path: (prefix) => `${prefix}/store-finder?search=1700&radius=30` },
  { name: "quotation request", path: (prefix) => `${prefix}/quotation-request` },
  // Lazy slide images without a definite width grew from 0 to their height when they arrived.
  {
    name: "image sliders",
    path: (prefix) => (prefix ? `${prefix}/showroom/carrousels-et-videos` : "/showroom/slider-und-videos"),
  },
  // A guest's list is in the browser: the server's placeholder and the empty list are equally tall.
  { name: "guest wishlist (empty)", path: (prefix) => `${prefix}/wishlist` },
];

/** Runs in the page: every image the viewport shows has arrived (lazy ones included). */
function visibleImagesLoaded() {
  return [...document.images].every((image) => {
    const { top, right, bottom, left, width } = image.getBoundingClientRect();
    const outside = bottom < 0 || top > window.innerHeight || right < 0 || left > window.innerWidth;
    return image.complete || width === 0 || outside;
  });
}

for (const prefix of ["", "/fr-CH"]) {
  for (const { name, path } of pages) {
    test(`${name} (${prefix || "de-DE"}): no layout shift at 390 px while it loads and hydrates`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(recordLayoutShifts);
      await page.goto(path(prefix));
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForFunction(visibleImagesLoaded);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
}

// The browser paints the HTML as it streams in, the footer last: on a page shorter than the window a
// half-parsed footer must not change where anything above it is (it did when the content grew to fill the
// window: the CI's layout-shift run saw the content jump by 360 px when the rest of the footer arrived).
for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a short page at ${width} px: a footer still arriving moves nothing above it`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/fr-CH/wishlist");
    await hydrated(page);
    const above = () =>
      page.evaluate(() => {
        const footer = document.querySelector("footer")!;
        const rects = [...footer.parentElement!.children]
          .filter((element) => element !== footer)
          .map((element) => element.getBoundingClientRect());
        return { rects: rects.map((rect) => [rect.top, rect.height]), footerTop: footer.offsetTop };
      });
    const complete = await above();
    // What a browser shows of the footer before its links arrive: the first column's heading.
    await page.locator("footer").evaluate((footer) => {
      const first = footer.querySelector("h2")!;
      footer.replaceChildren(first);
    });
    expect(await above()).toEqual(complete);
  });
}

test("registration: the business fields and the shipping address follow their choice, also without JavaScript", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/register");
    if (javaScriptEnabled) await hydrated(page);
    const company = page.getByRole("textbox", { name: "Firma", exact: true });
    const shipping = page.getByRole("group", { name: "Lieferadresse" });
    await expect(company).toBeHidden();
    await expect(shipping).toBeHidden();
    await page.getByText("Geschäftskunde", { exact: true }).click();
    await expect(company).toBeVisible();
    await page.getByText("An eine andere Adresse liefern").click();
    await expect(shipping).toBeVisible();
    await page.getByText("Privatkunde", { exact: true }).click();
    await expect(company).toBeHidden();
    await context.close();
  }
});

// A page that expects Inter from the cache (an earlier page cached it, components/WebFont.tsx) on a phone
// whose cache has lost it, on a slow network: Inter arrives after the first paint. The page keeps the
// fallback it painted with (font-display: optional, design-system/src/fonts.ts) instead of swapping Inter in when the app's
// stylesheet and islands arrive: that swap rewrapped the category's heading and moved the listing (0.028 at
// 390 px) and the header's menu (0.002 at 1280 px) a second after the first paint. Inter's face is taken out
// when its file arrives, not at the first paint (paint-first.server.ts): the arrival makes Chrome lay all
// text out again anyway, and taken out at the first paint it cost a whole restyle and layout of its own.
for (const { width, path } of [
  { width: 390, path: "/fr-CH/Produits-de-nettoyage/Nettoyants-pour-sols/Nettoyants-d-entretien/" },
  { width: 1280, path: "/Reinigungsmittel/Bodenreiniger/Unterhaltsreiniger/" },
]) {
  test(`a late web font at ${width} px: nothing moves, the page keeps the font it painted with`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    // An earlier page: it caches Inter once loaded and remembers it.
    await page.goto("/login");
    await hydrated(page);
    await page.waitForFunction(() => localStorage.getItem("shop:web-font"));
    const font = { release: () => {} };
    const held = new Promise<void>((resolve) => (font.release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(recordLayoutShifts);
    // Routing a request turns the browser's cache off: the file comes from the network, held back. The
    // preload of the font holds the load event back, and with it the app.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    // The first paint's observer has run (a frame later).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    const inter = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family === "Inter Variable")
          .map((face) => face.status)
          .toSorted(),
      );
    expect(await inter(), "Inter's latin face waits in the page for its file").toEqual([
      "loading",
      "unloaded",
    ]);
    font.release();
    await hydrated(page);
    // The font has come, the islands have loaded their code and rendered.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShifts(page)).toEqual([]);
    expect(await inter(), "Inter's latin face is taken out of this page").toEqual(["unloaded"]);
    // Without the delay, the page paints with Inter and keeps it.
    await page.unroute(/\.woff2$/);
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await inter()).toEqual(["loaded", "unloaded"]);
  });
}

// CMS blocks, listing cards and the footer off screen after the first paint are skipped by the browser
// until they near the viewport (content-visibility, design-system skipOffscreen, ADR 6). Skipping them moves
// nothing (each keeps the height it was rendered with: the page is as tall as with all of it rendered), and
// scrolling the page through, a screen at a time, each one in view has been rendered (the browser says so
// with its `contentvisibilityautostatechange` event) and nothing in view moves.
for (const { width, path } of [
  { width: 390, path: "/" },
  { width: 1280, path: "/fr-CH/" },
  { width: 390, path: "/Reinigungsmittel/" },
  { width: 390, path: "/Clarus-Neutralreiniger/CL10001-1" },
]) {
  test(`scrolling ${path} through at ${width} px: what comes into view is rendered and moves nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.addInitScript(recordLayoutShifts);
    await page.addInitScript(() => {
      const rendered = new Set<Element>();
      (window as unknown as { rendered: Set<Element> }).rendered = rendered;
      document.addEventListener(
        "contentvisibilityautostatechange",
        (event) => {
          const { skipped, target } = event as Event & { skipped: boolean; target: Element };
          if (skipped) rendered.delete(target);
          else rendered.add(target);
        },
        { capture: true },
      );
    });
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    const skippable = page.locator("[data-skippable]");
    const states = await skippable.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).contentVisibility),
    );
    expect(states, "what is off screen is skipped").toContain("auto");
    expect(states[0], "the first block is in view and rendered").toBe("visible");
    if (path === "/Reinigungsmittel/") {
      await expect(page.locator("[data-slot='product-listing'] li").first()).not.toHaveAttribute(
        "data-offscreen",
      );
      await expect(page.locator("[data-slot='product-listing'] li[data-offscreen]")).not.toHaveCount(0);
    }
    // Skipped after the first paint, each part keeps its height: the same as with everything rendered.
    const changed = await page.evaluate(async () => {
      const skipped = [...document.querySelectorAll("[data-offscreen]")];
      // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const heights = () => skipped.map((element) => element.getBoundingClientRect().height);
      const before = heights();
      for (const element of skipped) element.removeAttribute("data-offscreen");
      await frame();
      const rendered = heights();
      for (const element of skipped) element.setAttribute("data-offscreen", "");
      await frame();
      return skipped
        .map((element, index) => `${element.className}: ${before[index]} → ${rendered[index]}`)
        .filter((_, index) => before[index] !== rendered[index]);
    });
    expect(changed).toEqual([]);
    for (let atEnd = false; !atEnd;) {
      const notRendered = await page.evaluate(async () => {
        window.scrollBy(0, window.innerHeight);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const { rendered } = window as unknown as { rendered: Set<Element> };
        return [...document.querySelectorAll("[data-offscreen]")]
          .filter((element) => {
            const { top, bottom } = element.getBoundingClientRect();
            return bottom > 0 && top < window.innerHeight && !rendered.has(element);
          })
          .map((element) => element.className);
      });
      expect(notRendered, "in view but not rendered").toEqual([]);
      atEnd = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
    }
    expect(await layoutShifts(page)).toEqual([]);
  });
}
