import type * as StoreApi from "@shop/store-api";
import { asAlignment, type Alignment } from "./elements/alignment.ts";
import { cssValue } from "./cssValue.ts";
import { oneOf, slotConfig } from "./slotConfig.ts";

export type NavigationPlacement = "inside" | "outside" | null;
export type SliderDisplayMode = "standard" | "cover" | "contain";

/** The behaviour an `image-slider`, `image-gallery` or `media-gallery` config asks for (cms-types §4, §5.9). */
export interface SliderConfig {
  /** Previous / next buttons: none (null), over the image (`inside`) or beside it (`outside`). */
  arrows: NavigationPlacement;
  /** The dots: none (null), over the image's bottom edge (`inside`) or below it (`outside`). */
  dots: NavigationPlacement;
  displayMode: SliderDisplayMode;
  /** Each slide's minimum height in `cover` mode (ignored otherwise, as Shopware does). */
  minHeight: string | undefined;
  /** Only in `standard` mode (§5.7). */
  verticalAlign: Alignment | undefined;
  /** Milliseconds of the slide transition (0: none). */
  speed: number;
  /** Milliseconds between automatic slides, or `undefined` when the slider does not rotate. */
  autoplayInterval: number | undefined;
}

const placement = (value: unknown): NavigationPlacement =>
  value === "inside" || value === "outside" ? value : null;
const milliseconds = (value: unknown, fallback: number, min: number) => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? Math.max(min, Math.round(number)) : fallback;
};

/** Reads a slider or gallery slot's config; partial or malformed configs fall back to the defaults. */
export function sliderConfig(slot: StoreApi.CmsSlot): SliderConfig {
  const media = slot.type === "media-gallery";
  const displayMode = oneOf(
    // media-gallery's `auto` is the natural size: our `standard`.
    slotConfig(slot, "displayMode"),
    ["standard", "cover", "contain"],
    "standard",
  );
  const autoSlide = slotConfig(slot, "autoSlide") === true;
  return {
    arrows: media
      ? slotConfig(slot, "showNavigationArrows") === true
        ? "inside"
        : null
      : placement(slotConfig(slot, "navigationArrows")),
    dots: media ? null : placement(slotConfig(slot, "navigationDots")),
    displayMode,
    minHeight:
      displayMode === "cover" ? cssValue(slotConfig(slot, media ? "maxHeight" : "minHeight")) : undefined,
    verticalAlign: displayMode === "standard" ? asAlignment(slotConfig(slot, "verticalAlign")) : undefined,
    speed: milliseconds(slotConfig(slot, "speed"), 300, 0),
    // Shorter than 2 s is unreadable; WCAG 2.2.2 asks for a pause control, which the slider shows.
    autoplayInterval: autoSlide ? milliseconds(slotConfig(slot, "autoplayTimeout"), 5000, 2000) : undefined,
  };
}

/** Autoplay runs only when the config asks for it and the shopper does not prefer reduced motion. */
export function shouldAutoplay(
  config: Pick<SliderConfig, "autoplayInterval">,
  prefersReducedMotion: boolean,
) {
  return config.autoplayInterval !== undefined && !prefersReducedMotion;
}

/** A gallery's thumbnails: beside the image (`left`, the admin's default) or below it (`underneath`). */
export function galleryThumbnailPosition(slot: StoreApi.CmsSlot): "left" | "underneath" {
  const key = slot.type === "media-gallery" ? "thumbnailPosition" : "galleryPosition";
  return oneOf(slotConfig(slot, key), ["left", "underneath"], "left");
}

/** Whether a gallery opens its images in the full-screen (zoom) dialog. */
export function galleryZoom(slot: StoreApi.CmsSlot): boolean {
  if (slot.type === "media-gallery") {
    return slotConfig(slot, "showFullScreenGallery") !== false || slotConfig(slot, "showMagnifier") === true;
  }
  return slotConfig(slot, "zoom") === true || slotConfig(slot, "fullScreen") === true;
}

/** The design system `Gallery`'s props from an `image-gallery` or `media-gallery` config. */
export function galleryProps(slot: StoreApi.CmsSlot) {
  const config = sliderConfig(slot);
  return {
    thumbnailPosition: galleryThumbnailPosition(slot),
    arrows: config.arrows ?? "none",
    fullscreen: galleryZoom(slot),
    fit: config.displayMode === "cover" ? "cover" : "contain",
    minHeight: config.minHeight,
  } as const;
}
