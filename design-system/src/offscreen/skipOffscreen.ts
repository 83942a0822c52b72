import { css, cx } from "@shop/styled-system/css";

/**
 * The attributes of a large part of a page the browser may skip while it is off screen (ADR 6): the page
 * marks what may be skipped, the app's start (storefront lib/paint-first.server.ts) sets the second on each
 * such part that is off screen after the first paint, before the whole stylesheet arrives.
 */
export const OFFSCREEN_ATTRIBUTES = { skippable: "data-skippable", offscreen: "data-offscreen" } as const;

const skippable = css({
  // Until rendered again it keeps the height it had when last rendered (the first paint), so skipping it
  // moves nothing; 400 px only if it never was.
  containIntrinsicBlockSize: "auto 400px",
  "&[data-offscreen]": {
    // The browser skips its style, layout and paint until it nears the viewport: most of the work after the
    // first paint (the whole stylesheet's restyle, layouts while islands hydrate) was for parts nobody sees
    // yet. Its paint is contained: focus rings and shadows at its edges keep 8 px of room.
    contentVisibility: "auto",
    overflowClipMargin: "8px",
  },
});

/**
 * Props for a part of a page that the browser may skip while it is off screen: CMS blocks, listing cards,
 * the footer. Everything is rendered for the first paint (an element skipped then would paint empty and at
 * its placeholder height); only what is off screen after it is skipped.
 * `<div {...skipOffscreen(className)}>`; `suppressHydrationWarning` because the page's start sets an
 * attribute React did not render.
 */
export function skipOffscreen(className?: string) {
  return {
    className: cx(className, skippable),
    [OFFSCREEN_ATTRIBUTES.skippable]: "",
    suppressHydrationWarning: true,
  } as const;
}
