import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { viewportWidth } from "@shop/design-system";
import { meadow, slot } from "../../__fixtures__/cms.ts";
import { CmsContext } from "../../CmsContext.ts";
import { CmsElementVideoConsent } from "./VideoConsent.tsx";

const preview = meadow({ alt: "So führen Sie die Einscheibenmaschine richtig" });
const youtube = (config: Record<string, unknown>, media = preview) =>
  slot("youtube-video", "video", { media, mediaId: media?.id ?? null, url: null, newTab: false }, config);

const meta = {
  title: "CMS/Elements/VideoConsent",
  component: CmsElementVideoConsent,
  // The shop gives the link to its privacy policy (the storefront's ShopCmsPage).
  decorators: [
    (Story) => (
      <CmsContext
        value={{ linkPolicy: {}, width: viewportWidth, privacyPolicyHref: "/Rechtliches/Datenschutz/" }}
      >
        <Story />
      </CmsContext>
    ),
  ],
} satisfies Meta<typeof CmsElementVideoConsent>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Records the player's address and keeps it from loading: the iframe's `src` is swapped for about:blank as
 * soon as it is attached, so nothing is requested from the provider in a story.
 */
function holdIframes(root: HTMLElement): string[] {
  const sources: string[] = [];
  new MutationObserver(() => {
    for (const iframe of root.querySelectorAll("iframe")) {
      const src = iframe.getAttribute("src");
      if (src && src !== "about:blank") {
        sources.push(src);
        iframe.dataset.src = src;
        iframe.setAttribute("src", "about:blank");
      }
    }
  }).observe(root, { childList: true, subtree: true });
  return sources;
}

/** The consent placeholder: the preview image, the title, the load button and the privacy note. No iframe. */
export const YouTubePlaceholder: Story = {
  args: { slot: youtube({ videoID: "Xk3pT9vQm2E" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: /YouTube/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Datenschutz|protection/ })).toHaveAttribute(
      "href",
      "/Rechtliches/Datenschutz/",
    );
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

/** Without preview media: a neutral poster; nothing from YouTube, not even a thumbnail. Stretched. */
export const YouTubeNeutralStretched: Story = {
  args: { slot: youtube({ videoID: "b7Rn2LwQx4s", displayMode: "streched" }, null as never) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: /YouTube/ })).toBeVisible();
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

/** The click puts the player in: youtube-nocookie.com with the config's parameters (not loaded here). */
export const YouTubeAfterConsent: Story = {
  tags: ["no-visual"],
  args: { slot: youtube({ videoID: "Xk3pT9vQm2E", start: 12, loop: true }) },
  play: async ({ canvasElement }) => {
    const sources = holdIframes(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /YouTube/ }));
    await waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Xk3pT9vQm2E\?/);
    expect(sources[0]).toContain("start=12");
    expect(sources[0]).toContain("playlist=Xk3pT9vQm2E");
  },
};

/** Vimeo: the same placeholder; after the click the player with dnt=1. */
export const Vimeo: Story = {
  args: {
    slot: slot(
      "vimeo-video",
      "video",
      { media: preview, url: null, newTab: false },
      { videoID: "824804225" },
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: /Vimeo/ })).toBeVisible();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

/** An id that is not an id (a URL, markup) renders nothing. */
export const InvalidId: Story = {
  args: { slot: youtube({ videoID: "https://evil.example/embed?x=<script>" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole("link")).not.toBeInTheDocument();
  },
};
