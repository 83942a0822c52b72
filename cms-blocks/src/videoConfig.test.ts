import { describe, expect, it } from "vitest";
import { slot } from "./__fixtures__/cms.ts";
import { videoEmbed, videoId, vimeoEmbed, youtubeEmbed } from "./videoConfig.ts";

const youtube = (config: Record<string, unknown>) => slot("youtube-video", "video", null, config);
const vimeo = (config: Record<string, unknown>) => slot("vimeo-video", "video", null, config);
const params = (url: string | undefined) => Object.fromEntries(new URL(url ?? "about:blank").searchParams);

describe("videoId", () => {
  it("accepts YouTube ids of [A-Za-z0-9_-] and Vimeo ids of digits only", () => {
    expect(videoId("youtube", " dQw4w9WgXcQ ")).toBe("dQw4w9WgXcQ");
    expect(videoId("youtube", "a_b-C9")).toBe("a_b-C9");
    expect(videoId("vimeo", "76979871")).toBe("76979871");
  });

  it.each([
    ["youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["youtube", 'x" onload="alert(1)'],
    ["youtube", "abc/../../evil"],
    ["youtube", "id?autoplay=1"],
    ["youtube", ""],
    ["youtube", 42],
    ["vimeo", "7697abc"],
    ["vimeo", "76979871?h=1"],
    ["vimeo", null],
  ] as const)("rejects %s id %j", (provider, value) => {
    expect(videoId(provider, value)).toBeUndefined();
  });

  it("renders nothing for a bad id", () => {
    expect(videoEmbed(youtube({ videoID: "<script>" }))).toBeUndefined();
    expect(videoEmbed(vimeo({ videoID: "javascript:alert(1)" }))).toBeUndefined();
    expect(videoEmbed(slot("text", "content", null))).toBeUndefined();
  });
});

describe("youtubeEmbed", () => {
  it("plays from youtube-nocookie.com by default (advancedPrivacyMode true)", () => {
    const embed = youtubeEmbed(youtube({ videoID: "dQw4w9WgXcQ" }));
    expect(embed?.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(embed?.watchUrl).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(embed?.displayMode).toBe("standard");
    expect(params(embed?.embedUrl)).toEqual({ rel: "0", autoplay: "1" });
  });

  it("uses youtube.com only when advancedPrivacyMode is off", () => {
    expect(youtubeEmbed(youtube({ videoID: "abc", advancedPrivacyMode: false }))?.embedUrl).toMatch(
      /^https:\/\/www\.youtube\.com\/embed\/abc\?/,
    );
  });

  it("honours loop, controls, start and end; autoplay is muted", () => {
    const embed = youtubeEmbed(
      youtube({ videoID: "abc", autoPlay: true, loop: true, showControls: false, start: "15", end: 90 }),
    );
    expect(params(embed?.embedUrl)).toEqual({
      rel: "0",
      autoplay: "1",
      mute: "1",
      loop: "1",
      playlist: "abc",
      controls: "0",
      start: "15",
      end: "90",
    });
    expect(embed?.watchUrl).toBe("https://www.youtube.com/watch?v=abc&t=15s");
  });

  it("drops an end before the start and non-numeric times", () => {
    const url = youtubeEmbed(youtube({ videoID: "abc", start: 30, end: 10 }))?.embedUrl;
    expect(params(url)).not.toHaveProperty("end");
    expect(params(youtubeEmbed(youtube({ videoID: "abc", start: "1;x" }))?.embedUrl)).not.toHaveProperty(
      "start",
    );
  });

  it("keeps Shopware's `streched` display mode and falls back to standard", () => {
    expect(youtubeEmbed(youtube({ videoID: "abc", displayMode: "streched" }))?.displayMode).toBe("streched");
    expect(youtubeEmbed(youtube({ videoID: "abc", displayMode: "huge" }))?.displayMode).toBe("standard");
  });
});

describe("vimeoEmbed", () => {
  it("sends dnt=1 by default (doNotTrack true) and the admin's defaults", () => {
    const embed = vimeoEmbed(vimeo({ videoID: "76979871" }));
    expect(embed?.embedUrl).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?/);
    expect(embed?.watchUrl).toBe("https://vimeo.com/76979871");
    expect(params(embed?.embedUrl)).toEqual({
      autoplay: "1",
      dnt: "1",
      byline: "0",
      portrait: "1",
      title: "1",
    });
  });

  it("honours doNotTrack off, autoplay, loop, byLine, portrait, title, controls and a hex colour", () => {
    const url = vimeoEmbed(
      vimeo({
        videoID: "1",
        doNotTrack: false,
        autoplay: true,
        loop: true,
        byLine: true,
        portrait: false,
        title: false,
        controls: false,
        color: "#00adef",
      }),
    )?.embedUrl;
    expect(params(url)).toEqual({
      autoplay: "1",
      muted: "1",
      loop: "1",
      byline: "1",
      portrait: "0",
      title: "0",
      controls: "0",
      color: "00adef",
    });
  });

  it("ignores a colour that is not a hex colour", () => {
    expect(params(vimeoEmbed(vimeo({ videoID: "1", color: "red&x=1" }))?.embedUrl)).not.toHaveProperty(
      "color",
    );
  });
});
