/**
 * The style element react-aria's `usePress` adds to the page's `<head>` when the first pressable element
 * (a Button, a Link, a Checkbox) mounts, written by the server instead (entry.server, before the page's
 * inline rules). react-aria adds its own only when the document has no element with this id.
 *
 * Added in the browser, the style came first in `<head>` (react-aria prepends it), in the middle of the
 * page's hydration. A style sheet inserted before the others makes Chrome gather the page's font faces
 * again: `document.fonts` loaded its faces a second time, and all the page's text was laid out anew
 * ("fonts changed"), 4-7 ms of layout and a restyle on the 2-core machine, unthrottled, on category and
 * search pages (ADR 6). React does not render it: the head's elements React does not know (this one, the
 * inline rules) are left as they are when it hydrates.
 */
export const PRESSABLE_STYLE_ID = "react-aria-pressable-style";

/** react-aria's rule, as its `usePress` writes it: pressable elements keep panning and zooming, without double-tap zoom. */
export const pressableStyleCss = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;

/** The element's HTML. In an anonymous layer declared before the shop's, like react-aria's first in `<head>`. */
export const pressableStyleElement = `<style id="${PRESSABLE_STYLE_ID}">${pressableStyleCss}</style>`;
