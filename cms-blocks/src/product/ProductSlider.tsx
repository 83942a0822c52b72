import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { Carousel, carouselSlideWidth, type LayoutWidth } from "@shop/design-system";
import { css, cx } from "@shop/styled-system/css";
import { button } from "@shop/styled-system/recipes";
import { asAlignment, hasVerticalAlignment, verticalAlignClass } from "../elements/alignment.ts";
import { cssValue } from "../cssValue.ts";
import { ProductBox, type ProductBoxDisplayMode, type ProductBoxLayout } from "./ProductBox.tsx";
import type { ListingProduct } from "./listingProduct.ts";

/** The texts of a product slider, translated by the caller (design-system style: no texts of its own). */
export interface ProductSliderLabels {
  /** Names the slider when it has no title, e.g. "Produkte". */
  label: string;
  previous: string;
  next: string;
  /** `(2, 8)` → "2 von 8". */
  slide: (index: number, total: number) => string;
  /** The rotation control while the slider rotates, e.g. "Automatisches Weiterblättern anhalten". */
  pause: string;
  /** The rotation control while paused, e.g. "Automatisches Weiterblättern starten". */
  play: string;
}

export interface ProductSliderProps {
  products: readonly ListingProduct[];
  labels: ProductSliderLabels;
  /** A heading above the slider (Shopware's `title`); also names the slider. */
  title?: string;
  /** The heading's level. @default 2 */
  headingLevel?: 2 | 3;
  boxLayout?: ProductBoxLayout;
  displayMode?: ProductBoxDisplayMode;
  /** Previous / next buttons (Shopware's `navigation`). Swiping and scrolling work without them. @default true */
  navigation?: boolean;
  /** Moves on by itself every `interval` ms (Shopware's `rotate`), never when the shopper prefers reduced motion; with a pause button. */
  rotate?: boolean;
  /** @default 5000 */
  interval?: number;
  /** A frame around the slider (Shopware's `border`). */
  border?: boolean;
  /** A card's smallest width (Shopware's `elMinWidth`), a CSS length. @default "300px" */
  minWidth?: unknown;
  /** Shopware's `verticalAlign`. */
  verticalAlign?: unknown;
  /** How wide the slider is on each screen (the cards' image `sizes` follow). */
  width: LayoutWidth;
}

const header = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "4",
  mb: "4",
});
const heading = css({ textStyle: "h2" });
const headingAlone = css({ textStyle: "h2", mb: "4" });
const framed = css({
  borderWidth: "thin",
  borderStyle: "solid",
  borderColor: "border",
  borderRadius: "lg",
  p: "4",
});
const noControls = css({ "& [data-carousel-controls]": { display: "none !important" } });
const DEFAULT_MIN_WIDTH = "300px";

/**
 * Shopware's product slider, the one slider of product cards (CMS `product-slider`, the product page's
 * cross-selling): the design system's `Carousel` (a scroll-snap row that works without JavaScript) of
 * `ProductBox` cards. Rotation only runs after hydration, without reduced motion, and stops while the
 * pointer or focus is inside or after the shopper pressed pause.
 */
export function ProductSlider(props: ProductSliderProps) {
  const { products, labels, title, headingLevel = 2, boxLayout, displayMode, navigation = true } = props;
  const { rotate = false, interval = 5000, border = false, width } = props;
  const minWidth = plainLength(props.minWidth) ?? DEFAULT_MIN_WIDTH;
  const align = asAlignment(props.verticalAlign);
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const rotation = useRotation(rootRef, rotate && products.length > 1, interval);
  if (products.length === 0) return null;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const slideWidth = carouselSlideWidth(width, minWidth);
  const slider = (
    <div ref={rootRef} className={cx(border && framed)} data-product-slider="">
      {rotation.enabled ? (
        <div className={header}>
          {title ? (
            <Heading id={headingId} className={heading}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          <button
            type="button"
            className={button({ variant: "secondary", shape: "square" }).root}
            aria-label={rotation.paused ? labels.play : labels.pause}
            onClick={rotation.toggle}
          >
            <RotationIcon paused={rotation.paused} />
          </button>
        </div>
      ) : (
        title && (
          // The server's markup: the heading alone (rotation starts after hydration, if at all).
          <Heading id={headingId} className={headingAlone}>
            {title}
          </Heading>
        )
      )}
      <Carousel
        label={title || labels.label}
        itemMinWidth={minWidth}
        previousLabel={labels.previous}
        nextLabel={labels.next}
        formatSlideLabel={labels.slide}
        className={cx(!navigation && noControls)}
      >
        {products.map((product) => (
          <ProductBox
            key={product.id}
            product={product}
            layoutWidth={slideWidth}
            boxLayout={boxLayout}
            displayMode={displayMode}
          />
        ))}
      </Carousel>
    </div>
  );
  return align ? (
    <div className={hasVerticalAlignment}>
      <div className={cx(verticalAlignClass[align], css({ minW: "0", flex: "1" }))}>{slider}</div>
    </div>
  ) : (
    slider
  );
}

/** Play (while paused) or pause (while rotating): the design system's icon set has neither. */
function RotationIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill="currentColor">
      {paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h4v12H5zM11 4h4v12h-4z" />}
    </svg>
  );
}

/** A length the carousel can build its container queries from (rem, em, px, ch), else `undefined`. */
function plainLength(value: unknown): string | undefined {
  const length = cssValue(value);
  return length && /^\d+(\.\d+)?(rem|em|px|ch)$/.test(length) ? length : undefined;
}

/**
 * Automatic rotation: off on the server and until the shopper's motion preference is known, off for
 * reduced motion, paused while the pointer or focus is inside the slider and after "pause".
 */
function useRotation(rootRef: RefObject<HTMLDivElement | null>, wanted: boolean, interval: number) {
  const [allowed, setAllowed] = useState(false);
  const [paused, setPaused] = useState(false);
  const [inside, setInside] = useState(false);
  useEffect(() => {
    if (!wanted || typeof matchMedia !== "function") return;
    const query = matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setAllowed(!query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [wanted]);
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !wanted) return;
    const enter = () => setInside(true);
    const leave = () => setInside(root.matches(":hover") || root.contains(document.activeElement));
    root.addEventListener("pointerenter", enter);
    root.addEventListener("pointerleave", leave);
    root.addEventListener("focusin", enter);
    root.addEventListener("focusout", () => queueMicrotask(leave));
    return () => {
      root.removeEventListener("pointerenter", enter);
      root.removeEventListener("pointerleave", leave);
      root.removeEventListener("focusin", enter);
    };
  }, [rootRef, wanted]);
  const running = wanted && allowed && !paused && !inside;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const slide = rootRef.current?.querySelector<HTMLElement>("[data-carousel-slide]");
      const track = slide?.parentElement;
      if (!slide || !track) return;
      const max = track.scrollWidth - track.clientWidth;
      if (max <= 1) return;
      if (Math.abs(track.scrollLeft) >= max - 1) track.scrollTo({ left: 0 });
      else track.scrollBy({ left: slide.getBoundingClientRect().width });
    }, interval);
    return () => clearInterval(timer);
  }, [running, interval, rootRef]);
  return { enabled: wanted && allowed, paused, toggle: () => setPaused((value) => !value) };
}
