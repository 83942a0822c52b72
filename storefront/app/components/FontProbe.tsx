import { css } from "@shop/styled-system/css";

/** The attribute that marks the probe; the page's start finds it by it (lib/paint-first.server.ts). */
export const FONT_PROBE_ATTRIBUTE = "data-font-probe";

/**
 * Tells the page which font its first paint used (ADR 6, "the page keeps the fonts of its first paint"):
 * the same digits twice, in the body's font and in the body's font without Inter. Inter's ones are
 * narrower than the fallback's (70 against 90 px for ten at 16 px), so equal widths mean the text was laid
 * out with the fallback. First in the body, so the first layout of any text lays it out too; nothing restyles it
 * before the page's start reads it. Invisible, without size, and hidden from assistive technology.
 */
export function FontProbe() {
  return (
    <div {...{ [FONT_PROBE_ATTRIBUTE]: "" }} aria-hidden="true" className={probe}>
      <span>1111111111</span>
      <span className={fallbackOnly}>1111111111</span>
    </div>
  );
}

const probe = css({
  position: "absolute",
  width: 0,
  height: 0,
  overflow: "hidden",
  visibility: "hidden",
  whiteSpace: "nowrap",
});
// The body's font stack without Inter (the `fallback` token): where `Inter Fallback` finds no local
// Arial (Android), both spans fall through to the same system font, as the page's text does.
const fallbackOnly = css({ fontFamily: "fallback" });
