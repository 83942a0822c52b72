import { useEffect } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { cx } from "@shop/styled-system/css";
import { button, gallery } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";
import { Image } from "../image/Image.tsx";
import type { GalleryImage } from "./Gallery.tsx";
import { keyTarget, useSlideTrack, wrapIndex } from "./useSlideTrack.ts";

export interface GalleryFullscreenProps {
  images: readonly GalleryImage[];
  /** The dialog's visible title and name, e.g. "Produktbilder". */
  label: string;
  /** Position of an image, e.g. `(2, 5)` → "Bild 2 von 5"; shown in the header. `index` is 1-based. */
  formatImageLabel: (index: number, total: number) => string;
  previousLabel: string;
  nextLabel: string;
  /** The close button's accessible name, e.g. "Schliessen". */
  closeLabel: string;
  /** The image shown (0-based); shared with the gallery, so the selection carries over both ways. */
  selectedIndex: number;
  onSelectedIndexChange: (index: number) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Extra classes on the dialog panel. */
  className?: string;
}

/**
 * The gallery's full-screen view: a modal dialog (react-aria `ModalOverlay` + `Modal` + `Dialog`) titled
 * `label`, with the images large in a swipeable track, previous / next buttons, arrow keys and Home / End.
 * Traps focus, closes on Escape and the close button, and returns focus to the button that opened it.
 * `Gallery` loads this file with `React.lazy` on first use.
 */
export function GalleryFullscreen({
  images,
  label,
  formatImageLabel,
  previousLabel,
  nextLabel,
  closeLabel,
  selectedIndex,
  onSelectedIndexChange,
  isOpen,
  onOpenChange,
  className,
}: GalleryFullscreenProps) {
  const styles = gallery();
  const iconButton = button({ variant: "secondary", shape: "square" }).root;
  const total = images.length;
  const select = (index: number) => {
    const next = wrapIndex(index, total);
    if (next !== selectedIndex) onSelectedIndexChange(next);
  };

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={cx(styles.modal, className)}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2} className={styles.title}>
                  {label}
                </Heading>
                {total > 1 && (
                  <span className={styles.counter} aria-live="polite">
                    {formatImageLabel(selectedIndex + 1, total)}
                  </span>
                )}
                <button
                  type="button"
                  className={button({ variant: "ghost", shape: "square" }).root}
                  aria-label={closeLabel}
                  onClick={close}
                >
                  <Icon name="close" />
                </button>
              </div>
              <Stage
                images={images}
                formatImageLabel={formatImageLabel}
                previousLabel={previousLabel}
                nextLabel={nextLabel}
                selectedIndex={selectedIndex}
                select={select}
                iconButton={iconButton}
                styles={styles}
              />
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface StageProps extends Pick<
  GalleryFullscreenProps,
  "images" | "formatImageLabel" | "previousLabel" | "nextLabel" | "selectedIndex"
> {
  select: (index: number) => void;
  iconButton: string;
  styles: ReturnType<typeof gallery>;
}

/** Mounted with the open dialog, so the track starts at the selected image. */
function Stage({
  images,
  formatImageLabel,
  previousLabel,
  nextLabel,
  selectedIndex,
  select,
  iconButton,
  styles,
}: StageProps) {
  const total = images.length;
  const trackRef = useSlideTrack<HTMLDivElement>(selectedIndex, total, select);

  // Arrow keys anywhere in the dialog, also while the dialog itself has focus.
  useEffect(() => {
    if (total < 2) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const next = keyTarget(event.key, selectedIndex, total);
      if (next === undefined) return;
      event.preventDefault();
      select(next);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  });

  return (
    <div className={styles.stage}>
      <div
        ref={trackRef}
        className={styles.track}
        tabIndex={0} // oxlint-disable-line jsx-a11y/no-noninteractive-tabindex -- the track scrolls
      >
        {images.map((image, index) => (
          <div
            key={`${index}-${image.src}`}
            role="group" // oxlint-disable-line jsx-a11y/prefer-tag-over-role -- a slide (APG carousel), named by its position
            aria-label={formatImageLabel(index + 1, total)}
            className={styles.slide}
          >
            <Image
              {...image}
              sizes="100vw"
              loading={index === selectedIndex ? "eager" : "lazy"}
              className={styles.image}
            />
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={iconButton}
            aria-label={previousLabel}
            onClick={() => select(selectedIndex - 1)}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={nextLabel}
            onClick={() => select(selectedIndex + 1)}
          >
            <Icon name="chevron-right" />
          </button>
        </div>
      )}
    </div>
  );
}
