import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Image, sizesAttribute, useIsHydrated } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
import { css, cx } from "@shop/styled-system/css";
import { useCms } from "../../CmsContext.ts";
import { mediaImage } from "../../media.ts";
import type { CmsElementProps } from "../../types.ts";
import { videoEmbed, type VideoEmbed } from "../../videoConfig.ts";

const frame = {
  standard: css({ position: "relative", w: "full", aspectRatio: "16 / 9" }),
  streched: css({ position: "relative", w: "full", h: "full", minH: "20rem" }),
};
const styles = {
  poster: css({
    position: "absolute",
    inset: "0",
    w: "full",
    h: "full",
    objectFit: "cover",
    borderRadius: "md",
  }),
  neutral: css({ position: "absolute", inset: "0", borderRadius: "md", bg: "fg" }),
  overlay: css({
    position: "absolute",
    inset: "0",
    display: "flex",
    flexDirection: "column",
    justifyContent: "flex-end",
    gap: "2",
    p: { base: "3", md: "6" },
    borderRadius: "md",
    color: "white",
    // A scrim under the texts keeps them readable on any poster (contrast 4.5:1).
    background: "linear-gradient(to top, rgba(0, 0, 0, 0.88), rgba(0, 0, 0, 0.62) 65%, rgba(0, 0, 0, 0.3))",
    textDecoration: "none",
  }),
  title: css({ textStyle: { base: "body.sm", md: "heading.sm" }, fontWeight: "semibold", m: "0" }),
  button: css({
    alignSelf: "flex-start",
    display: "inline-flex",
    alignItems: "center",
    gap: "2",
    minH: "11",
    px: "4",
    borderRadius: "md",
    bg: "white",
    color: "black",
    fontWeight: "semibold",
    border: "none",
    cursor: "pointer",
    _focusVisible: { outline: "3px solid white", outlineOffset: "2px" },
  }),
  note: css({ textStyle: "body.sm", m: "0", "& a": { color: "white", textDecoration: "underline" } }),
  iframe: css({ position: "absolute", inset: "0", w: "full", h: "full", border: "0", borderRadius: "md" }),
};

const providerName = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * `youtube-video` and `vimeo-video`: a consent placeholder (the preview media or a neutral poster, the
 * video's title, a load button with a privacy note). Nothing comes from the provider before the shopper
 * clicks: no iframe, no thumbnail. Without JavaScript the placeholder is a link to the video on the
 * provider's site; once hydrated it is a button that puts the player's iframe in its place.
 */
export function CmsElementVideoConsent({ slot }: CmsElementProps) {
  const embed = videoEmbed(slot);
  return embed ? <VideoConsent slot={slot} embed={embed} /> : null;
}

function VideoConsent({ slot, embed }: { slot: StoreApi.CmsSlot; embed: VideoEmbed }) {
  const { t } = useLingui();
  const { width, privacyPolicyHref } = useCms();
  const hydrated = useIsHydrated();
  const [loaded, setLoaded] = useState(false);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (loaded) iframeRef.current?.focus();
  }, [loaded]);

  const data = slot.data as { media?: StoreApi.Media | null } | null | undefined;
  const poster = mediaImage(data?.media);
  const provider = providerName[embed.provider];
  const title = poster?.alt || t`Video on ${provider}`;

  if (loaded) {
    return (
      <div className={frame[embed.displayMode]} data-video-provider={embed.provider}>
        <iframe
          ref={iframeRef}
          className={styles.iframe}
          src={embed.embedUrl}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          // The player runs its own scripts on its own (other) origin and may open the video on the provider's
          // site; both allow-* together only weaken a sandbox for a frame of the page's own origin.
          // oxlint-disable-next-line react/iframe-missing-sandbox
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  const posterImage =
    poster?.width && poster.height ? (
      <Image
        src={poster.src}
        alt=""
        thumbnails={poster.thumbnails}
        width={poster.width}
        height={poster.height}
        sizes={sizesAttribute(width)}
        loading="lazy"
        className={styles.poster}
      />
    ) : (
      <span className={styles.neutral} />
    );
  const loadLabel = embed.provider === "youtube" ? t`Load video from YouTube` : t`Load video from Vimeo`;
  const note = (
    <p className={styles.note}>
      {t`Loading the video sends data to ${provider}.`}{" "}
      {hydrated && privacyPolicyHref && <a href={privacyPolicyHref}>{t`Privacy policy`}</a>}
    </p>
  );

  return (
    <div className={frame[embed.displayMode]} data-video-provider={embed.provider} data-video-consent="">
      {posterImage}
      {hydrated ? (
        <div className={styles.overlay}>
          <p className={styles.title}>{title}</p>
          <button type="button" className={styles.button} onClick={() => setLoaded(true)}>
            <PlayGlyph />
            {loadLabel}
          </button>
          {note}
        </div>
      ) : (
        // No JavaScript: the video on the provider's site.
        <a href={embed.watchUrl} className={cx(styles.overlay)} rel="noopener noreferrer" target="_blank">
          <span className={styles.title}>{title}</span>
          <span className={styles.button}>
            <PlayGlyph />
            {embed.provider === "youtube" ? t`Watch on YouTube` : t`Watch on Vimeo`}
          </span>
        </a>
      )}
    </div>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
      <path d="M8 5.5v13l10-6.5z" />
    </svg>
  );
}
