import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

export { WEB_FONT_ATTRIBUTE } from "./preset/web-font.ts";

/**
 * The font file German and French text needs (Inter, Latin). A shopper's first page never waits for it and
 * is set in the fallback; once that page has loaded, the storefront fetches this file into the browser's
 * cache, and the next pages preload it from there and set their text in Inter from the first paint on (the
 * `WEB_FONT_ATTRIBUTE` on `<html>`; ADR 6, "Inter once it is cached"). Other ranges (extended Latin, ...)
 * load on demand.
 */
export const webFontFile: { href: string; type: string } = { href: interLatin, type: "font/woff2" };

/**
 * The shop's font faces, for the page's inline `<style>` (the storefront's entry.server, ahead of the critical
 * CSS) and for Storybook's preview:
 *
 * - `Inter Fallback`: until Inter is there, text is set in a local Arial (or its metric twin Liberation
 *   Sans) scaled to Inter's metrics, so most lines keep their length (values as computed by next/font for
 *   Inter against Arial).
 * - Inter itself, in the two ranges German and French text needs, with `font-display: optional`: a page
 *   asks for it only when its text is set in Inter (`WEB_FONT_ATTRIBUTE`, when the file is cached, see
 *   `webFontFile`), and shows Inter only if it is there for the first paint; when it comes later (the
 *   cache had lost it), the page keeps the fallback. Storybook swaps Inter in as soon as it loads
 *   (`display: "swap"`), since its checks wait for the font.
 *
 * Declared once, in the page's inline `<style>`, and never in the stylesheet: a page paints with its critical CSS and loads
 * the rest of the stylesheet with the app (ADR 6). A font face in that stylesheet made Chrome resolve every text's
 * font again when it arrived, found the late Inter loaded by then and swapped it in after all: a line
 * wrapped differently and moved what was below it (0.028 on a category page at 390 px, about a second
 * after the first paint; layout-shift.spec.ts, "a late web font").
 */
export function fontFaceCss(display: "optional" | "swap" = "optional"): string {
  const fallback =
    '@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}';
  return (
    fallback +
    interRanges
      .map(
        ({ url, range }) =>
          `@font-face{font-family:"Inter Variable";font-style:normal;font-display:${display};font-weight:100 900;src:url(${JSON.stringify(url)}) format("woff2-variations");unicode-range:${range}}`,
      )
      .join("")
  );
}

const interRanges = [
  {
    url: interLatinExt,
    range:
      "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
  },
  {
    url: interLatin,
    range:
      "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
  },
];
