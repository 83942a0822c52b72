import { useLingui } from "@lingui/react/macro";
import type { CSSProperties } from "react";
import { Carousel, Image, sizesAttribute } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
import { css, cx } from "@shop/styled-system/css";
import { useCms } from "../../CmsContext.ts";
import { mediaImage, mediaRegionName } from "../../media.ts";
import { safeHref } from "../../safeUrl.ts";
import { sliderConfig } from "../../sliderConfig.ts";
import type { CmsElementProps } from "../../types.ts";
import { verticalAlignClass } from "../../elements/alignment.ts";

type SliderItem = { media?: StoreApi.Media | null; url?: string | null; newTab?: boolean | null };

const slideFrame = {
  // Natural size, no wider than the slot and no taller than most of the screen. The width is definite
  // (the slot's, capped at the image's own width) so the height follows from the width and height
  // attributes before the image loads: a lazy slide image shifts nothing when it arrives.
  standard: css({
    display: "flex",
    justifyContent: "center",
    "& img": {
      w: "full",
      maxW: "min(100%, var(--slide-image-width, 100%))",
      h: "auto",
      maxH: "min(70vh, 32rem)",
      objectFit: "contain",
    },
  }),
  contain: css({
    display: "flex",
    justifyContent: "center",
    aspectRatio: { base: "4 / 3", md: "16 / 9" },
    maxH: "min(70vh, 36rem)",
    w: "full",
    "& img": { w: "full", h: "full", objectFit: "contain" },
  }),
  cover: css({
    position: "relative",
    overflow: "hidden",
    "& img": { position: "absolute", inset: "0", w: "full", h: "full", objectFit: "cover" },
  }),
};
const linkBox = css({ display: "contents" });

/**
 * `image-slider`: the slot's images as a full-width scroll-snap track (every slide reachable by scrolling
 * and its link working without JavaScript); once hydrated the carousel adds the arrows and dots the config
 * places, the arrow keys, and autoplay with a pause button when `autoSlide` is on (never with reduced motion).
 */
export function CmsElementImageSlider({ slot }: CmsElementProps) {
  const { t } = useLingui();
  const { linkPolicy, prioritySlot, width } = useCms();
  const config = sliderConfig(slot);
  const items = ((slot.data as { sliderItems?: SliderItem[] | null } | null)?.sliderItems ?? []).flatMap(
    (item) => {
      const image = mediaImage(item?.media);
      return image ? [{ image, href: safeHref(item.url, linkPolicy), newTab: item.newTab === true }] : [];
    },
  );
  if (items.length === 0) return null;
  const priority = prioritySlot === slot;
  const slideLabel = (index: number, total: number) => t`Slide ${index} of ${total}`;
  return (
    <Carousel
      className={config.verticalAlign ? verticalAlignClass[config.verticalAlign] : undefined}
      label={mediaRegionName(
        t`Image slider`,
        items.map(({ image }) => image.alt),
      )}
      roleDescription={t`carousel`}
      slideRoleDescription={t`slide`}
      previousLabel={t`Previous slide`}
      nextLabel={t`Next slide`}
      formatSlideLabel={slideLabel}
      fullWidthSlides
      controls={config.arrows ?? "none"}
      dots={config.dots ?? "none"}
      autoplay={
        config.autoplayInterval
          ? { interval: config.autoplayInterval, pauseLabel: t`Pause slider`, playLabel: t`Play slider` }
          : undefined
      }
    >
      {items.map(({ image, href, newTab }, index) => {
        const { width: imageWidth, height, ...rest } = image;
        const picture =
          imageWidth && height ? (
            <Image
              {...rest}
              width={imageWidth}
              height={height}
              sizes={sizesAttribute(width)}
              loading={priority && index === 0 ? "eager" : "lazy"}
              fetchPriority={priority && index === 0 ? "high" : undefined}
            />
          ) : (
            <img src={rest.src} alt={rest.alt} loading="lazy" decoding="async" />
          );
        return (
          <div
            key={index}
            className={slideFrame[config.displayMode]}
            style={
              {
                ...(config.minHeight ? { minHeight: config.minHeight } : {}),
                ...(imageWidth ? { "--slide-image-width": `${imageWidth}px` } : {}),
              } as CSSProperties
            }
          >
            {href ? (
              <a
                href={href}
                aria-label={image.alt || slideLabel(index + 1, items.length)}
                className={cx(linkBox)}
                {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {picture}
              </a>
            ) : (
              picture
            )}
          </div>
        );
      })}
    </Carousel>
  );
}
