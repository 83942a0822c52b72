import { Transform } from "node:stream";
import { OFFSCREEN_ATTRIBUTES } from "@shop/design-system";
import { WEB_FONT_ATTRIBUTE } from "@shop/design-system/fonts";
import { shellAttributes } from "../components/shell-styles.ts";

/**
 * Paint first, then load the app (ADR 6). React Router's `<Scripts>` puts a modulepreload for every chunk
 * of the page into `<head>` and an async inline module that imports them at the end of `<body>`: the
 * browser fetches all of it while it fetches the stylesheet and the LCP image, and runs it, hydration
 * included, before its first paint. The server HTML is a complete page that works without JavaScript, so
 * this transform holds the app back until the page has loaded (the load event: the eager images and a
 * preloaded font are in), then adds the stylesheet, starts the same inline module and adds the modulepreloads, in short
 * tasks.
 *
 * It rewrites the document (entry.server renders it at once):
 * - `<link rel="modulepreload" href="…"/>` are taken out of `<head>`; their hrefs are kept;
 * - with `pageStylesheet`, the shop's render-blocking stylesheet becomes a `<style>` with the rules this
 *   page's HTML uses, and the rest of it (critical-css.server.ts) loads with the app; React never sees the
 *   stylesheet's link (root.tsx declares it for the server only), so it neither adds nor replaces it;
 * - `<script … type="module" async="">CODE</script>` becomes a classic script (same element, other
 *   attributes kept, e.g. a nonce) that runs `startAppAfterLoad(CODE, preloads, stylesheets)`;
 * - the loader data's scripts (`streamController.enqueue("…")`, `.close()`) become JSON data blocks that the
 *   app's entry puts into the stream once hydration has started (lib/loader-data.browser.ts): a script of 50–100 KB of string literal took 15 ms to compile and
 *   11 ms to run in the task that parses the page (×4 at Lighthouse's CPU), `JSON.parse` of the same text
 *   under 2 ms.
 * React hydrates the same elements (RR renders them with `suppressHydrationWarning`); the preload links
 * are found again by href when React hoists them on the client.
 */
export function paintFirst(pageStylesheet?: PageStylesheet): Transform {
  const decoder = new TextDecoder();
  let html = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      html += decoder.decode(chunk, { stream: true });
      callback();
    },
    flush(callback) {
      html += decoder.decode();
      callback(null, new TextEncoder().encode(rewrite(html, pageStylesheet)));
    },
  });
}

/**
 * A page's CSS: the rules its HTML uses (inline), where the rest of the stylesheet is, and style elements
 * written just before the inline rules (`styleElements`, HTML: react-aria's pressable style).
 */
export type PageStylesheet = (html: string) => { inline: string; rest: string; styleElements?: string };

function rewrite(html: string, pageStylesheet: PageStylesheet | undefined): string {
  const preloads: string[] = [];
  const stylesheets: string[] = [];
  let page = html.replace(MODULEPRELOAD, (_, href: string) => {
    preloads.push(decodeAttribute(href));
    return "";
  });
  if (pageStylesheet) {
    const { inline, rest, styleElements = "" } = pageStylesheet(page);
    const critical = inline.replace(/<\/style/gi, "<\\/style");
    // The first is the shop's stylesheet (root.tsx): its rules are inline, the rest loads with the app. Any
    // other (a route's own) loads with the app as it is.
    page = page.replace(STYLESHEET, (_, href: string) => {
      stylesheets.push(stylesheets.length === 0 ? rest : decodeAttribute(href));
      return stylesheets.length === 1 ? `${styleElements}<style data-critical="">${critical}</style>` : "";
    });
  }
  page = page.replace(STREAM_SCRIPT, (_, literal: string | undefined) =>
    literal === undefined
      ? '<script type="application/json" data-stream="end"></script>'
      : `<script type="application/json" data-stream="chunk">${literal}</script>`,
  );
  let started = false;
  page = page.replace(MODULE_SCRIPT, (_, before: string, after: string, code: string) => {
    started = true;
    const args = [
      code,
      preloads,
      stylesheets,
      OFFSCREEN_ATTRIBUTES,
      shellAttributes.fontProbe,
      WEB_FONT_ATTRIBUTE,
    ]
      .map(scriptLiteral)
      .join(",");
    return `<script id="${START_ID}"${before}${after}>(${startAppAfterLoad.toString()})(${args});</script>`;
  });
  // The page renders once it is parsed, not before. Otherwise Chrome lays out and paints what it has parsed
  // whenever its parser yields (home page: four layouts while parsing, 24-44 ms each, and the
  // last one of the whole page), all of it work the shopper's phone does for frames no one looks at: the
  // whole document arrives at once (entry.server renders it completely, this transform sends it in one
  // piece). After the start script come only the loader data's blocks, which show nothing.
  return started
    ? page.replace("</head>", `<link rel="expect" href="#${START_ID}" blocking="render"/></head>`)
    : page;
}

/** The id of the script that starts the app: the body's last element but the loader data. */
const START_ID = "app-start";

// Attributes in any order: React Router adds the CSP nonce to its links (security-headers.server.ts).
const MODULEPRELOAD = /<link(?=[^>]*\srel="modulepreload")[^>]*\shref="([^"]+)"[^>]*>/g;
const STYLESHEET =
  /<link(?=[^>]*\srel="stylesheet")(?=[^>]*\sdata-precedence="default")[^>]*\shref="([^"]+\.css)"[^>]*>/g;
// React Router's single-fetch data (StreamTransfer): a JSON string literal, HTML-escaped (no `<` in it).
const STREAM_SCRIPT =
  /<script[^>]*>window\.__reactRouterContext\.streamController\.(?:enqueue\(("[\s\S]*?")\)|close\(\));<\/script>/g;
const MODULE_SCRIPT = /<script([^>]*?) type="module" async=""([^>]*)>([\s\S]*?)<\/script>/g;

/** A JavaScript literal of a JSON value that is safe inside an HTML `<script>` element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function decodeAttribute(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"');
}

/**
 * Runs in the browser (serialised into the page): at the first paint, keep its fonts; once the page has
 * loaded and been rendered, let the browser skip what is off screen, add the rest of the stylesheet, start
 * React Router's inline module and preload the app's deeper chunks in parallel, each in a short task of its
 * own.
 */
function startAppAfterLoad(
  code: string,
  preloads: string[],
  stylesheets: string[],
  offscreen: { skippable: string; offscreen: string },
  fontProbe: string,
  webFont: string,
) {
  // The page's CSP nonce (security-headers.server.ts), readable only while this script runs.
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce;
  // The start is cut into short tasks (a long one is what Lighthouse's TBT counts, ×4 on its phone): in one
  // task, appending the stylesheet and some 20 modulepreload links took 22–61 ms at 4× CPU, each link
  // 0.2–16 ms (it starts its request). Later tasks come before any of the requests answers. The function is
  // serialised into the page, so its helpers live inside it.
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const later = (next: () => void) => setTimeout(next, 0);
  const PRELOADS_PER_TASK = 4;
  const preload = (from: number) => {
    for (const href of preloads.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    if (from + PRELOADS_PER_TASK < preloads.length) later(() => preload(from + PRELOADS_PER_TASK));
  };
  const startModule = () => {
    // The module requests its direct imports at once; the preloads request the deeper ones in parallel.
    const script = document.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = code;
    document.head.append(script);
    later(() => preload(0));
  };
  const start = () => {
    started = true;
    for (const rule of facesToTakeOut.splice(0)) removeRule(rule);
    for (const href of stylesheets) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.dataset.precedence = "default";
      document.head.append(link);
    }
    later(startModule);
  };
  // The page keeps the fonts of its first paint (design-system/src/fonts.ts): a `font-display: optional`
  // face whose file was not there when the page's text was laid out for the first paint was not used for
  // it, but Chrome would use it for text it lays out again later (when the stylesheet and the islands
  // arrive, or any restyle after the file came), and that text would move. The font probe
  // (components/FontProbe.tsx) was laid out with the page's first text and is never restyled before this
  // runs: its two widths are equal when that text got the fallback. Then such a face is taken out; the
  // file still loads into the cache for the next page. A face whose file is still on its way is taken out
  // when it arrives, in the same task (its `loaded` promise): the arrival makes Chrome lay all text out
  // again anyway, and the two changes are then one style and layout pass. Taken out at the first paint
  // instead, it cost a pass of its own (360 elements restyled and the whole page laid out, 20-45 ms on the
  // 2-core machine, right after the first paint) and the arrival another. A face the page never asked for
  // (its unicode-range is not on the page) stays: taking a rule out makes Chrome restyle and lay out the
  // whole page again.
  // Deciding by when the file had arrived (before or after the first contentful paint) was wrong for a file
  // that came just before the paint but after the layout it showed: the page kept Inter, and the French
  // store finder's heading went from one line to two when the islands hydrated (a shift of 0.032 at
  // 390 px in 2 of 6 runs of the crawl; 3 of 8 page loads with the font released 420-560 ms after the
  // response, at 4x CPU). Runs at the first contentful paint, or before the app starts if that comes
  // first (a hidden tab paints nothing). Inside: this function is serialised.
  // A face the page has loaded and will not use is taken out at once, unless the page has loaded and the
  // app starts with the next frame: then `start` takes it out, in the task that adds the rest of the
  // stylesheet, and Chrome restyles the page once for both. Taken out on its own, a face cost a pass of
  // its own (every element restyled, 21 ms, and the page laid out, 9 ms, on the French category page in a
  // Lighthouse run where Inter came 101 ms after the first layout) and the stylesheet another.
  let fontsKept = false;
  let loaded = false;
  let started = false;
  const facesToTakeOut: CSSFontFaceRule[] = [];
  // Serialised with the function below: it stays inside.
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const removeRule = (rule: CSSFontFaceRule) => {
    const sheet = rule.parentStyleSheet;
    const index = sheet ? [...sheet.cssRules].indexOf(rule) : -1;
    if (sheet && index >= 0) sheet.deleteRule(index);
  };
  const remove = (rule: CSSFontFaceRule) => {
    if (loaded && !started) facesToTakeOut.push(rule);
    else removeRule(rule);
  };
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  function keepFirstPaintFonts() {
    if (fontsKept) return;
    fontsKept = true;
    // A page set in the fallback (components/WebFont.tsx) uses no web font: nothing to keep or take out, and
    // reading the probe would lay the page out.
    if (!document.documentElement.hasAttribute(webFont)) return;
    const probe = document.querySelector(`[${fontProbe}]`);
    if (!probe) return;
    const [page, fallback] = Array.from(probe.children, (span) => span.getBoundingClientRect().width);
    if (page === undefined || fallback === undefined || Math.abs(page - fallback) >= 1) return;
    const faces = [...document.fonts];
    for (const sheet of document.styleSheets) {
      if (sheet.href) continue;
      // A copy: rules are taken out while it is walked.
      for (const rule of Array.from(sheet.cssRules)) {
        if (!(rule instanceof CSSFontFaceRule) || rule.style.getPropertyValue("font-display") !== "optional")
          continue;
        // The CSS face Chrome loads for this rule (same family and range).
        const family = rule.style.getPropertyValue("font-family").replace(/^["']|["']$/g, "");
        const range = rule.style.getPropertyValue("unicode-range").replace(/\s/g, "").toLowerCase();
        const face = faces.find(
          (candidate) =>
            candidate.family.replace(/^["']|["']$/g, "") === family &&
            candidate.unicodeRange.replace(/\s/g, "").toLowerCase() === range,
        );
        if (face?.status === "loaded") remove(rule);
        else if (face?.status === "loading")
          face.loaded.then(
            () => remove(rule),
            () => {},
          );
      }
    }
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    keepFirstPaintFonts();
  }).observe({ type: "paint", buffered: true });
  // Parts of the page that may be skipped (design-system skipOffscreen: CMS blocks, listing cards, the
  // footer) and are off screen once the page has loaded are skipped from then on, each at the height it was
  // rendered with, before the app starts: the restyle for the rest of the stylesheet and the layouts while islands
  // hydrate leave them out. An intersection observer reports after the next frame (everything parsed has
  // been rendered once, so each keeps its height) and from the browser's own layout: reading positions
  // here laid the page out again, in one task. A hidden tab renders no frames: it starts at once.
  // The font probe is read there too when the first paint's observer has not run yet: at the `load` event
  // the page's layout may be stale (a font that came after the first layout), and reading the probe then
  // laid the whole page out in that task (587 objects, 14 ms in the run above).
  const afterLoad = () => {
    loaded = true;
    const parts = document.querySelectorAll(`[${offscreen.skippable}]`);
    if (document.visibilityState !== "visible" || parts.length === 0 || !("IntersectionObserver" in window)) {
      keepFirstPaintFonts();
      start();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      keepFirstPaintFonts();
      for (const entry of entries)
        if (!entry.isIntersecting) entry.target.setAttribute(offscreen.offscreen, "");
      start();
    });
    for (const part of parts) observer.observe(part);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}
