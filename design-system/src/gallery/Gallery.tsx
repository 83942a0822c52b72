import { lazy, Suspense, useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { cx } from "@shop/styled-system/css";
import { button, gallery } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";
import { Image } from "../image/Image.tsx";
import type { ImageThumbnail } from "../image/imageSources.ts";
import { keyTarget, useSlideTrack, wrapIndex } from "./useSlideTrack.ts";

export type { GalleryFullscreenProps } from "./GalleryFullscreen.tsx";

export interface GalleryImage {
  src: string;
  /** The media's alt text, else the product name (the app decides). */
  alt: string;
  /** Intrinsic size in px; portrait and landscape images fit into the same square box. */
  width: number;
  height: number;
  /** Smaller renditions (Shopware media thumbnails) for the `srcset`. */
  thumbnails?: readonly ImageThumbnail[];
  /** A ready-made `srcset`, used instead of one built from `thumbnails`. */
  srcSet?: string;
}

export interface GalleryProps {
  /** The images, in order; none renders a neutral placeholder box of the same size. */
  images: readonly GalleryImage[];
  /** Names the gallery region and the full-screen dialog, e.g. "Produktbilder". */
  label: string;
  /** Position of an image for assistive technology, e.g. `(2, 5)` → "Bild 2 von 5". `index` is 1-based. */
  formatImageLabel: (index: number, total: number) => string;
  /** The previous button's accessible name, e.g. "Vorheriges Bild". */
  previousLabel: string;
  /** The next button's accessible name, e.g. "Nächstes Bild". */
  nextLabel: string;
  /** Names the thumbnail list, e.g. "Bild auswählen". */
  thumbnailsLabel: string;
  /** The full-screen button's accessible name, e.g. "Vollbild öffnen". */
  openFullscreenLabel: string;
  /** The full-screen dialog's close button, e.g. "Schliessen". */
  closeLabel: string;
  /** The main image's display width per layout. @default "(min-width: 1024px) 58vw, 100vw" */
  sizes?: string;
  /**
   * The first image is the page's LCP element: `loading="eager"` and `fetchPriority="high"`; all others
   * load lazily. `false` when the gallery is not above the fold. @default true
   */
  priority?: boolean;
  /** The selected image (0-based), controlled. */
  selectedIndex?: number;
  /** The image selected first, uncontrolled. @default 0 */
  defaultSelectedIndex?: number;
  /** Called with the new index when the shopper selects, swipes or scrolls to another image. */
  onSelectedIndexChange?: (index: number) => void;
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
  /** The thumbnails below the image (`underneath`) or, from 768px, in a column beside it (`left`). @default "underneath" */
  thumbnailPosition?: "underneath" | "left";
  /** The previous / next buttons over the image (`inside`), beside it (`outside`) or none. @default "inside" */
  arrows?: "inside" | "outside" | "none";
  /** The full-screen (zoom) button and dialog. @default true */
  fullscreen?: boolean;
  /**
   * How images fill the viewport: `contain` in a square box (the product page), `cover` cropped to a box
   * at least `minHeight` high. @default "contain"
   */
  fit?: "contain" | "cover";
  /** With `fit="cover"`: the viewport's height instead of a square (a CSS length). */
  minHeight?: string;
}

const loadFullscreen = () => import("./GalleryFullscreen.tsx");
// The dialog's code downloads when the shopper first opens it (or points at the button), not with the page.
const GalleryFullscreen = lazy(() =>
  loadFullscreen().then((module) => ({ default: module.GalleryFullscreen })),
);

/**
 * The product image gallery (APG carousel without rotation): a square scroll-snap track of all images
 * (native swipe, works without JavaScript), previous / next buttons that wrap around, arrow keys and
 * Home / End while focus is inside, a polite status with the position, thumbnails (in-page links to
 * the slides, handled in script once hydrated) and a full-screen dialog loaded on first use.
 * Every image is in the server markup; the first one carries the fetch priority.
 */
export function Gallery({
  images,
  label,
  formatImageLabel,
  previousLabel,
  nextLabel,
  thumbnailsLabel,
  openFullscreenLabel,
  closeLabel,
  sizes = "(min-width: 1024px) 58vw, 100vw",
  priority = true,
  selectedIndex,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  className,
  thumbnailPosition = "underneath",
  arrows = "inside",
  fullscreen = true,
  fit = "contain",
  minHeight,
}: GalleryProps) {
  const styles = gallery({
    thumbnails: thumbnailPosition,
    arrows: arrows === "outside" ? "outside" : "inside",
    fit,
  });
  const id = useId();
  const total = images.length;
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultSelectedIndex);
  const selected = Math.min(Math.max(0, selectedIndex ?? uncontrolledIndex), Math.max(0, total - 1));
  const [isFullscreenOpen, setFullscreenOpen] = useState(false);
  const [hasOpenedFullscreen, setHasOpenedFullscreen] = useState(false);

  const select = (index: number) => {
    const next = wrapIndex(index, total);
    if (next === selected) return;
    setUncontrolledIndex(next);
    onSelectedIndexChange?.(next);
  };
  const trackRef = useSlideTrack<HTMLDivElement>(selected, total, select);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys from the full-screen dialog bubble here through the React tree (portal): it handles its own.
    if (total < 2 || !event.currentTarget.contains(event.target as Node)) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = keyTarget(event.key, selected, total);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  const onThumbnailClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // With JavaScript the thumbnail selects in place: no jump of the page, no new history entry.
    event.preventDefault();
    select(index);
  };

  const openFullscreen = (event: MouseEvent<HTMLButtonElement>) => {
    // Safari does not focus a clicked button; the dialog returns focus to what had it when it opened.
    event.currentTarget.focus();
    setHasOpenedFullscreen(true);
    setFullscreenOpen(true);
  };

  const iconButton = button({ variant: "secondary", shape: "square" }).root;
  const slideId = (index: number) => `${id}-${index + 1}`;

  let content: ReactNode;
  if (total === 0) {
    content = (
      <span className={styles.placeholder} aria-hidden="true">
        <Icon name="image" size="xl" />
      </span>
    );
  } else {
    content = (
      <div
        ref={trackRef}
        id={`${id}-track`}
        className={styles.track}
        // The track scrolls; keyboard users reach it (axe: scrollable-region-focusable).
        tabIndex={0} // oxlint-disable-line jsx-a11y/no-noninteractive-tabindex
      >
        {images.map((image, index) => (
          <div
            key={`${index}-${image.src}`}
            id={slideId(index)}
            role="group" // oxlint-disable-line jsx-a11y/prefer-tag-over-role -- a slide (APG carousel), named by its position
            aria-label={formatImageLabel(index + 1, total)}
            className={styles.slide}
          >
            <Image
              {...image}
              sizes={sizes}
              loading={priority && index === 0 ? "eager" : "lazy"}
              fetchPriority={priority && index === 0 ? "high" : undefined}
              className={styles.image}
            />
          </div>
        ))}
      </div>
    );
  }

  return (
    // The arrow keys act on the focused element's gallery (APG carousel), so the section listens.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-label={label} className={cx(styles.root, className)} onKeyDown={onKeyDown}>
      <div
        className={styles.viewport}
        style={fit === "cover" && minHeight ? { aspectRatio: "auto", height: minHeight } : undefined}
      >
        {content}
        {total > 1 && arrows !== "none" && (
          <div className={styles.controls}>
            <button
              type="button"
              className={iconButton}
              aria-label={previousLabel}
              aria-controls={`${id}-track`}
              onClick={() => select(selected - 1)}
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={nextLabel}
              aria-controls={`${id}-track`}
              onClick={() => select(selected + 1)}
            >
              <Icon name="chevron-right" />
            </button>
          </div>
        )}
        {total > 0 && fullscreen && (
          <div className={styles.expand}>
            <button
              type="button"
              className={iconButton}
              aria-label={openFullscreenLabel}
              aria-haspopup="dialog"
              onClick={openFullscreen}
              onPointerEnter={() => void loadFullscreen()}
              onFocus={() => void loadFullscreen()}
            >
              <Icon name="expand" />
            </button>
          </div>
        )}
      </div>
      {total > 1 && (
        <>
          <output className={styles.status}>{formatImageLabel(selected + 1, total)}</output>
          <ul aria-label={thumbnailsLabel} className={styles.thumbnails}>
            {images.map((image, index) => (
              <li key={`${index}-${image.src}`}>
                <a
                  href={`#${slideId(index)}`}
                  aria-label={formatImageLabel(index + 1, total)}
                  aria-current={index === selected ? "true" : undefined}
                  className={styles.thumbnail}
                  onClick={(event) => onThumbnailClick(event, index)}
                >
                  <Image {...image} alt="" sizes="5rem" className={styles.thumbnailImage} />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {hasOpenedFullscreen && (
        <Suspense fallback={null}>
          <GalleryFullscreen
            images={images}
            label={label}
            formatImageLabel={formatImageLabel}
            previousLabel={previousLabel}
            nextLabel={nextLabel}
            closeLabel={closeLabel}
            selectedIndex={selected}
            onSelectedIndexChange={select}
            isOpen={isFullscreenOpen}
            onOpenChange={setFullscreenOpen}
          />
        </Suspense>
      )}
    </section>
  );
}
