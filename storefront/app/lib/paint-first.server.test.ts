import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { paintFirst, type PageStylesheet } from "./paint-first.server.ts";

const html = [
  '<!DOCTYPE html><html lang="de-DE"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
  '</head><body><main id="main"><img src="/media/a.png" alt="A" fetchPriority="high"/></main>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>',
  '<!--$--><script nonce="n1">window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\"\\u003c/script>\\"]\\n");</script>',
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>',
].join("");

/** Runs the transform over `input` cut into pieces of `size` bytes. */
async function transform(input: string, size: number, pageStylesheet?: PageStylesheet): Promise<string> {
  const bytes = Buffer.from(input);
  const pieces = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(pieces).pipe(paintFirst(pageStylesheet)))
    chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** A `setTimeout` for the page's start: `run()` runs the tasks it was given, in order, each as a task. */
function tasks() {
  const queue: (() => void)[] = [];
  return {
    setTimeout: (next: () => void) => void queue.push(next),
    run() {
      while (queue.length > 0) queue.shift()!();
    },
  };
}

describe("paintFirst", () => {
  it("takes the modulepreloads out and starts the app's module after the load event", async () => {
    const out = await transform(html, 1 << 20);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"');
    expect(out).toContain('<img src="/media/a.png" alt="A" fetchPriority="high"/>');
    expect(out).toContain('addEventListener("load"');
    expect(out).toContain('["/assets/entry.client-1.js","/assets/root-2.js"]');
    // The module's code is a string literal that cannot close the script element.
    expect(out).toContain(
      '"import * as route0 from \\"/assets/root-2.js\\";\\nimport(\\"/assets/entry.client-1.js\\");"',
    );
    // The loader data is data until the app starts, not a script to compile while the page is parsed.
    expect(out).not.toContain('streamController.enqueue("');
    expect(out).toContain(
      '<!--$--><script type="application/json" data-stream="chunk">"[{\\"_1\\":2},\\"loaderData\\",\\"\\u003c/script>\\"]\\n"</script>' +
        '<script type="application/json" data-stream="end"></script><!--/$-->',
    );
  });

  it("holds the first render until the start script (only loader data after it) is parsed", async () => {
    const out = await transform(html, 64);
    expect(out).toContain('<link rel="expect" href="#app-start" blocking="render"/></head>');
    expect(out).toContain('<script id="app-start">(function startAppAfterLoad');
    // Without the app's script (a page that loads none) nothing waits for it.
    const plain = await transform("<html><head></head><body><p>Hallo</p></body></html>", 64);
    expect(plain).not.toContain("expect");
  });

  it("gives the same page however the stream is cut", async () => {
    const whole = await transform(html, 1 << 20);
    for (const size of [1, 7, 64, 333]) expect(await transform(html, size)).toBe(whole);
  });

  it("runs the module as it was and keeps other attributes of its script (a nonce)", async () => {
    const out = await transform(
      '<head><link rel="modulepreload" href="/a.js"/></head><body><script nonce="n0" type="module" async="">import("/a.js");</script></body>',
      5,
    );
    expect(out).toMatch(
      /^<head><link rel="expect" href="#app-start" blocking="render"\/><\/head><body><script id="app-start" nonce="n0">\(function startAppAfterLoad/,
    );
    const added: { tag: string; props: Record<string, string> }[] = [];
    const element = (tag: string) => {
      const props: Record<string, string> = {};
      added.push({ tag, props });
      return props;
    };
    const document = {
      // Set in Inter (components/WebFont.tsx): the probe is read.
      documentElement: { hasAttribute: () => true },
      readyState: "complete",
      createElement: element,
      head: { append: () => undefined },
      // No font probe: the fonts stay as they are.
      querySelector: () => null,
      querySelectorAll: () => [],
    };
    const code = out.slice(out.indexOf(">", out.indexOf("<script")) + 1, out.lastIndexOf("</script>"));
    const queue = tasks();
    new Function("document", "window", "setTimeout", code)(document, {}, queue.setTimeout);
    queue.run();
    expect(
      added.map(({ tag, props }) => [tag, props.rel ?? props.type, props.href ?? props.textContent]),
    ).toEqual([
      ["script", "module", 'import("/a.js");'],
      ["link", "modulepreload", "/a.js"],
    ]);
  });

  it("keeps the loader data as JSON blocks for the entry, and starts the module", async () => {
    const out = await transform(html, 64);
    const events: string[] = [];
    const blocks = [
      ...out.matchAll(/<script type="application\/json" data-stream="(\w+)">([^<]*)<\/script>/g),
    ];
    expect(blocks.map(([, kind]) => kind)).toEqual(["chunk", "end"]);
    expect(JSON.parse(blocks[0]![2]!)).toBe('[{"_1":2},"loaderData","</script>"]\n');
    const document = {
      // Set in Inter (components/WebFont.tsx): the probe is read.
      documentElement: { hasAttribute: () => true },
      readyState: "complete",
      createElement: () => ({ dataset: {} }),
      head: { append: (element: { type?: string }) => events.push(`append ${element.type ?? "link"}`) },
      // No font probe: the fonts stay as they are.
      querySelector: () => null,
      querySelectorAll: (selector: string) =>
        selector === "script[data-stream]"
          ? blocks.map(([, kind, text]) => ({ dataset: { stream: kind }, textContent: text }))
          : [],
    };
    // The entry feeds React Router's stream (lib/loader-data.browser.ts), not the start.
    const streamController = {
      enqueue: (chunk: string) => events.push(`enqueue ${chunk}`),
      close: () => events.push("close"),
    };
    const start = out.indexOf("(function startAppAfterLoad");
    const code = out.slice(start, out.indexOf("</script>", start));
    const queue = tasks();
    new Function("document", "window", "PerformanceObserver", "setTimeout", code)(
      document,
      { __reactRouterContext: { streamController } },
      class {
        observe() {}
      },
      queue.setTimeout,
    );
    queue.run();
    expect(events).toEqual(["append module", "append link", "append link"]);
  });

  it("marks the parts that may be skipped and are off screen before the rest of the stylesheet comes", async () => {
    const out = await transform(html, 1 << 20, () => ({ inline: "", rest: "/rest.css" }));
    const events: string[] = [];
    const part = (name: string) => ({
      name,
      setAttribute: (attribute: string) => events.push(`${attribute} ${name}`),
    });
    const parts = [part("above"), part("in view"), part("below")];
    const document = {
      // Set in Inter (components/WebFont.tsx): the probe is read.
      documentElement: { hasAttribute: () => true },
      readyState: "complete",
      visibilityState: "visible",
      createElement: () => ({ dataset: {} }),
      head: { append: (element: { rel?: string }) => events.push(`append ${element.rel ?? "module"}`) },
      // No font probe: the fonts stay as they are.
      querySelector: () => null,
      querySelectorAll: (selector: string) => (selector === "[data-skippable]" ? parts : []),
    };
    let report: ((entries: { target: unknown; isIntersecting: boolean }[]) => void) | undefined;
    const observed: unknown[] = [];
    class IntersectionObserver {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(target: unknown) {
        observed.push(target);
      }
      disconnect() {}
    }
    const start = out.indexOf("(function startAppAfterLoad");
    const code = out.slice(start, out.indexOf("</script>", start));
    const queue = tasks();
    new Function("document", "window", "PerformanceObserver", "IntersectionObserver", "setTimeout", code)(
      document,
      { IntersectionObserver },
      class {
        observe() {}
      },
      IntersectionObserver,
      queue.setTimeout,
    );
    // Nothing until the browser has rendered the page and reported what is in view.
    expect(observed).toEqual(parts);
    expect(events).toEqual([]);
    report!(parts.map((target) => ({ target, isIntersecting: target.name === "in view" })));
    // The observer's task marks and adds the stylesheet; the module starts in a task of its own.
    expect(events).toEqual(["data-offscreen above", "data-offscreen below", "append stylesheet"]);
    queue.run();
    expect(events.slice(3)).toEqual(["append module", "append modulepreload", "append modulepreload"]);
  });

  it("starts in short tasks: the module in one, then a few modulepreloads in each", async () => {
    const links = Array.from(
      { length: 10 },
      (_, index) => `<link rel="modulepreload" href="/c${index}.js"/>`,
    );
    const out = await transform(
      `<head>${links.join("")}</head><body><script type="module" async="">import("/c0.js");</script></body>`,
      1 << 20,
    );
    const appendedInTask: string[][] = [];
    let current: string[] = [];
    const queue = tasks();
    const document = {
      // Set in Inter (components/WebFont.tsx): the probe is read.
      documentElement: { hasAttribute: () => true },
      readyState: "complete",
      createElement: (tag: string) => ({ tag, dataset: {} }),
      head: {
        append: (element: { tag: string; href?: string }) => current.push(element.href ?? element.tag),
      },
      // No font probe: the fonts stay as they are.
      querySelector: () => null,
      querySelectorAll: () => [],
    };
    const code = out.slice(out.indexOf(">", out.indexOf("<script")) + 1, out.lastIndexOf("</script>"));
    new Function("document", "window", "setTimeout", code)(document, {}, (next: () => void) =>
      queue.setTimeout(() => {
        current = [];
        next();
        appendedInTask.push(current);
      }),
    );
    queue.run();
    expect(appendedInTask).toEqual([
      ["script"],
      ["/c0.js", "/c1.js", "/c2.js", "/c3.js"],
      ["/c4.js", "/c5.js", "/c6.js", "/c7.js"],
      ["/c8.js", "/c9.js"],
    ]);
  });

  it("inlines the page's CSS instead of the stylesheet; the rest of it loads with the app", async () => {
    const out = await transform(html, 100, (page) => ({
      inline: `/* ${page.includes('alt="A"') ? "page" : "?"} */`,
      rest: "/stylesheet/v1/rest.css",
    }));
    expect(out).not.toContain('<link rel="stylesheet"');
    expect(out).not.toContain("/assets/app.css");
    expect(out).toContain(
      '<style data-critical="">/* page */</style><link rel="expect" href="#app-start" blocking="render"/></head>',
    );
    expect(out).toContain(
      '["/stylesheet/v1/rest.css"],{"skippable":"data-skippable","offscreen":"data-offscreen"},"data-font-probe","data-web-font");',
    );
  });

  it("writes the page's other style elements just before its inline rules", async () => {
    const out = await transform(html, 100, () => ({
      inline: "/* page */",
      rest: "/rest.css",
      styleElements: '<style id="react-aria-pressable-style">/* pressable */</style>',
    }));
    expect(out).toContain(
      '<style id="react-aria-pressable-style">/* pressable */</style><style data-critical="">/* page */</style><link rel="expect" href="#app-start" blocking="render"/></head>',
    );
  });

  it("loads a route's own stylesheet with the app as it is", async () => {
    const withMap = html.replace(
      "</head>",
      '<link rel="stylesheet" href="/assets/map.css" data-precedence="default"/></head>',
    );
    const out = await transform(withMap, 100, () => ({ inline: "/* page */", rest: "/rest.css" }));
    expect(out).not.toContain('rel="stylesheet"');
    expect(out).toContain('["/rest.css","/assets/map.css"],');
  });

  it("finds the links when React Router puts the CSP nonce first", async () => {
    const withNonce = html.replace(/<link rel=/g, '<link nonce="n0" rel=');
    const out = await transform(withNonce, 64, () => ({ inline: "/* page */", rest: "/rest.css" }));
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('rel="stylesheet"');
    expect(out).toContain('["/assets/entry.client-1.js","/assets/root-2.js"],["/rest.css"],');
  });

  describe("at the first contentful paint, the page keeps the fonts its text was laid out with", () => {
    /** A `font-display: optional` face of the page's inline style, and the face Chrome made of it. */
    function face(range: string, status: "unloaded" | "loading" | "loaded") {
      let arrive!: () => void;
      const loaded = new Promise<void>((resolve) => (arrive = resolve));
      const descriptors: Record<string, string> = {
        "font-family": '"Inter Variable"',
        "font-display": "optional",
        "unicode-range": range,
      };
      const rule = new FontFaceRule(descriptors);
      return { rule, face: { family: "Inter Variable", unicodeRange: range, status, loaded }, arrive };
    }
    class FontFaceRule {
      parentStyleSheet: { cssRules: FontFaceRule[]; deleteRule: (index: number) => void } | null = null;
      constructor(private descriptors: Record<string, string>) {}
      get style() {
        return { getPropertyValue: (name: string) => this.descriptors[name] ?? "" };
      }
    }

    /** Runs the page's start up to the first paint: the probe's two widths, the inline sheet's faces. */
    async function firstPaint(widths: [number, number], faces: ReturnType<typeof face>[], webFont = true) {
      const out = await transform(html, 1 << 20);
      const sheet = {
        href: null,
        cssRules: faces.map(({ rule }) => rule),
        deleteRule(index: number) {
          this.cssRules.splice(index, 1);
        },
      };
      for (const { rule } of faces) rule.parentStyleSheet = sheet;
      const probe = { children: widths.map((width) => ({ getBoundingClientRect: () => ({ width }) })) };
      const document = {
        // Set in Inter (components/WebFont.tsx) or in the fallback alone.
        documentElement: { hasAttribute: (name: string) => name === "data-web-font" && webFont },
        readyState: "loading",
        querySelector: (selector: string) => (selector === "[data-font-probe]" ? probe : null),
        querySelectorAll: () => [],
        styleSheets: [sheet],
        fonts: faces.map(({ face: each }) => each),
      };
      class PerformanceObserver {
        constructor(private callback: (list: unknown, observer: unknown) => void) {}
        observe() {
          this.callback({ getEntriesByName: () => [{ startTime: 500 }] }, { disconnect() {} });
        }
      }
      const start = out.indexOf("(function startAppAfterLoad");
      const code = out.slice(start, out.indexOf("</script>", start));
      new Function("document", "window", "PerformanceObserver", "setTimeout", "CSSFontFaceRule", code)(
        document,
        { addEventListener() {} },
        PerformanceObserver,
        tasks().setTimeout,
        FontFaceRule,
      );
      return () => sheet.cssRules.map((rule) => rule.style.getPropertyValue("unicode-range"));
    }

    it("laid out with the fallback: Inter's faces go, a loaded one at once, one on its way when it arrives", async () => {
      const latin = face("U+0000-00FF", "loading");
      const extended = face("U+0100-02BA", "unloaded");
      const other = face("U+1E00-1E9F", "loaded");
      const rules = await firstPaint([90, 90], [latin, extended, other]);
      // The face nobody asked for stays: taking its rule out would restyle the whole page.
      expect(rules()).toEqual(["U+0000-00FF", "U+0100-02BA"]);
      latin.arrive();
      await latin.face.loaded;
      expect(rules()).toEqual(["U+0100-02BA"]);
    });

    it("after the load event: read in the observer's report, a loaded face goes with the stylesheet", async () => {
      const out = await transform(html, 1 << 20, () => ({ inline: "", rest: "/rest.css" }));
      const latin = face("U+0000-00FF", "loaded");
      const sheet = {
        href: null,
        cssRules: [latin.rule],
        deleteRule(index: number) {
          this.cssRules.splice(index, 1);
          events.push("face out");
        },
      };
      latin.rule.parentStyleSheet = sheet;
      const events: string[] = [];
      // The probe's widths, read only once the browser has laid the page out itself (the report).
      let laidOut = false;
      const width = () => {
        events.push(laidOut ? "probe read" : "probe read, forcing a layout");
        return { width: 90 };
      };
      const probe = { children: [{ getBoundingClientRect: width }, { getBoundingClientRect: width }] };
      const part = { setAttribute: () => {} };
      const document = {
        // Set in Inter (components/WebFont.tsx): the probe is read.
        documentElement: { hasAttribute: () => true },
        readyState: "complete",
        visibilityState: "visible",
        createElement: () => ({ dataset: {} }),
        head: { append: (element: { rel?: string }) => events.push(`append ${element.rel ?? "module"}`) },
        querySelector: (selector: string) => (selector === "[data-font-probe]" ? probe : null),
        querySelectorAll: (selector: string) => (selector === "[data-skippable]" ? [part] : []),
        styleSheets: [sheet],
        fonts: [latin.face],
      };
      let report: ((entries: { target: unknown; isIntersecting: boolean }[]) => void) | undefined;
      class IntersectionObserver {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      }
      let paint: (() => void) | undefined;
      class PerformanceObserver {
        constructor(private callback: (list: unknown, observer: unknown) => void) {}
        observe() {
          paint = () => this.callback({ getEntriesByName: () => [{ startTime: 500 }] }, { disconnect() {} });
        }
      }
      const start = out.indexOf("(function startAppAfterLoad");
      const code = out.slice(start, out.indexOf("</script>", start));
      new Function(
        "document",
        "window",
        "PerformanceObserver",
        "IntersectionObserver",
        "setTimeout",
        "CSSFontFaceRule",
        code,
      )(
        document,
        { IntersectionObserver },
        PerformanceObserver,
        IntersectionObserver,
        tasks().setTimeout,
        FontFaceRule,
      );
      // Loaded before its first paint was reported: nothing is read or taken out at the load event.
      expect(events).toEqual([]);
      laidOut = true;
      // The first paint's report comes before the observer's: the face waits for the stylesheet.
      paint!();
      expect(events).toEqual(["probe read", "probe read"]);
      report!([{ target: part, isIntersecting: true }]);
      expect(events).toEqual(["probe read", "probe read", "face out", "append stylesheet"]);
      expect(sheet.cssRules).toEqual([]);
    });

    it("a page set in the fallback alone (no web font on <html>) keeps its faces and reads no probe", async () => {
      const latin = face("U+0000-00FF", "loaded");
      const rules = await firstPaint([90, 90], [latin], false);
      expect(rules()).toEqual(["U+0000-00FF"]);
    });

    it("laid out with Inter: every face stays, also one that arrives later", async () => {
      const latin = face("U+0000-00FF", "loaded");
      const extended = face("U+0100-02BA", "loading");
      const rules = await firstPaint([70, 90], [latin, extended]);
      extended.arrive();
      await extended.face.loaded;
      expect(rules()).toEqual(["U+0000-00FF", "U+0100-02BA"]);
    });
  });
});
