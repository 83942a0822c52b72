import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { textBlock } from "../__fixtures__/cms.ts";
import {
  centerTextBlock,
  clarusText,
  imageTextColumns,
  imageTextCoverBlock,
  textOnImageBlock,
} from "../__fixtures__/layoutBlocks.ts";
import { CmsBlock } from "../CmsBlock.tsx";

const meta = { title: "CMS/Blocks/Image and text columns", component: CmsBlock } satisfies Meta<
  typeof CmsBlock
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `image-text-cover`: a cover image beside vertically centred text, no margins. */
export const ImageTextCover: Story = { args: { block: imageTextCoverBlock() } };

/** `center-text`: the text (30px padding) between two images. */
export const CenterText: Story = {
  args: { block: centerTextBlock() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Profi-Beratung" })).toBeVisible();
  },
};

/** `image-text-row`: three columns, each an image over its text. */
export const ImageTextRow: Story = { args: { block: imageTextColumns("image-text-row") } };

/** `image-text-gallery`: the same as cards. */
export const ImageTextGallery: Story = { args: { block: imageTextColumns("image-text-gallery") } };

/** `image-text-bubble`: circle images over centred text. */
export const ImageTextBubble: Story = {
  args: { block: imageTextColumns("image-text-bubble", { minHeight: "300px" }) },
};

/** `text-on-image`: white centred text on a scrim over the block's background image. */
export const TextOnImage: Story = {
  args: { block: textOnImageBlock() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Grundreinigung ab CHF 4.80 pro m²" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "jetzt Offerte anfragen" })).toBeVisible();
  },
};

/** Without a background image the scrim alone keeps the white text readable. */
export const TextOnImageWithoutImage: Story = { args: { block: textOnImageBlock(null) } };

/** `visibility.mobile: false`: hidden below md (this story is empty at mobile width). */
export const HiddenOnMobile: Story = {
  args: {
    block: textBlock(clarusText.story, { visibility: { mobile: false, tablet: true, desktop: true } }),
  },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector(".cms-block");
    await expect(block).toHaveClass("hidden-mobile");
  },
};
