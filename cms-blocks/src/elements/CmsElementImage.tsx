import type { CSSProperties } from "react";
import { Image, Link, maxWidth, sizesAttribute } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
import { css, cx } from "@shop/styled-system/css";
import { useCms } from "../CmsContext.ts";
import { cssValue } from "../cssValue.ts";
import { mediaImage } from "../media.ts";
import { safeHref } from "../safeUrl.ts";
import { oneOf, slotConfig } from "../slotConfig.ts";
import type { CmsElementProps } from "../types.ts";
import { ALIGNMENTS, asAlignment } from "./alignment.ts";

const DISPLAY_MODES = ["standard", "cover", "stretch"] as const;
type ImageData = { media?: StoreApi.Media | null; url?: string | null; newTab?: boolean | null };

const frame = {
  standard: css({
    display: "flex",
    "& > a": { maxWidth: "100%" },
    "& img": { maxWidth: "100%", height: "auto" },
  }),
  stretch: css({ display: "flex", "& > a": { width: "100%" }, "& img": { width: "100%", height: "auto" } }),
  cover: css({
    position: "relative",
    height: "100%",
    overflow: "hidden",
    "& img": { position: "absolute", inset: "0", width: "100%", height: "100%", objectFit: "cover" },
    "& > a": { position: "absolute", inset: "0" },
  }),
};
const linkBox = css({ display: "block" });

// Shopware maps `center` to centred, `flex-end` to end, anything else to start.
const horizontalAlignClass = {
  "flex-start": css({ justifyContent: "start" }),
  center: css({ justifyContent: "center" }),
  "flex-end": css({ justifyContent: "end" }),
};

const verticalAlignClass = {
  "flex-start": css({ height: "100%", alignItems: "start" }),
  center: css({ height: "100%", alignItems: "center" }),
  "flex-end": css({ height: "100%", alignItems: "end" }),
};

/**
 * Cover mode's box: at least `minHeight` tall (Shopware applies minHeight in this mode only). Without a
 * usable minHeight the image is absolutely positioned in an empty box, which would collapse to nothing:
 * the box then keeps the image's aspect ratio instead.
 */
function coverStyle(
  minHeight: string | undefined,
  width?: number,
  height?: number,
): CSSProperties | undefined {
  if (minHeight) return { minHeight };
  return width && height ? { aspectRatio: `${width} / ${height}` } : undefined;
}

/**
 * One CMS image through the design system's `Image`; nothing without media. A configured link is
 * rendered only when `isSafeUrl` accepts it under the page's link policy.
 */
export function CmsElementImage({ slot }: CmsElementProps) {
  const { linkPolicy, renderLink, prioritySlot, width: slotWidth } = useCms();
  const data = slot.data as ImageData | null | undefined;
  const image = mediaImage(data?.media);
  if (!image) return null;

  const displayMode = oneOf(slotConfig(slot, "displayMode"), DISPLAY_MODES, "standard");
  const isCover = displayMode === "cover";
  const minHeight = cssValue(slotConfig(slot, "minHeight"));
  const horizontalAlign = oneOf(slotConfig(slot, "horizontalAlign"), ALIGNMENTS, "flex-start");
  const verticalAlign = asAlignment(slotConfig(slot, "verticalAlign"));
  const href = safeHref(data?.url ?? slotConfig(slot, "url"), linkPolicy);
  const newTab = (data?.newTab ?? slotConfig(slot, "newTab")) === true;
  const loading = prioritySlot === slot ? "eager" : "lazy";
  const fetchPriority = prioritySlot === slot ? "high" : undefined;

  const { width, height, ...rest } = image;
  const picture =
    width && height ? (
      <Image
        {...rest}
        {...{ width, height, loading, fetchPriority }}
        // `standard` shows the image at its own width when the slot is wider; the other modes fill the slot.
        sizes={sizesAttribute(displayMode === "standard" ? maxWidth(slotWidth, width) : slotWidth)}
      />
    ) : (
      // SVGs and other media without metaData: there is no intrinsic size to reserve.
      <img src={rest.src} alt={rest.alt} loading={loading} fetchPriority={fetchPriority} decoding="async" />
    );

  return (
    <div
      className={cx(
        "cms-element-image",
        frame[displayMode],
        !isCover && horizontalAlignClass[horizontalAlign],
        !isCover && verticalAlign && verticalAlignClass[verticalAlign],
      )}
      data-display-mode={displayMode}
      data-horizontal-align={isCover ? undefined : horizontalAlign}
      data-vertical-align={isCover ? undefined : verticalAlign}
      style={isCover ? coverStyle(minHeight, width, height) : undefined}
    >
      {href ? (
        <Link
          href={href}
          variant="subtle"
          className={linkBox}
          render={renderLink}
          {...(newTab && { target: "_blank", rel: "noopener noreferrer" })}
        >
          {picture}
        </Link>
      ) : (
        picture
      )}
    </div>
  );
}
