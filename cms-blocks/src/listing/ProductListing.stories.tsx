import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { CategoryMeaning } from "@shop/mocks/stories";
import { ListingStory, loadListing, storyLocale } from "../__fixtures__/listing.tsx";
import { ProductListing } from "./ProductListing.tsx";

type Args = { navigate: (href: string) => void; isPending?: boolean };

const meta = {
  title: "CMS/Listing/ProductListing",
  component: ProductListing,
  args: { navigate: fn() },
  parameters: { layout: "padded" },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Meta<Args>>;

/** A listing at a path (its query is the listing state), loaded from the emulator in the toolbar's locale. */
function at(path: string, meaning: CategoryMeaning = "largest"): Story {
  const query = Object.fromEntries(new URL(path, "https://shop.invalid").searchParams);
  return {
    loaders: [async ({ globals }) => ({ listing: await loadListing(meaning, query, storyLocale(globals)) })],
    render: (args, { loaded }) => (
      <ListingStory path={path} listing={loaded.listing} navigate={args.navigate} isPending={args.isPending}>
        <ProductListing />
      </ListingStory>
    ),
  };
}

/** Page 1: ten products, the count, sorting and "load more" linking to page 2. */
export const FirstPage: Story = {
  ...at("/Reinigung/"),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(10);
    await expect(canvas.getByRole("status")).toHaveTextContent(/10/);
    const more = canvas.getByRole("link", { name: /load more|weitere|plus de/i });
    await expect(more).toHaveAttribute("href", "/Reinigung/?p=2");
    await userEvent.click(more);
    await expect(args.navigate).toHaveBeenCalledWith("/Reinigung/?p=2");
  },
};

/** After "load more" twice (`p=3`): pages 1 to 3 in one list, the next link asks for page 4. */
export const LoadedMore: Story = {
  ...at("/Reinigung/?p=3"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(30);
    await expect(canvas.getByRole("link", { name: /load more|weitere|plus de/i })).toHaveAttribute(
      "href",
      "/Reinigung/?p=4",
    );
  },
};

/** Sorted by price: the select shows it, choosing another order navigates back to page 1 with it. */
export const Sorted: Story = {
  ...at("/Reinigung/?order=price-asc&p=2"),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole("button", { name: /sort|sortier|trier/i });
    await userEvent.click(select);
    const option = await within(document.body).findByRole("option", { name: /name a-z|a-z/i });
    await userEvent.click(option);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith("/Reinigung/?order=name-asc"));
  },
};

/** Every product shown: no "load more". */
export const AllShown: Story = {
  ...at("/Boden/?limit=100", "leaf"),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole("link", { name: /load more|weitere|plus de/i }),
    ).toBeNull();
  },
};

/** Filters that match nothing: the message and a way back. */
export const NoResults: Story = {
  ...at("/Reinigung/?min-price=99999"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /reset|zurücksetzen|réinitialiser/i })).toHaveAttribute(
      "href",
      "/Reinigung/",
    );
  },
};

/** While the next state loads, the grid is marked busy. */
export const Pending: Story = {
  ...at("/Reinigung/"),
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("list")).toHaveAttribute("aria-busy", "true");
  },
};
