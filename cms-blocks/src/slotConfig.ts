import type * as StoreApi from "@shop/store-api";

/** The admin's default config of each element type, for the keys our elements read (docs/cms.md). */
export const cmsElementDefaults: Record<string, Record<string, unknown>> = {
  text: { verticalAlign: null },
  image: {
    displayMode: "standard",
    url: null,
    newTab: false,
    minHeight: "340px",
    verticalAlign: "center",
    horizontalAlign: "center",
  },
  "category-name": { verticalAlign: null },
  "product-box": { boxLayout: "standard", displayMode: "standard", verticalAlign: null },
  "product-slider": {
    title: "",
    displayMode: "standard",
    boxLayout: "standard",
    navigation: true,
    rotate: false,
    border: false,
    elMinWidth: "300px",
    verticalAlign: null,
  },
  "image-slider": {
    navigationArrows: "outside",
    navigationDots: null,
    displayMode: "standard",
    minHeight: "300px",
    verticalAlign: null,
    speed: 300,
    autoSlide: false,
    autoplayTimeout: 5000,
  },
  "image-gallery": {
    navigationArrows: "inside",
    navigationDots: null,
    galleryPosition: "left",
    displayMode: "standard",
    minHeight: "340px",
    verticalAlign: null,
    zoom: false,
    fullScreen: false,
  },
  "media-gallery": {
    displayMode: "auto",
    maxHeight: null,
    showNavigationArrows: false,
    thumbnailPosition: "left",
    showMagnifier: true,
    showFullScreenGallery: true,
  },
  "youtube-video": {
    videoID: "",
    autoPlay: false,
    loop: false,
    showControls: true,
    start: null,
    end: null,
    displayMode: "standard",
    advancedPrivacyMode: true,
    needsConfirmation: false,
  },
  "vimeo-video": {
    videoID: "",
    autoplay: false,
    byLine: false,
    color: "",
    doNotTrack: true,
    loop: false,
    portrait: true,
    title: true,
    controls: true,
    needsConfirmation: false,
  },
  video: { autoPlay: false, loop: false, displayMode: "standard" },
  form: { type: "contact", title: "", mailReceiver: [], defaultMailReceiver: true, confirmationText: "" },
  "age-verification": {
    minimumAge: 18,
    title: "",
    content: "",
    confirmButtonText: "",
    declineButtonText: "",
    cookieLifetime: 30,
    declineUrl: null,
  },
};

/**
 * A slot's config value for `key`. Persisted configs can be partial, so a missing key falls back to the
 * element's default; a key that is present wins, even when its value is null.
 */
export function slotConfig(slot: StoreApi.CmsSlot, key: string): unknown {
  const config = slot.config as Record<string, { value?: unknown }> | null | undefined;
  const entry = config?.[key];
  if (entry && typeof entry === "object" && "value" in entry) return entry.value;
  return cmsElementDefaults[slot.type]?.[key] ?? null;
}

/** `value` when it is one of `allowed`, else `fallback`: CMS config is free-form JSON. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}
