import { describe, expect, it } from "vitest";
import { slot } from "./__fixtures__/cms.ts";
import { mediaRegionName } from "./media.ts";
import { galleryProps, shouldAutoplay, sliderConfig } from "./sliderConfig.ts";

const slider = (config: Record<string, unknown> = {}) => slot("image-slider", "imageSlider", null, config);
const gallery = (config: Record<string, unknown> = {}) => slot("image-gallery", "imageGallery", null, config);

describe("sliderConfig", () => {
  it("fills a partial config from the admin's defaults", () => {
    expect(sliderConfig(slider())).toEqual({
      arrows: "outside",
      dots: null,
      displayMode: "standard",
      minHeight: undefined,
      verticalAlign: undefined,
      speed: 300,
      autoplayInterval: undefined,
    });
  });

  it("places arrows and dots inside, outside or not at all", () => {
    expect(sliderConfig(slider({ navigationArrows: "inside", navigationDots: "outside" }))).toMatchObject({
      arrows: "inside",
      dots: "outside",
    });
    expect(sliderConfig(slider({ navigationArrows: null, navigationDots: "inside" }))).toMatchObject({
      arrows: null,
      dots: "inside",
    });
    expect(sliderConfig(slider({ navigationArrows: "everywhere" })).arrows).toBeNull();
  });

  it("applies minHeight only in cover mode, verticalAlign only in standard mode", () => {
    expect(
      sliderConfig(slider({ displayMode: "cover", minHeight: "420px", verticalAlign: "center" })),
    ).toMatchObject({ displayMode: "cover", minHeight: "420px", verticalAlign: undefined });
    expect(sliderConfig(slider({ minHeight: "420px", verticalAlign: "center" }))).toMatchObject({
      minHeight: undefined,
      verticalAlign: "center",
    });
    expect(
      sliderConfig(slider({ displayMode: "cover", minHeight: "1px;color:red" })).minHeight,
    ).toBeUndefined();
  });

  it("rotates only with autoSlide, at least every 2 seconds", () => {
    expect(sliderConfig(slider({ autoplayTimeout: 3000 })).autoplayInterval).toBeUndefined();
    expect(sliderConfig(slider({ autoSlide: true })).autoplayInterval).toBe(5000);
    expect(sliderConfig(slider({ autoSlide: true, autoplayTimeout: "100" })).autoplayInterval).toBe(2000);
    expect(sliderConfig(slider({ autoSlide: true, autoplayTimeout: "soon" })).autoplayInterval).toBe(5000);
  });
});

describe("shouldAutoplay", () => {
  it("never plays when the shopper prefers reduced motion", () => {
    const rotating = sliderConfig(slider({ autoSlide: true }));
    expect(shouldAutoplay(rotating, false)).toBe(true);
    expect(shouldAutoplay(rotating, true)).toBe(false);
    expect(shouldAutoplay(sliderConfig(slider()), false)).toBe(false);
  });
});

describe("galleryProps", () => {
  it("maps image-gallery's config: thumbnails left by default, no zoom, arrows inside", () => {
    expect(galleryProps(gallery())).toEqual({
      thumbnailPosition: "left",
      arrows: "inside",
      fullscreen: false,
      fit: "contain",
      minHeight: undefined,
    });
  });

  it("maps underneath, zoom, cover with minHeight and no arrows", () => {
    expect(
      galleryProps(
        gallery({
          galleryPosition: "underneath",
          zoom: true,
          displayMode: "cover",
          minHeight: "500px",
          navigationArrows: null,
        }),
      ),
    ).toEqual({
      thumbnailPosition: "underneath",
      arrows: "none",
      fullscreen: true,
      fit: "cover",
      minHeight: "500px",
    });
  });

  it("maps media-gallery's own keys", () => {
    const media = slot("media-gallery", "mediaGallery", null, {
      showNavigationArrows: true,
      thumbnailPosition: "underneath",
      showFullScreenGallery: false,
      showMagnifier: false,
    });
    expect(galleryProps(media)).toEqual({
      thumbnailPosition: "underneath",
      arrows: "inside",
      fullscreen: false,
      fit: "contain",
      minHeight: undefined,
    });
    expect(galleryProps(slot("media-gallery", "mediaGallery", null))).toMatchObject({
      thumbnailPosition: "left",
      arrows: "none",
      fullscreen: true,
    });
  });
});

describe("mediaRegionName", () => {
  it("names a slider by its first and last image, so two on a page differ", () => {
    expect(mediaRegionName("Bild-Slider", ["Pad", "", "Maschine"])).toBe("Bild-Slider: Pad – Maschine");
    expect(mediaRegionName("Bild-Slider", ["Pad", "Pad"])).toBe("Bild-Slider: Pad");
    expect(mediaRegionName("Bild-Slider", ["", ""])).toBe("Bild-Slider");
  });
});
