import { useEffect, useRef } from "react";

/** Wraps `index` into 0..count-1 (previous of the first is the last, next of the last the first). */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** The index a navigation key leads to (wrapping at the ends), or undefined for other keys. */
export function keyTarget(key: string, index: number, total: number): number | undefined {
  switch (key) {
    case "ArrowLeft":
      return wrapIndex(index - 1, total);
    case "ArrowRight":
      return wrapIndex(index + 1, total);
    case "Home":
      return 0;
    case "End":
      return total - 1;
    default:
      return undefined;
  }
}

/**
 * Keeps a horizontal scroll-snap track of full-width slides and a selected index in sync, both ways:
 * - a new `index` scrolls the track (instantly the first time, then with the track's CSS
 *   `scroll-behavior`, which is `smooth` unless the shopper prefers reduced motion);
 * - when the shopper's own scrolling or swiping settles, `onSettle` receives the slide in view.
 * While the track scrolls to a selected slide, the slides it passes on the way are not reported, and
 * when that scroll ends the track lands exactly on the selected slide.
 */
export function useSlideTrack<T extends HTMLElement>(
  index: number,
  count: number,
  onSettle: (index: number) => void,
) {
  const trackRef = useRef<T>(null);
  const onSettleRef = useRef(onSettle);
  const targetRef = useRef<number | null>(null);
  const hasScrolledRef = useRef(false);

  useEffect(() => {
    onSettleRef.current = onSettle;
  });

  // Scrolling settled: report the slide in view.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || count < 2) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      clearTimeout(timer);
      const inView = slideInView(track, count);
      if (inView === undefined) return;
      const target = targetRef.current;
      if (target !== null) {
        // The scroll to a selected slide ended: the slides passed are not a selection. Land exactly on
        // the target even if the browser stopped short (quick clicks that turn a smooth scroll around).
        targetRef.current = null;
        const left = slideLeft(track, target);
        if (Math.abs(track.scrollLeft - left) > 1) track.scrollTo({ left, behavior: "instant" });
        return;
      }
      onSettleRef.current(inView);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(report, 150);
    };
    // The shopper takes over (touch, pointer, wheel): whatever they scroll to counts.
    const release = () => {
      targetRef.current = null;
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    track.addEventListener("scrollend", report);
    for (const type of ["pointerdown", "touchstart", "wheel"] as const) {
      track.addEventListener(type, release, { passive: true });
    }
    return () => {
      clearTimeout(timer);
      track.removeEventListener("scroll", onScroll);
      track.removeEventListener("scrollend", report);
      for (const type of ["pointerdown", "touchstart", "wheel"] as const) {
        track.removeEventListener(type, release);
      }
    };
  }, [count]);

  // A new selection: scroll it into view unless it is there already.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || count < 2) return;
    const isFirst = !hasScrolledRef.current;
    hasScrolledRef.current = true;
    // The page comes with the track at its start: nothing to measure (measuring here forced a layout of the
    // whole page while it hydrated).
    if (isFirst && index === 0) return;
    const left = slideLeft(track, index);
    // Already there, unless a scroll to another slide is still under way: then turn it around.
    if (slideInView(track, count) === index && targetRef.current === null) return;
    targetRef.current = isFirst ? null : index;
    track.scrollTo({ left, behavior: isFirst ? "instant" : "auto" });
  }, [index, count]);

  return trackRef;
}

/** The scroll position that shows slide `index` (negative in right-to-left tracks). */
function slideLeft(track: HTMLElement, index: number): number {
  const direction = getComputedStyle(track).direction === "rtl" ? -1 : 1;
  return direction * index * track.clientWidth;
}

/** The slide that fills the track (slides are as wide as the track); undefined before layout. */
function slideInView(track: HTMLElement, count: number): number | undefined {
  const width = track.clientWidth;
  if (width <= 0) return undefined;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(track.scrollLeft) / width)));
}
