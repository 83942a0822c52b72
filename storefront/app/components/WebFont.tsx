import { WEB_FONT_ATTRIBUTE, webFontFile } from "@shop/design-system/fonts";
import { InlineScript } from "./InlineScript.tsx";

/**
 * Inter once it is cached (ADR 6). A first visit does not ask for Inter at all: its text is set in the
 * metric-matched fallback, the page's first layout is the only one, and the font's request does not compete
 * with the page's stylesheet, LCP image and scripts. Once a page has loaded, {@link cacheWebFont} fetches
 * the file into the browser's cache and remembers which file it was; from then on, this script in the
 * `<head>` sets {@link WEB_FONT_ATTRIBUTE} on `<html>` (the text's font stack then starts with Inter,
 * design-system typography.ts) and preloads the file from the cache, so the first paint has it.
 *
 * The remembered value is the file's URL, which carries its content hash: a new Inter is fetched again
 * before a page asks for it. When the cache has lost the file anyway, the page's `font-display: optional`
 * face keeps the fallback unless the file comes in time, and a face that comes too late is taken out
 * (lib/paint-first.server.ts, `keepFirstPaintFonts`).
 */
export function WebFont() {
  // Built on the server only: the browser keeps the server's script (InlineScript).
  return <InlineScript code={import.meta.env.SSR ? script() : ""} />;
}

/** Where the browser remembers that it has Inter's file in its cache. */
const STORAGE_KEY = "shop:web-font";

/** Runs in the page's `<head>` (serialised): storage may be unavailable (privacy modes), then no Inter. */
function applyCachedWebFont(key: string, attribute: string, href: string, type: string) {
  try {
    if (localStorage.getItem(key) !== href) return;
  } catch {
    return;
  }
  document.documentElement.setAttribute(attribute, "");
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "font";
  link.type = type;
  link.crossOrigin = "anonymous";
  link.href = href;
  document.head.append(link);
}

const script = () =>
  `(${applyCachedWebFont.toString()})(${[STORAGE_KEY, WEB_FONT_ATTRIBUTE, webFontFile.href, webFontFile.type]
    .map((value) => JSON.stringify(value).replace(/</g, "\\u003c"))
    .join(",")});`;

/**
 * Once the page is idle, puts Inter's file into the browser's cache for the next page (a no-op when this
 * page has it already). The request is the one a font face makes (CORS, same-origin credentials), so the
 * next page's preload and face find it; the file is immutable under `/assets/` (a year,
 * lib/static-assets.server.ts). Nothing is remembered when the request fails.
 */
export function cacheWebFont() {
  if (document.documentElement.hasAttribute(WEB_FONT_ATTRIBUTE)) return;
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
  idle(() => {
    fetch(webFontFile.href, { priority: "low" })
      .then((response) =>
        response.ok ? response.arrayBuffer() : Promise.reject(new Error(response.statusText)),
      )
      .then(() => localStorage.setItem(STORAGE_KEY, webFontFile.href))
      .catch(() => {});
  });
}
