import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import {
  bottle,
  imageBlock,
  imageTextBlock,
  lorem,
  page,
  section,
  textBlock,
  tiles,
} from "./__fixtures__/cms.ts";
import { imageTextCoverBlock } from "./__fixtures__/layoutBlocks.ts";
import { CmsPage } from "./CmsPage.tsx";

const intro = textBlock(lorem.heading + lorem.paragraph, { backgroundColor: "#ffffff" });

const meta = {
  title: "CMS/Section",
  component: CmsPage,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CmsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `boxed` (also what `null` falls back to): a container with side padding. */
export const DefaultBoxed: Story = {
  args: { cmsPage: page([section([intro, imageTextBlock(bottle(), lorem.paragraph, { position: 1 })])]) },
};

/** `full_width`: edge to edge. */
export const FullWidth: Story = {
  args: {
    cmsPage: page([
      section([imageBlock(tiles({ alt: "Tiled floor" }), { displayMode: "stretch" })], {
        sizingMode: "full_width",
      }),
    ]),
  },
};

/**
 * `full_width` with text, as the admin creates a hero (an `image-text-cover` block without margins): the
 * cover image reaches the screen's edges, the text keeps the page's gutter (16 px on a phone, 32 px from lg).
 */
export const FullWidthWithText: Story = {
  args: {
    cmsPage: page([
      section([imageTextCoverBlock(), textBlock(lorem.heading + lorem.paragraph, { position: 1 })], {
        sizingMode: "full_width",
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const viewport = canvasElement.ownerDocument.documentElement.clientWidth;
    const texts = [...canvasElement.querySelectorAll(".cms-element-text > *")];
    await expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const { left, right } = text.getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(16);
      await expect(viewport - right).toBeGreaterThanOrEqual(16);
    }
    const image = canvasElement.querySelector(".cms-block-image-text-cover img")!;
    await expect(Math.round(image.getBoundingClientRect().left)).toBe(0);
  },
};

export const BackgroundColor: Story = {
  args: {
    cmsPage: page([section([textBlock(lorem.heading + lorem.paragraph)], { backgroundColor: "#eef8f6" })]),
  },
};

/** The section's background media as a CSS background, sized by `backgroundMediaMode`. */
export const BackgroundImage: Story = {
  args: {
    cmsPage: page([
      section([intro], {
        backgroundMedia: tiles(),
        backgroundMediaMode: "cover",
        cssClass: "teaser-section",
      }),
    ]),
  },
};

const sidebarBlocks = () => [
  textBlock("<h2>Care guides</h2><ul><li>Oiling wooden floors</li><li>Sealing natural stone</li></ul>", {
    sectionPosition: "sidebar",
  }),
  textBlock(lorem.heading + lorem.paragraph, { position: 1 }),
  imageBlock(bottle({ metaData: { width: 400, height: 400 } }), {}, { position: 2 }),
];

/** Sidebar first (4/12 from lg, 3/12 from xl); `wrap` stacks it above the main column on small screens. */
export const SidebarWrap: Story = {
  args: { cmsPage: page([section(sidebarBlocks(), { type: "sidebar", mobileBehavior: "wrap" })]) },
};

/** `hidden` hides the sidebar below md. */
export const SidebarHiddenOnMobile: Story = {
  args: { cmsPage: page([section(sidebarBlocks(), { type: "sidebar", mobileBehavior: "hidden" })]) },
};

/** `visibility.mobile: false`: gone below md, shown from md. */
export const HiddenOnMobile: Story = {
  args: {
    cmsPage: page([
      section([textBlock("<h2>Shown on every device</h2>")]),
      section([textBlock("<h2>Only on tablet and desktop</h2>")], {
        position: 1,
        visibility: { mobile: false, tablet: true, desktop: true },
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".cms-section.hidden-mobile")).toBeInTheDocument();
  },
};
