import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { toListingProduct } from "@shop/cms-blocks";
import { storyFixtures } from "@shop/mocks/stories";
import { productSchema } from "@shop/store-api";
import { isLocale, type Locale } from "../../lib/locale.ts";
import type { WishlistPageData } from "../../lib/wishlist.server.ts";
import { withRouter } from "../../stories/router.tsx";
import { WishlistPage } from "./WishlistPage.tsx";

/** A customer's list as the wishlist route's loader maps it: three catalog products. */
const meta = {
  title: "Storefront/WishlistPage",
  component: WishlistPage,
  decorators: [withRouter],
  parameters: { path: "/wishlist" },
  args: { data: { kind: "customer", products: [], total: 0, page: 1, pageCount: 1 } },
  loaders: [
    async ({ globals }): Promise<{ data: WishlistPageData }> => {
      const locale: Locale = isLocale(globals.locale) ? globals.locale : "de-DE";
      const products = await Promise.all(
        (["simple", "with-list-price", "with-tiers"] as const).map(async (meaning) =>
          toListingProduct(productSchema.parse(await storyFixtures.product(meaning, { locale }))),
        ),
      );
      return { data: { kind: "customer", products, total: 3, page: 1, pageCount: 1 } };
    },
  ],
} satisfies Meta<typeof WishlistPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A customer with nothing on the list: the empty state links to the shop. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Ihre Merkliste ist leer/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Entdecken Sie unsere Produkte" })).toHaveAttribute(
      "href",
      "/",
    );
  },
};

/** A customer's products: cards with add to cart, and a "Remove" form under each. */
export const Items: Story = {
  render: (args, { loaded }) => <WishlistPage {...args} data={(loaded as { data: WishlistPageData }).data} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "3 Produkte" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
    const remove = canvas.getAllByRole("button", { name: /von der Merkliste entfernen/ });
    await expect(remove).toHaveLength(3);
    await expect(remove[0]!.closest("form")).toHaveAttribute("method", "post");
  },
};

export const ItemsFrench: Story = {
  ...Items,
  parameters: { path: "/fr-CH/wishlist" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "3 produits" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("button", { name: /de la liste de souhaits/ })).toHaveLength(3);
  },
};
