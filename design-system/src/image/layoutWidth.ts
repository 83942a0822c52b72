/**
 * How wide a box is rendered on each screen, as the layouts around it decide it, so an image's `sizes`
 * can say exactly what it shows: a phone then picks the smallest rendition its pixels need.
 *
 * A `LayoutWidth` is a list of segments from narrow to wide screens: from `from` px of viewport width on,
 * the box is `vw` percent of the viewport plus `px` (negative for what padding, gaps and margins take).
 * Every layout of the shop is such a piecewise linear function of the viewport width (fluid columns,
 * capped containers, container-query carousels), so the widths compose exactly: the page column, minus a
 * block's margins, the main column of a sidebar section, one of three grid columns, minus the card's
 * padding. `sizesAttribute` writes the result as `sizes`.
 */
export interface WidthSegment {
  /** The narrowest viewport (CSS px) this segment applies to; the first segment starts at 0. */
  from: number;
  /** Percent of the viewport width. */
  vw: number;
  /** CSS px added (negative: taken away). */
  px: number;
}

export type LayoutWidth = readonly WidthSegment[];

/** The preset's breakpoints in px (`breakpoints` in preset/scales.ts; a test keeps them equal). */
export const BREAKPOINTS = { base: 0, xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** A number for every screen, or per breakpoint as in Panda's style props: `{ base: 2, md: 3 }`. */
export type Responsive = number | ({ base: number } & Partial<Record<Breakpoint, number>>);

/** One rem in CSS px: what `sizes` counts a rem as (the initial font size). */
export const REM = 16;

/** `container` (80rem) and the page gutter (`spacing.4`, `.6` from md, `.8` from lg) of the preset. */
const CONTAINER = 80 * REM;
const GUTTER = { base: 1 * REM, md: 1.5 * REM, lg: 2 * REM } as const;

/** The whole viewport. */
export const viewportWidth: LayoutWidth = [{ from: 0, vw: 100, px: 0 }];

/** A box of the same width on every screen. */
export const fixedWidth = (px: number): LayoutWidth => [{ from: 0, vw: 0, px }];

/** The width of `width` at a viewport `viewport` px wide. */
export function widthAt(width: LayoutWidth, viewport: number): number {
  const segment = segmentAt(width, viewport);
  return (segment.vw * viewport) / 100 + segment.px;
}

/** Rounding slack when a width is compared with a threshold it was split at. */
const EPSILON = 1e-6;

function segmentAt(width: LayoutWidth, viewport: number): WidthSegment {
  let found = width[0]!;
  for (const segment of width) if (segment.from <= viewport) found = segment;
  return found;
}

function valueAt(value: Responsive, viewport: number): number {
  if (typeof value === "number") return value;
  let found = value.base;
  for (const [name, from] of Object.entries(BREAKPOINTS)) {
    const at = value[name as Breakpoint];
    if (at !== undefined && from <= viewport) found = at;
  }
  return found;
}

const breakpointsOf = (value: Responsive) =>
  typeof value === "number" ? [] : Object.keys(value).map((name) => BREAKPOINTS[name as Breakpoint]);

/**
 * Splits `width` at the given viewport widths and where the box's own width crosses one of `thresholds`
 * (container queries), then maps each piece. `map` gets the piece and the box's width where it starts.
 */
function reshape(
  width: LayoutWidth,
  map: (segment: WidthSegment, widthAtStart: number) => Omit<WidthSegment, "from">,
  viewports: readonly number[] = [],
  thresholds: readonly number[] = [],
): LayoutWidth {
  const starts = new Set([...width.map((segment) => segment.from), ...viewports]);
  for (const [index, segment] of width.entries()) {
    if (segment.vw <= 0) continue;
    const end = width[index + 1]?.from ?? Infinity;
    for (const threshold of thresholds) {
      const viewport = Math.ceil(((threshold - segment.px) * 100) / segment.vw);
      if (viewport > segment.from && viewport < end) starts.add(viewport);
    }
  }
  const pieces = [...starts]
    .filter((from) => from >= 0)
    .toSorted((a, b) => a - b)
    .map((from) => {
      const segment = { ...segmentAt(width, from), from };
      return { from, ...map(segment, widthAt(width, from)) };
    });
  // Neighbours that came out the same are one segment.
  return pieces.filter(
    (piece, index) => index === 0 || piece.vw !== pieces[index - 1]!.vw || piece.px !== pieces[index - 1]!.px,
  );
}

/** The box inside `width` after `px` on each side (padding, border, margin; per breakpoint or not). */
export function insetWidth(width: LayoutWidth, px: Responsive): LayoutWidth {
  return reshape(
    width,
    (segment) => ({ vw: segment.vw, px: segment.px - 2 * valueAt(px, segment.from) }),
    breakpointsOf(px),
  );
}

/** `width`, but never wider than `max` px (`max-width`). */
export function maxWidth(width: LayoutWidth, max: number): LayoutWidth {
  return reshape(
    width,
    (segment, start) => (start + EPSILON >= max ? { vw: 0, px: max } : segment),
    [],
    [max],
  );
}

/**
 * One item of a grid of equal columns inside `width`: `columns` tracks with `gap` px between them, the
 * item spanning `span` of them (each per breakpoint or not).
 */
export function columnWidth(
  width: LayoutWidth,
  { columns, gap = 0, span = 1 }: { columns: Responsive; gap?: Responsive; span?: Responsive },
): LayoutWidth {
  return reshape(
    width,
    (segment) => {
      const count = valueAt(columns, segment.from);
      const between = valueAt(gap, segment.from);
      const spanned = Math.min(valueAt(span, segment.from), count);
      return {
        vw: (segment.vw * spanned) / count,
        px: ((segment.px - (count - 1) * between) * spanned) / count + (spanned - 1) * between,
      };
    },
    [...breakpointsOf(columns), ...breakpointsOf(gap), ...breakpointsOf(span)],
  );
}

/**
 * One track of a row of `fr` tracks (`grid-template-columns: 7fr 5fr`): `fr` of `total` fractions of
 * what `gaps` gaps of `gap` px leave (each per breakpoint or not).
 */
export function frWidth(
  width: LayoutWidth,
  { fr, total, gaps, gap }: { fr: Responsive; total: Responsive; gaps: Responsive; gap: Responsive },
): LayoutWidth {
  return reshape(
    width,
    (segment) => {
      const share = valueAt(fr, segment.from) / valueAt(total, segment.from);
      const between = valueAt(gaps, segment.from) * valueAt(gap, segment.from);
      return { vw: segment.vw * share, px: (segment.px - between) * share };
    },
    [...breakpointsOf(fr), ...breakpointsOf(total), ...breakpointsOf(gaps), ...breakpointsOf(gap)],
  );
}

/**
 * One slide of a row inside `width` that shows as many slides as fit at `minWidth` px each, `gap` px
 * apart, sharing the row equally, at most `maxPerPage` (container queries decide it, see `Carousel`).
 */
export function slideWidth(
  width: LayoutWidth,
  minWidth: number,
  gap: number,
  maxPerPage: number,
): LayoutWidth {
  const fits = (count: number) => count * minWidth + (count - 1) * gap;
  const thresholds = Array.from({ length: maxPerPage - 1 }, (_, index) => fits(index + 2));
  return reshape(
    width,
    (segment, start) => {
      let count = 1;
      while (count < maxPerPage && start + EPSILON >= fits(count + 1)) count++;
      return { vw: segment.vw / count, px: (segment.px - (count - 1) * gap) / count };
    },
    [],
    thresholds,
  );
}

/** The content of a box with `maxW: "container"` and `px: "gutter"` inside `width` (a boxed CMS section, a page). */
export const containerWidth = (width: LayoutWidth): LayoutWidth =>
  insetWidth(maxWidth(width, CONTAINER), GUTTER);

/** The page's boxed content column: `containerWidth` of the whole viewport. */
export const pageContentWidth: LayoutWidth = containerWidth(viewportWidth);

const round = (value: number) => Math.round(value * 100) / 100;

function cssLength({ vw, px }: Omit<WidthSegment, "from">): string {
  if (vw === 0) return `${round(Math.max(px, 1))}px`;
  if (round(px) === 0) return `${round(vw)}vw`;
  return `calc(${round(vw)}vw ${px < 0 ? "-" : "+"} ${round(Math.abs(px))}px)`;
}

/** `width` as an image's `sizes`: widest screens first, e.g. `(min-width: 1280px) 272px, calc(50vw - 42px)`. */
export function sizesAttribute(width: LayoutWidth): string {
  return width
    .toReversed()
    .map((segment) =>
      segment.from > 0 ? `(min-width: ${segment.from}px) ${cssLength(segment)}` : cssLength(segment),
    )
    .join(", ");
}
