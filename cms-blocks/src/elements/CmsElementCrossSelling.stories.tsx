import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { CmsSlot } from "@shop/store-api";
import { loadProductPage, ProductStory } from "../__fixtures__/product.tsx";
import { storyLocale } from "../__fixtures__/listing.tsx";
import { CmsElementCrossSelling } from "./CmsElementCrossSelling.tsx";

const meta = {
  title: "CMS/Product/CrossSelling",
  component: CmsElementCrossSelling,
  parameters: { layout: "padded" },
} satisfies Meta<typeof CmsElementCrossSelling>;
export default meta;
type Story = StoryObj<Meta<typeof CmsElementCrossSelling>>;

const slot = {
  id: "cross-selling",
  type: "cross-selling",
  slot: "content",
  config: { elMinWidth: { source: "static", value: "200px" } },
} as unknown as CmsSlot;

/** Each cross-selling group as a heading and a product slider of listing cards. */
export const Groups: Story = {
  args: { slot },
  loaders: [
    async ({ globals }) => ({ page: await loadProductPage("with-cross-selling", storyLocale(globals)) }),
  ],
  render: (args, { loaded }) => (
    <ProductStory data={loaded.page.data}>
      <CmsElementCrossSelling {...args} />
    </ProductStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 2 }).length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getAllByRole("article").length).toBeGreaterThan(2);
  },
};
