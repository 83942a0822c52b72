import { shellAttributes } from "./shell-styles.ts";

/**
 * Tells the page which font its first paint used (ADR 6, "the page keeps the fonts of its first paint"):
 * the same digits twice, in the body's font and in the body's font without Inter. Inter's ones are
 * narrower than the fallback's (70 against 90 px for ten at 16 px), so equal widths mean the text was laid
 * out with the fallback. First in the body, so the first layout of any text lays it out too; nothing restyles it
 * before the page's start reads it. Invisible, without size, and hidden from assistive technology (its styles: shell-styles.ts).
 */
export function FontProbe() {
  return (
    <div {...{ [shellAttributes.fontProbe]: "" }} aria-hidden="true">
      <span>1111111111</span>
      <span {...{ [shellAttributes.fontProbeFallback]: "" }}>1111111111</span>
    </div>
  );
}
