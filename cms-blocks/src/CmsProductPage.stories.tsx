import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { loadProductPage, ProductStory } from "./__fixtures__/product.tsx";
import { storyLocale } from "./__fixtures__/listing.tsx";
import { CmsPage } from "./CmsPage.tsx";

const meta = {
  title: "CMS/Product/ProductPage",
  component: CmsPage,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CmsPage>;
export default meta;
type Story = StoryObj<Meta<typeof CmsPage>>;

/** A whole product page from its layout: heading, gallery and buy box, tabs, cross-selling. */
export const WithGallery: Story = {
  args: { cmsPage: undefined as never },
  loaders: [async ({ globals }) => ({ page: await loadProductPage("with-gallery", storyLocale(globals)) })],
  render: (_args, { loaded }) => (
    <ProductStory data={loaded.page.data}>
      <CmsPage cmsPage={loaded.page.cmsPage} />
    </ProductStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole("region", { name: /Produktbilder|Images du produit/ })).toBeVisible();
    await expect(canvas.getByRole("tablist")).toBeVisible();
  },
};
