import type * as StoreApi from "@shop/store-api";
import { oneOf, slotConfig } from "./slotConfig.ts";

/** The video providers of `youtube-video` and `vimeo-video`. */
export type VideoProvider = "youtube" | "vimeo";

/**
 * A video id as the provider names it, or `undefined`: YouTube ids are `[A-Za-z0-9_-]`, Vimeo ids are
 * digits. Anything else (a URL, markup, spaces) renders nothing, so no config value reaches a URL raw.
 */
export function videoId(provider: VideoProvider, value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const id = value.trim();
  const pattern = provider === "youtube" ? /^[A-Za-z0-9_-]{1,64}$/ : /^\d{1,20}$/;
  return pattern.test(id) ? id : undefined;
}

const seconds = (value: unknown): number | undefined => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0
    ? Math.floor(number)
    : undefined;
};
const flag = (value: unknown) => value === true || value === "true" || value === 1;

export interface VideoEmbed {
  provider: VideoProvider;
  id: string;
  /** The player's URL, loaded into an iframe only after the shopper's click. */
  embedUrl: string;
  /** The video on the provider's site: the placeholder's link without JavaScript. */
  watchUrl: string;
  /** `streched` (sic, Shopware's value) fills the slot's width and height; `standard` is 16:9. */
  displayMode: "standard" | "streched";
}

/**
 * The YouTube player URL from the `youtube-video` config: youtube-nocookie.com when advancedPrivacyMode is
 * on (the default), autoplay (muted, or browsers refuse), loop (needs the playlist parameter), controls,
 * start and end in seconds.
 */
export function youtubeEmbed(slot: StoreApi.CmsSlot): VideoEmbed | undefined {
  const id = videoId("youtube", slotConfig(slot, "videoID"));
  if (!id) return undefined;
  const host =
    slotConfig(slot, "advancedPrivacyMode") === false ? "www.youtube.com" : "www.youtube-nocookie.com";
  const params = new URLSearchParams({ rel: "0" });
  // The shopper has just clicked to play: autoplay after consent is what they asked for.
  params.set("autoplay", "1");
  if (flag(slotConfig(slot, "autoPlay"))) params.set("mute", "1");
  if (flag(slotConfig(slot, "loop"))) {
    params.set("loop", "1");
    params.set("playlist", id);
  }
  if (slotConfig(slot, "showControls") === false) params.set("controls", "0");
  const start = seconds(slotConfig(slot, "start"));
  const end = seconds(slotConfig(slot, "end"));
  if (start) params.set("start", String(start));
  if (end && (!start || end > start)) params.set("end", String(end));
  return {
    provider: "youtube",
    id,
    embedUrl: `https://${host}/embed/${id}?${params}`,
    watchUrl: `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ""}`,
    displayMode: oneOf(slotConfig(slot, "displayMode"), ["standard", "streched"], "standard"),
  };
}

/**
 * The Vimeo player URL from the `vimeo-video` config: dnt=1 when doNotTrack (the default), autoplay,
 * loop, byline, portrait, title, controls and the colour (a hex colour only).
 */
export function vimeoEmbed(slot: StoreApi.CmsSlot): VideoEmbed | undefined {
  const id = videoId("vimeo", slotConfig(slot, "videoID"));
  if (!id) return undefined;
  const params = new URLSearchParams({ autoplay: "1" });
  if (slotConfig(slot, "doNotTrack") !== false) params.set("dnt", "1");
  if (flag(slotConfig(slot, "autoplay"))) params.set("muted", "1");
  if (flag(slotConfig(slot, "loop"))) params.set("loop", "1");
  params.set("byline", flag(slotConfig(slot, "byLine")) ? "1" : "0");
  params.set("portrait", slotConfig(slot, "portrait") === false ? "0" : "1");
  params.set("title", slotConfig(slot, "title") === false ? "0" : "1");
  if (slotConfig(slot, "controls") === false) params.set("controls", "0");
  const color = slotConfig(slot, "color");
  if (typeof color === "string" && /^#?[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(color)) {
    params.set("color", color.replace("#", ""));
  }
  return {
    provider: "vimeo",
    id,
    embedUrl: `https://player.vimeo.com/video/${id}?${params}`,
    watchUrl: `https://vimeo.com/${id}`,
    displayMode: oneOf(slotConfig(slot, "displayMode"), ["standard", "streched"], "standard"),
  };
}

/** The embed of a `youtube-video` or `vimeo-video` slot, or `undefined` for another type or a bad id. */
export function videoEmbed(slot: StoreApi.CmsSlot): VideoEmbed | undefined {
  if (slot.type === "youtube-video") return youtubeEmbed(slot);
  if (slot.type === "vimeo-video") return vimeoEmbed(slot);
  return undefined;
}
