import type { Meta, StoryObj } from "@storybook/react-vite";
import { imageBlock, meadow } from "../__fixtures__/cms.ts";
import { CmsBlock } from "../CmsBlock.tsx";

const meta = { title: "CMS/Blocks/Image", component: CmsBlock } satisfies Meta<typeof CmsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = { args: { block: imageBlock(meadow()) } };

export const WithoutMargins: Story = {
  args: {
    block: imageBlock(
      meadow(),
      {},
      { marginTop: null, marginRight: null, marginBottom: null, marginLeft: null },
    ),
  },
};
