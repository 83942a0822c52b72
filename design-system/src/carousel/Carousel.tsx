import {
  Children,
  startTransition,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { cx } from "@shop/styled-system/css";
import { button, carousel } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";
import { REM, slideWidth, type LayoutWidth } from "../image/layoutWidth.ts";

export interface CarouselProps {
  /** Names the region, e.g. "Passendes Zubehör". */
  label: string;
  /** The slides: each direct child becomes one slide, e.g. a `ProductCard`. */
  children: ReactNode;
  /** The previous button's accessible name, e.g. "Vorherige Produkte". */
  previousLabel: string;
  /** The next button's accessible name, e.g. "Nächste Produkte". */
  nextLabel: string;
  /** Names each slide by its position, e.g. `(2, 8)` → "2 von 8". `index` is 1-based. */
  formatSlideLabel: (index: number, total: number) => string;
  /**
   * The narrowest a slide may be, a CSS length in rem, em, px or ch. As many slides as fit at this width
   * share the row equally (Shopware's `elMinWidth`). @default "12rem"
   */
  itemMinWidth?: string;
  /** Translated `aria-roledescription` of the region, e.g. "Karussell"; left out when not given. */
  roleDescription?: string;
  /** Translated `aria-roledescription` of each slide, e.g. "Folie"; left out when not given. */
  slideRoleDescription?: string;
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
  /**
   * One slide per page, as wide as the carousel (an image slider) instead of as many as fit at
   * `itemMinWidth`. @default false
   */
  fullWidthSlides?: boolean;
  /**
   * Where the previous / next buttons go: over the track's edges (`inside`), beside it (`outside`), or
   * none (`none`: the track still scrolls and swipes). @default "inside"
   */
  controls?: "inside" | "outside" | "none";
  /**
   * Dots, one button per slide named by `formatSlideLabel` (e.g. "Slide 2 von 5"), the current one
   * `aria-current`: over the track's bottom edge (`inside`), below it (`outside`), or none. Only with
   * `fullWidthSlides`. @default "none"
   */
  dots?: "inside" | "outside" | "none";
  /**
   * Rotates to the next slide every `interval` ms (wrapping around) with a visible pause / play button
   * (WCAG 2.2.2); paused while the pointer is over the carousel or focus is inside it, and never started
   * when the shopper prefers reduced motion. Only with `fullWidthSlides`.
   */
  autoplay?: { interval: number; pauseLabel: string; playLabel: string };
}

const DEFAULT_MIN_WIDTH = "12rem";
/** The track's gap (token 4 in the recipe), for the container queries, which cannot read tokens. */
const GAP = "1rem";
const GAP_PX = 1 * REM;
/** Container queries are generated for up to this many slides per page. */
const MAX_PER_PAGE = 8;

/**
 * A row of slides that scrolls sideways (APG carousel, no auto-rotation): a scroll-snap track (native
 * swipe; scrolls without JavaScript too) of `role="group"` slides named by their position, and
 * previous / next buttons that scroll by one page. The buttons are `aria-disabled` at the ends (so focus
 * stays on them) and hidden when every slide fits. Slides and their content are reached by Tab; no focus
 * trap. The slide width is pure CSS (container queries), so the server markup has its final layout.
 */
export function Carousel({
  label,
  children,
  previousLabel,
  nextLabel,
  formatSlideLabel,
  itemMinWidth = DEFAULT_MIN_WIDTH,
  roleDescription,
  slideRoleDescription,
  className,
  fullWidthSlides = false,
  controls = "inside",
  dots = "none",
  autoplay,
}: CarouselProps) {
  const styles = carousel({ controls: controls === "outside" ? "outside" : "inside" });
  const slides = Children.toArray(children);
  const total = slides.length;
  const minWidth = isPlainLength(itemMinWidth) ? itemMinWidth : DEFAULT_MIN_WIDTH;
  const trackRef = useRef<HTMLDivElement>(null);
  const { atStart, atEnd, fits } = useScrollEdges(trackRef, total);
  const iconButton = button({ variant: "secondary", shape: "square" }).root;

  const scrollPage = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const style = getComputedStyle(track);
    const page = track.clientWidth - px(style.paddingLeft) - px(style.paddingRight) + px(style.columnGap);
    const sign = style.direction === "rtl" ? -1 : 1;
    // `auto` follows the track's CSS: smooth, or instant for reduced motion. Snapping aligns the page.
    track.scrollBy({ left: sign * direction * page, behavior: "auto" });
  };

  const current = useCurrentSlide(trackRef, total, fullWidthSlides);
  const scrollToSlide = (index: number) => {
    const slide = trackRef.current?.children[index] as HTMLElement | undefined;
    const track = trackRef.current;
    if (!slide || !track) return;
    track.scrollTo({
      left: slide.offsetLeft - track.offsetLeft - px(getComputedStyle(track).paddingLeft),
      behavior: "auto",
    });
  };
  const rotation = useAutoplay(fullWidthSlides && total > 1 ? autoplay?.interval : undefined, () =>
    scrollToSlide((current + 1) % total),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!fullWidthSlides || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select, [contenteditable]")) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const direction = event.key === "ArrowRight" ? 1 : -1;
    event.preventDefault();
    scrollToSlide(Math.min(total - 1, Math.max(0, current + direction)));
  };
  const showDots = fullWidthSlides && dots !== "none" && total > 1;

  return (
    // The arrow keys move the slides while focus is inside (APG carousel), so the section listens.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-label={label}
      aria-roledescription={roleDescription}
      className={cx(styles.root, className)}
      data-carousel={fullWidthSlides ? "full" : minWidth}
      data-count={total}
      data-dots={showDots ? dots : undefined}
      onKeyDown={onKeyDown}
      onPointerEnter={rotation.hold}
      onPointerLeave={rotation.release}
      onFocus={rotation.hold}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) rotation.release();
      }}
    >
      {!fullWidthSlides && (
        <style href={`carousel-${minWidth}`} precedence="default">
          {perPageCss(minWidth)}
        </style>
      )}
      <div
        ref={trackRef}
        className={styles.track}
        // A slider of images scrolls; keyboard users reach it (axe: scrollable-region-focusable).
        tabIndex={fullWidthSlides ? 0 : undefined} // oxlint-disable-line jsx-a11y/no-noninteractive-tabindex
        // While it rotates, only the current slide is announced when it changes (APG: live off while playing).
        aria-live={autoplay && fullWidthSlides ? (rotation.playing ? "off" : "polite") : undefined}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group" // oxlint-disable-line jsx-a11y/prefer-tag-over-role -- a slide (APG carousel), named by its position
            aria-roledescription={slideRoleDescription}
            aria-label={formatSlideLabel(index + 1, total)}
            className={styles.slide}
            data-carousel-slide=""
          >
            {slide}
          </div>
        ))}
      </div>
      {controls !== "none" && (
        <div className={styles.controls} hidden={fits || total < 2} data-carousel-controls="">
          <button
            type="button"
            className={iconButton}
            aria-label={previousLabel}
            aria-disabled={atStart || undefined}
            onClick={() => !atStart && scrollPage(-1)}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={nextLabel}
            aria-disabled={atEnd || undefined}
            onClick={() => !atEnd && scrollPage(1)}
          >
            <Icon name="chevron-right" />
          </button>
        </div>
      )}
      {(showDots || (rotation.enabled && autoplay)) && (
        <div className={styles.dots}>
          {rotation.enabled && autoplay && (
            <button
              type="button"
              className={styles.playButton}
              aria-label={rotation.playing ? autoplay.pauseLabel : autoplay.playLabel}
              onClick={rotation.toggle}
            >
              <PlayPauseGlyph playing={rotation.playing} />
            </button>
          )}
          {showDots &&
            slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={formatSlideLabel(index + 1, total)}
                aria-current={index === current ? "true" : undefined}
                onClick={() => scrollToSlide(index)}
              />
            ))}
        </div>
      )}
    </section>
  );
}

interface Edges {
  atStart: boolean;
  atEnd: boolean;
  fits: boolean;
}

/**
 * Where the track is scrolled to, measured after mount and when the number of slides changes, then on
 * scroll and resize. The server assumes the start.
 */
function useScrollEdges(trackRef: RefObject<HTMLDivElement | null>, total: number): Edges {
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false, fits: false });
  useEffect(() => {
    const track = trackRef.current;
    if (!track || total === 0) return;
    let frame = 0;
    const measure = () => {
      const max = track.scrollWidth - track.clientWidth;
      const position = Math.abs(track.scrollLeft);
      const next = { atStart: position <= 1, atEnd: position >= max - 1, fits: max <= 1 };
      startTransition(() =>
        setEdges((prev) =>
          prev.atStart === next.atStart && prev.atEnd === next.atEnd && prev.fits === next.fits ? prev : next,
        ),
      );
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    track.addEventListener("scroll", schedule, { passive: true });
    // The observer's first call comes once the browser has laid the page out, so the first measure costs no
    // layout of its own; measuring in this effect forced one while the page was still hydrating (21 ms on
    // a product page, in one task with the carousel's update). Without an observer, measure now.
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(measure);
    if (observer) observer.observe(track);
    else measure();
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener("scroll", schedule);
      observer?.disconnect();
    };
  }, [trackRef, total]);
  return edges;
}

const px = (value: string) => parseFloat(value) || 0;

/** The slide at the track's start (0-based), from the scroll position; the server assumes the first. */
function useCurrentSlide(
  trackRef: RefObject<HTMLDivElement | null>,
  total: number,
  enabled: boolean,
): number {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const track = trackRef.current;
    if (!enabled || !track || total === 0) return;
    let frame = 0;
    const measure = () => {
      const width = track.clientWidth || 1;
      setCurrent(Math.min(total - 1, Math.max(0, Math.round(Math.abs(track.scrollLeft) / width))));
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    track.addEventListener("scroll", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener("scroll", schedule);
    };
  }, [trackRef, total, enabled]);
  return current;
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

/**
 * Autoplay: `advance` every `interval` ms while playing and not held (pointer over it, focus inside).
 * Never enabled when the shopper prefers reduced motion; the server renders it stopped (no button).
 */
function useAutoplay(interval: number | undefined, advance: () => void) {
  const [enabled, setEnabled] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const onTick = useEffectEvent(advance);
  useEffect(() => {
    if (interval === undefined || typeof matchMedia === "undefined") return;
    const query = matchMedia(reducedMotionQuery);
    const update = () => setEnabled(!query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [interval]);
  const running = enabled && playing && !held && interval !== undefined;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => onTick(), interval);
    return () => clearInterval(timer);
  }, [running, interval]);
  return {
    enabled: enabled && interval !== undefined,
    playing: playing && enabled,
    hold: () => setHeld(true),
    release: () => setHeld(false),
    toggle: () => setPlaying((value) => !value),
  };
}

function PlayPauseGlyph({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10-6.5z" />}
    </svg>
  );
}

/**
 * The width of one slide of a carousel `width` wide (e.g. for its images' `sizes`): as many slides per
 * page as `perPageCss` fits at `itemMinWidth`. A width in `ch` is taken as one slide per page (wider
 * than it may be, never narrower).
 */
export function carouselSlideWidth(width: LayoutWidth, itemMinWidth = DEFAULT_MIN_WIDTH): LayoutWidth {
  const minWidth = isPlainLength(itemMinWidth) ? itemMinWidth : DEFAULT_MIN_WIDTH;
  const value = Number.parseFloat(minWidth);
  const minPx = minWidth.endsWith("px") ? value : minWidth.endsWith("em") ? value * REM : undefined;
  return minPx === undefined ? width : slideWidth(width, minPx, GAP_PX, MAX_PER_PAGE);
}

/** Only plain lengths go into the generated CSS. */
function isPlainLength(value: string): boolean {
  return /^\d+(\.\d+)?(rem|em|px|ch)$/.test(value);
}

/**
 * Container queries that put as many slides on a page as fit at `minWidth` (k slides need
 * k × minWidth + (k − 1) × gap), and hide the buttons when all slides fit. One style element per
 * `minWidth`, deduplicated and hoisted by React.
 */
export function perPageCss(minWidth: string): string {
  const scope = `[data-carousel="${minWidth}"]`;
  const rules: string[] = [];
  for (let k = 2; k <= MAX_PER_PAGE; k++) {
    const query = `@container (min-width: calc(${k} * ${minWidth} + ${k - 1} * ${GAP}))`;
    const hideControls = Array.from(
      { length: k },
      (_, i) => `${scope}[data-count="${i + 1}"] [data-carousel-controls]`,
    );
    rules.push(
      `${query}{${scope} [data-carousel-slide]{flex-basis:calc((100% - ${k - 1} * ${GAP}) / ${k})}${hideControls.join(",")}{display:none}}`,
    );
  }
  return `${scope}[data-count="1"] [data-carousel-controls]{display:none}${rules.join("")}`;
}
