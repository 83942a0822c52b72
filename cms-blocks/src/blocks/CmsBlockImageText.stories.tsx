import type { Meta, StoryObj } from "@storybook/react-vite";
import { bottle, imageTextBlock, lorem, tiles } from "../__fixtures__/cms.ts";
import { CmsBlock } from "../CmsBlock.tsx";

const meta = { title: "CMS/Blocks/Image and text", component: CmsBlock } satisfies Meta<typeof CmsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two equal columns from md, image first; stacked below md. */
export const ImageText: Story = {
  args: { block: imageTextBlock(bottle(), lorem.heading + lorem.paragraph) },
};

export const MarginsAndBackgroundColor: Story = {
  args: {
    block: imageTextBlock(bottle(), lorem.heading + lorem.paragraph, {
      marginTop: "40px",
      marginRight: "40px",
      marginBottom: "40px",
      marginLeft: "40px",
      backgroundColor: "#eef0f0",
    }),
  },
};

/** The block's background media: a decorative image covering the block. */
export const BackgroundImage: Story = {
  args: {
    block: imageTextBlock(bottle(), lorem.heading + lorem.paragraph, {
      backgroundMedia: tiles(),
      backgroundMediaMode: "cover",
      marginTop: "40px",
      marginBottom: "40px",
    }),
  },
};
