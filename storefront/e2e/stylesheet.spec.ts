import { expect, test, type Page } from "@playwright/test";
import { PRESSABLE_STYLE_ID } from "@shop/design-system/pressable-style";
import { crawlPages, crawlWidths } from "./crawl-pages.ts";
import { hydrated } from "./support.ts";

// ADR 6: a page inlines the rules its HTML uses and loads the rest of the stylesheet with the app
// (lib/critical-css.server.ts). Whatever the app shows later (the next page, an open menu) is styled by
// those two together, and must look as it would with the whole stylesheet. Each page's own inline rules
// style it as the whole stylesheet does, so the reference is the page loaded without JavaScript; the
// check puts its body into a page that came first (with that page's inline rules and rest) and compares
// every element's computed style, at a phone's and a desktop's width.

/**
 * The pages whose HTML is put into the first page: one of each template (home, listing, a form page,
 * landing page blocks, the richest product type, search, the shopper's forms).
 */
const nextLabels = [
  "home",
  "category cleaning",
  "service page footer/service/contact",
  "landing page showroom/commerce",
  "product machine-with-upgrades",
  "search with results",
  "register",
];
const nextPages = crawlPages["de-DE"].filter((page) => nextLabels.includes(page.label));
/** First pages: a product page (many classes inline) and the login page (few: the largest rest). */
const firstPages = ["/Clarus-Neutralreiniger/CL10001-1", "/login"];
const widths = [crawlWidths[0], crawlWidths[2]] as const;

/**
 * Per element of the body (and its ::before/::after when they render): every computed property but the
 * custom ones (the tokens; what they feed is compared), as text when `detail`, else as a short hash.
 */
function computedStyles(detail: number[] | null): string[] {
  // Serialised into the page, so its helpers live inside it. Every element's computed style lists the same
  // standard properties (then the custom ones): their names are read once. Reading `style[index]` per
  // element and property took 4.3 times as long (4.0 against 0.93 s for one pass over a category page).
  const root = getComputedStyle(document.body);
  const names = Array.from({ length: root.length }, (_, index) => root[index]!).filter(
    (name) => !name.startsWith("--"),
  );
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const describe = (style: CSSStyleDeclaration) => {
    let text = "";
    for (const name of names) text += `${name}:${style.getPropertyValue(name)};`;
    return text;
  };
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const hash = (text: string) => {
    let value = 0;
    for (let index = 0; index < text.length; index++)
      value = (Math.imul(value, 31) + text.charCodeAt(index)) | 0;
    return value.toString(36);
  };
  // Not what scripting changes: a <noscript>'s content is elements only without JavaScript.
  const elements = [...document.body.querySelectorAll("*")].filter(
    (element) => !element.closest("noscript, script, template"),
  );
  return (detail ?? elements.map((_, index) => index)).map((index) => {
    const element = elements[index]!;
    let text = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} ${describe(getComputedStyle(element))}`;
    for (const pseudo of ["::before", "::after"]) {
      const style = getComputedStyle(element, pseudo);
      if (style.content !== "none" && style.content !== "normal") text += ` ${pseudo} ${describe(style)}`;
    }
    return detail ? text : `${element.tagName}:${hash(text)}`;
  });
}

/** The first differences between two pages' computed styles, property by property. */
async function differences(
  reference: Page,
  size: { width: number; height: number },
  page: Page,
  expected: string[],
  actual: string[],
) {
  if (expected.length !== actual.length) return [`${actual.length} elements instead of ${expected.length}`];
  const wrong = expected.flatMap((hash, index) => (hash === actual[index] ? [] : [index])).slice(0, 3);
  if (wrong.length === 0) return [];
  await reference.setViewportSize(size);
  const want = await reference.evaluate(computedStyles, wrong);
  const got = await page.evaluate(computedStyles, wrong);
  return want.map((text, index) => {
    const have = new Set(got[index]!.split(";"));
    const missing = text.split(";").filter((declaration) => !have.has(declaration));
    return `${text.split(" ")[0]}: expected ${missing.slice(0, 4).join("; ")}`;
  });
}

// One test per next page: the whole comparison (14 page pairs, each at two widths, every computed
// property of every element) took 3.4 minutes alone and outgrew one test's time in a loaded `npm test`.
// With the property names read once and the reference read once per width, all seven take 55 s alone.
for (const next of nextPages) {
  test(`the inline rules and the rest of the stylesheet style the ${next.label} page as the whole stylesheet does`, async ({
    page,
    browser,
  }) => {
    // The category page (its filters: the most elements) took a minute alone on 2 cores, 17 s now.
    test.setTimeout(240_000);
    const reference = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    // Both lay text out with the fallback face: whether Inter came in time is no part of the comparison.
    for (const each of [page, reference]) await each.route(/\.woff2$/, (route) => route.abort());
    await reference.goto(next.path);
    // A <noscript>'s content shows only without JavaScript, and takes room: not the next page's layout.
    await reference.evaluate(() => {
      for (const element of document.querySelectorAll("noscript")) element.remove();
    });
    // The next page's body, and the styles React hoisted into its head (a carousel's sizes), as a
    // navigation would bring them. What only scripts add goes: the first page's mark of hydration, any
    // style a script added to the head. react-aria's global style (`touch-action` of pressable elements)
    // stays: the server writes it into every page (design-system hydration/pressableStyle.ts).
    const html = await reference.content();
    // The reference's styles at each width, for both first pages.
    const expected = new Map<number, string[]>();
    for (const size of widths) {
      await reference.setViewportSize(size);
      expected.set(size.width, await reference.evaluate(computedStyles, null));
    }
    const failures: string[] = [];
    for (const first of firstPages) {
      await page.setViewportSize(widths[0]);
      await page.goto(first);
      await hydrated(page);
      await page.waitForFunction(() =>
        [...document.styleSheets].some((sheet) => sheet.href?.includes("/stylesheet/")),
      );
      await page.evaluate(
        ([source, pressableStyleId]) => {
          const kept = `[data-critical], [data-href], #${pressableStyleId}`;
          for (const style of document.head.querySelectorAll(`style:not(${kept})`)) style.remove();
          const parsed = new DOMParser().parseFromString(source, "text/html");
          for (const style of parsed.head.querySelectorAll("style[data-href]")) document.head.append(style);
          document.body.innerHTML = parsed.body.innerHTML;
          document.documentElement.removeAttribute("data-hydrated");
        },
        [html, PRESSABLE_STYLE_ID] as const,
      );
      for (const size of widths) {
        await page.setViewportSize(size);
        const actual = await page.evaluate(computedStyles, null);
        const found = await differences(reference, size, page, expected.get(size.width)!, actual);
        if (found.length > 0) failures.push(`after ${first} at ${size.width}px: ${found.join(" | ")}`);
      }
    }
    await reference.context().close();
    expect(failures).toEqual([]);
  });
}

test("every kind of page is compared", () => {
  expect(nextPages.map((page) => page.label).toSorted()).toEqual(nextLabels.toSorted());
});

test("the rest of the stylesheet is cached for good under its URL, which names the build and the classes", async ({
  page,
  request,
}) => {
  await page.goto("/login");
  const href = await page.evaluate(
    () => /"(\/stylesheet\/[^"]+\.css)"/.exec(document.documentElement.outerHTML)?.[1],
  );
  expect(href).toMatch(/^\/stylesheet\/[\w-]+\/[\w-]+\.css$/);
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("text/css; charset=utf-8");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(await answer.text()).toContain("@layer utilities{");
  // The same for a signed-in shopper: the answer never depends on the session.
  const withSession = await request.get(href!, { headers: { Cookie: "sw-context-token=a-session" } });
  expect(withSession.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // A page from another build (its key numbers other classes) or a made-up key finds nothing.
  const otherBuild = href!.replace(/^\/stylesheet\/[\w-]+\//, "/stylesheet/0123456789/");
  expect((await request.get(otherBuild)).status()).toBe(404);
  expect((await request.get(href!.replace(/[\w-]+\.css$/, "AAAA.css"))).status()).toBe(404);
});

// Custom properties declared on every element are styled into every element and pseudo-element of the page
// in its first style pass: Panda's base preset declared 33 such defaults for utilities the shop does not use
// (panda.config.ts drops them). What the stylesheet reads must still be there: a `var()` without a fallback
// names a property the stylesheet declares, or the declaration that reads it is dropped.
test("the stylesheet declares no custom property on every element, and reads none it never declares", async ({
  request,
}) => {
  // The login page inlines the fewest rules; its inline rules and its rest are the whole stylesheet.
  const html = await (await request.get("/login")).text();
  const inline = [...html.matchAll(/<style data-critical[^>]*>(.*?)<\/style>/gs)].map((match) => match[1]);
  const href = /"(\/stylesheet\/[^"]+\.css)"/.exec(html)?.[1];
  expect(inline).toHaveLength(1);
  expect(href).toBeDefined();
  const css = inline[0] + (await (await request.get(href!)).text());
  const rules = [...css.matchAll(/([^{};]*)\{([^{}]*)\}/g)].map(([, selector, block]) => ({
    selector: selector!.trim(),
    block: block!,
  }));
  expect(rules.length).toBeGreaterThan(1000);
  const universal = rules.filter(
    ({ selector, block }) =>
      selector.split(",").some((part) => part.trim() === "*") && /(^|;)\s*--[\w-]+\s*:/.test(block),
  );
  expect(universal.map(({ selector }) => selector)).toEqual([]);
  const declared = new Set(
    rules.flatMap(({ block }) => [...block.matchAll(/(?:^|;)\s*(--[\w-]+)\s*:/g)].map((m) => m[1])),
  );
  expect(declared.has("--colors-fg")).toBe(true);
  // Set in an element's style attribute: a swatch's colour (Checkbox, VariantPicker), a popover's width
  // (react-aria's Popover, from its trigger).
  const setByElements = ["--swatch-color", "--trigger-width"];
  const readWithoutFallback = new Set([...css.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]!));
  expect([...readWithoutFallback].filter((name) => !declared.has(name)).toSorted()).toEqual(setByElements);
});

// A style element put into <head> while the page hydrates (react-aria prepends one when the first pressable
// element mounts) makes Chrome gather the page's font faces again and lay all its text out anew
// (design-system hydration/pressableStyle.ts). The server writes react-aria's, so hydration adds none, and
// the font faces load once.
test("hydrating a page puts no style element into its head, and its fonts load once", async ({ page }) => {
  await page.addInitScript(() => {
    const record = window as unknown as { addedStyles: string[]; fontLoads: number };
    record.addedStyles = [];
    record.fontLoads = 0;
    document.fonts.addEventListener("loading", () => (record.fontLoads += 1));
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLStyleElement && document.readyState !== "loading")
            record.addedStyles.push(node.outerHTML.slice(0, 120));
    }).observe(document, { childList: true, subtree: true });
  });
  // Category and search pages: filters, sort field, cards, all of them pressable.
  for (const path of ["/Reinigungsmittel/", "/fr-CH/search?search=nettoyant"]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator(`#${PRESSABLE_STYLE_ID}`)).toHaveCount(1);
    const { addedStyles, fontLoads } = await page.evaluate(() => {
      const record = window as unknown as { addedStyles: string[]; fontLoads: number };
      return { addedStyles: record.addedStyles, fontLoads: record.fontLoads };
    });
    expect(addedStyles, path).toEqual([]);
    expect(fontLoads, path).toBeLessThanOrEqual(1);
  }
});

// The shell's own styles (components/shell-styles.ts) are global rules on data attributes, which name no
// class: every page inlines them, whatever its classes. Checked on a page the shell alone renders (the 404
// page), without JavaScript and without the rest of the stylesheet, so only the inline rules apply.
test("every page's inline rules style the shell: the page frame, the font probe, a visually hidden heading", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(/\/stylesheet\//, (route) => route.abort());
  const response = await page.goto("/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  const styles = await page.evaluate(() => {
    const heading = document.createElement("h1");
    heading.setAttribute("data-visually-hidden", "");
    heading.textContent = "Reinigungsmittel";
    document.querySelector("main")!.prepend(heading);
    // page.evaluate sends this one function to the page: its helper lives in it.
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const style = (selector: string) => {
      const element = document.querySelector(selector)!;
      const { display, flexDirection, position, visibility, overflow, clip } = getComputedStyle(element);
      const { width, height } = element.getBoundingClientRect();
      return { display, flexDirection, position, visibility, overflow, clip, width, height };
    };
    return {
      frame: style("[data-page-frame]"),
      frameHeight: document.querySelector("[data-page-frame]")!.getBoundingClientRect().height,
      probe: style("[data-font-probe]"),
      heading: style("h1[data-visually-hidden]"),
    };
  });
  expect(styles.frame).toMatchObject({ display: "flex", flexDirection: "column" });
  expect(styles.frameHeight).toBeGreaterThanOrEqual(page.viewportSize()!.height);
  expect(styles.probe).toMatchObject({ position: "absolute", visibility: "hidden", width: 0, height: 0 });
  expect(styles.heading).toMatchObject({ position: "absolute", overflow: "hidden", width: 1, height: 1 });
  expect(styles.heading.clip).toBe("rect(0px, 0px, 0px, 0px)");
  await context.close();
});
