import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { bottle, imageSlot, meadow } from "../__fixtures__/cms.ts";
import { CmsElementImage } from "./CmsElementImage.tsx";

const meta = { title: "CMS/Elements/Image", component: CmsElementImage } satisfies Meta<
  typeof CmsElementImage
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Natural size (at most the column's width), centred by default. */
export const Standard: Story = {
  args: { slot: imageSlot(bottle({ metaData: { width: 320, height: 320 } })) },
};

export const StandardAlignedEnd: Story = {
  args: {
    slot: imageSlot(bottle({ metaData: { width: 320, height: 320 } }), { horizontalAlign: "flex-end" }),
  },
};

/** Fills its box, at least `minHeight` tall, cropped to cover. */
export const Cover: Story = {
  args: { slot: imageSlot(meadow(), { displayMode: "cover", minHeight: "240px" }) },
};

/** Always the full width of its column. */
export const Stretch: Story = { args: { slot: imageSlot(bottle(), { displayMode: "stretch" }) } };

/** A safe link wraps the image; the image's alt names the link. */
export const Linked: Story = {
  args: { slot: imageSlot(bottle({ alt: "All surface cleaners" }), { url: "/Reinigung/", newTab: true }) },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "All surface cleaners" });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/** An external URL without permission is refused: the image shows, unlinked. */
export const RefusedLink: Story = {
  args: { slot: imageSlot(bottle(), { url: "https://elsewhere.example.com/" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).not.toBeInTheDocument();
  },
};

/** Without alt and title the image is decorative (`alt=""`), never named after its file. */
export const Decorative: Story = { args: { slot: imageSlot(meadow({ alt: null, title: null })) } };
