import type * as StoreApi from "@shop/store-api";
import { css } from "@shop/styled-system/css";
import { mediaImage } from "../media.ts";
import { slotConfig } from "../slotConfig.ts";
import type { CmsElementProps } from "../types.ts";

/** Media comes from the shop's media host: an http(s) or root-relative address, never `javascript:` or data. */
const isMediaUrl = (url: unknown): boolean => typeof url === "string" && /^(https?:\/\/|\/(?!\/))/i.test(url);

type VideoData = { media?: StoreApi.Media | null; previewMedia?: StoreApi.Media | null };

const video = {
  standard: css({
    display: "block",
    w: "full",
    h: "auto",
    aspectRatio: "16 / 9",
    bg: "fg",
    borderRadius: "md",
  }),
  streched: css({ display: "block", w: "full", h: "full", objectFit: "cover", bg: "fg", borderRadius: "md" }),
};

/**
 * `video` (§6b): a self-hosted video from the shop's media as a native `<video>` with controls that loads
 * nothing before the shopper presses play (`preload="none"`) and shows the preview media as its poster.
 * No media, or media that is not a video, renders nothing. Autoplay only muted and never without controls.
 */
export function CmsElementVideo({ slot }: CmsElementProps) {
  const data = slot.data as VideoData | null | undefined;
  const media = data?.media;
  const url = media?.url;
  if (
    !media ||
    typeof url !== "string" ||
    !isMediaUrl(url) ||
    !String(media.mimeType ?? "").startsWith("video/")
  )
    return null;
  const posterSrc = mediaImage(data?.previewMedia)?.src;
  const posterUrl =
    typeof posterSrc === "string" && (isMediaUrl(posterSrc) || posterSrc.startsWith("data:image/"))
      ? posterSrc
      : undefined;
  const autoPlay = slotConfig(slot, "autoPlay") === true;
  const displayMode = slotConfig(slot, "displayMode") === "streched" ? "streched" : "standard";
  const title = media.translated?.title || media.title || media.translated?.alt || media.alt || undefined;
  return (
    // oxlint-disable-next-line jsx-a11y/media-has-caption -- captions are the editor's: Shopware media has no track
    <video
      className={video[displayMode]}
      controls
      preload="none"
      poster={posterUrl}
      loop={slotConfig(slot, "loop") === true}
      autoPlay={autoPlay}
      muted={autoPlay}
      playsInline
      aria-label={title ?? undefined}
    >
      <source src={url} type={media.mimeType ?? undefined} />
    </video>
  );
}
