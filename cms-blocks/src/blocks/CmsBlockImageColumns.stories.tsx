import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { bottle, block, imageSlot } from "../__fixtures__/cms.ts";
import { imageColumns } from "../__fixtures__/layoutBlocks.ts";
import { CmsBlock } from "../CmsBlock.tsx";

const meta = { title: "CMS/Blocks/Image columns", component: CmsBlock } satisfies Meta<typeof CmsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const three = ["left", "center", "right"] as const;
const noMargins = { marginTop: null, marginRight: null, marginBottom: null, marginLeft: null };
const smallBottle = (alt: string) => bottle({ alt, metaData: { width: 160, height: 160 } });

/** `image-cover`: one cover image, created without margins. */
export const ImageCover: Story = {
  args: { block: imageColumns("image-cover", ["image"], { minHeight: "320px" }, noMargins) },
};

export const ImageTwoColumn: Story = { args: { block: imageColumns("image-two-column", ["left", "right"]) } };

/** Cover images (the admin's default) fill each column at least `minHeight` tall. */
export const ImageThreeColumn: Story = {
  args: { block: imageColumns("image-three-column", three) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("img")).toHaveLength(3);
  },
};

/** `standard` images at their natural size, aligned start, centre and end in their columns. */
export const ImageThreeColumnStandardAligned: Story = {
  args: {
    block: block("image-three-column", [
      imageSlot(smallBottle("Neutralreiniger 1 l"), { horizontalAlign: "flex-start" }, "left"),
      imageSlot(smallBottle("Glasreiniger 1 l"), { horizontalAlign: "center" }, "center"),
      imageSlot(smallBottle("Sanitärreiniger 1 l"), { horizontalAlign: "flex-end" }, "right"),
    ]),
  },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement)
      .getByRole("img", { name: "Sanitärreiniger 1 l" })
      .closest("[data-display-mode]");
    await expect(frame).toHaveAttribute("data-horizontal-align", "flex-end");
  },
};

/** `stretch`: every image as wide as its column. */
export const ImageThreeColumnStretch: Story = {
  args: { block: imageColumns("image-three-column", three, { displayMode: "stretch" }) },
};

/** `image-three-cover`: full width, no gaps between the images. */
export const ImageThreeCover: Story = {
  args: { block: imageColumns("image-three-cover", three, {}, noMargins) },
};

export const ImageFourColumn: Story = {
  args: { block: imageColumns("image-four-column", ["left", "center-left", "center-right", "right"]) },
};

/** `image-bubble-row`: 300×300 px circles. */
export const ImageBubbleRow: Story = {
  args: { block: imageColumns("image-bubble-row", three, { minHeight: "300px" }) },
};

/** `image-highlight-row` with the admin's defaults: #e9e9e9 background, 40px top and bottom, white frames. */
export const ImageHighlightRow: Story = {
  args: {
    block: imageColumns(
      "image-highlight-row",
      three,
      {},
      {
        marginTop: "40px",
        marginBottom: "40px",
        backgroundColor: "#e9e9e9",
      },
    ),
  },
};

/** `image-simple-grid`: two images stacked on the left, one on the right. */
export const ImageSimpleGrid: Story = {
  args: {
    block: imageColumns("image-simple-grid", ["left-top", "left-bottom", "right"], { minHeight: "200px" }),
  },
};
