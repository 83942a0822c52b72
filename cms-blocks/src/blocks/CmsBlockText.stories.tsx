import type { Meta, StoryObj } from "@storybook/react-vite";
import { lorem, textBlock } from "../__fixtures__/cms.ts";
import { CmsBlock } from "../CmsBlock.tsx";

const meta = { title: "CMS/Blocks/Text", component: CmsBlock } satisfies Meta<typeof CmsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: {
    block: textBlock(
      `${lorem.heading}${lorem.paragraph}<ul><li>Wood</li><li>Stone</li><li>Metal</li></ul><p style="text-align: right"><a href="/Pflege/">Care products</a></p>`,
    ),
  },
};

/** Margins become padding inside the block; the background colour fills the whole block. */
export const MarginsAndBackground: Story = {
  args: {
    block: textBlock(lorem.heading + lorem.paragraph, {
      marginTop: "48px",
      marginBottom: "48px",
      marginLeft: "10%",
      marginRight: null,
      backgroundColor: "#eef8f6",
    }),
  },
};
