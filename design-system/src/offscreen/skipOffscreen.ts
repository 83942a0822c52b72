import { css, cx } from "@shop/styled-system/css";

/**
 * The attributes of a large part of a page the browser may skip while it is off screen (ADR 6): the page
 * marks what may be skipped, the app's start (storefront lib/paint-first.server.ts) sets the second on each
 * such part that is off screen after the first paint, before the rest of the stylesheet arrives.
 */
export const OFFSCREEN_ATTRIBUTES = { skippable: "data-skippable", offscreen: "data-offscreen" } as const;

const skippable = css({
  // Until rendered again it keeps the height it had when last rendered (the first paint), so skipping it
  // moves nothing; 400 px only if it never was.
  containIntrinsicBlockSize: "auto 400px",
  "&[data-offscreen]": {
    // The browser skips its style, layout and paint until it nears the viewport: most of the work after the
    // first paint (the stylesheet's restyle, layouts while islands hydrate) was for parts nobody sees
    // yet. Its paint is contained: focus rings and shadows at its edges keep 8 px of room.
    contentVisibility: "auto",
    overflowClipMargin: "8px",
  },
});

/**
 * Props for a part of a page that the browser may skip while it is off screen: CMS blocks, listing cards,
 * the footer. `<div {...skipOffscreen(className)}>`. What is off screen after the first paint is skipped
 * from then on (marked by the page's start); `suppressHydrationWarning` because that attribute is not
 * React's.
 *
 * Only after the first paint: a part with `content-visibility: auto` from the server HTML on is never laid
 * out until it nears the viewport, so it would keep its 400 px placeholder and the page its wrong height
 * (scroll restoration and anchors would land elsewhere; ADR 6, "What Lighthouse counts"). Rendered once
 * for the first paint, a part keeps the height it was rendered at.
 */
export function skipOffscreen(className?: string) {
  return {
    className: cx(className, skippable),
    [OFFSCREEN_ATTRIBUTES.skippable]: "",
    suppressHydrationWarning: true,
  } as const;
}
