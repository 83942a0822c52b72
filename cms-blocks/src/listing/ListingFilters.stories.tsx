import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ListingStory, loadListing, storyLocale } from "../__fixtures__/listing.tsx";
import type { CategoryLink } from "./ListingContext.ts";
import { ListingFilters } from "./ListingFilters.tsx";

type Args = { navigate: (href: string) => void; categories?: { label: string; items: CategoryLink[] } };

const meta = {
  title: "CMS/Listing/ListingFilters",
  component: ListingFilters,
  args: { navigate: fn() },
  parameters: { layout: "padded" },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Meta<Args>>;

function at(path: string): Story {
  const query = Object.fromEntries(new URL(path, "https://shop.invalid").searchParams);
  return {
    loaders: [
      async ({ globals }) => ({ listing: await loadListing("largest", query, storyLocale(globals)) }),
    ],
    render: (args, { loaded }) => (
      <ListingStory
        path={path}
        listing={loaded.listing}
        navigate={args.navigate}
        categories={args.categories}
      >
        <div style={{ maxWidth: "20rem" }}>
          <ListingFilters />
        </div>
      </ListingStory>
    ),
  };
}

/** Open the panel where it is folded (below lg), as a shopper would. */
async function open(canvasElement: HTMLElement) {
  const details = canvasElement.querySelector("details")!;
  if (!details.open) await userEvent.click(details.querySelector("summary")!);
}

/** No filter set: every group from the aggregations; a checked box navigates to the filtered URL. */
export const Default: Story = {
  ...at("/Reinigung/?order=price-asc&p=3"),
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    const canvas = within(canvasElement);
    const brands = canvas.getByRole("group", { name: /brand|marke|marque/i });
    const first = within(brands).getAllByRole("checkbox")[0]!;
    await expect(first).toHaveAttribute("name", "manufacturer");
    await userEvent.click(first);
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith(
        expect.stringMatching(/^\/Reinigung\/\?order=price-asc&manufacturer=[0-9a-f]{32}$/),
      ),
    );
    await expect(canvas.getByRole("slider", { name: /minimum|mindest/i })).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: /reset|zurücksetzen|réinitialiser/i })).toBeNull();
  },
};

/** Filters set: the count in the toggle, checked boxes, the chosen rating, a reset link. */
export const WithActiveFilters: Story = {
  ...at("/Reinigung/?rating=3&min-price=10&max-price=80"),
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: /3/ })).toBeChecked();
    const reset = canvas.getByRole("link", { name: /reset|zurücksetzen|réinitialiser/i });
    await expect(reset).toHaveAttribute("href", "/Reinigung/");
    await userEvent.click(canvas.getByRole("radio", { name: /4/ }));
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith("/Reinigung/?min-price=10&max-price=80&rating=4"),
    );
  },
};

/** The category links above the filters, the current one marked. */
export const WithCategories: Story = {
  ...at("/Reinigung/"),
  args: {
    categories: {
      label: "Kategorien",
      items: [
        { id: "a", name: "Bodenreiniger", href: "/Reinigung/Boden/", isCurrent: false },
        { id: "b", name: "Sanitärreiniger", href: "/Reinigung/Sanitaer/", isCurrent: true },
        { id: "c", name: "Glasreiniger", href: "/Reinigung/Glas/", isCurrent: false },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const nav = within(canvasElement).getByRole("navigation", { name: "Kategorien" });
    await expect(within(nav).getByRole("link", { name: "Sanitärreiniger" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** Without JavaScript the same form submits: real named inputs and an apply button. */
export const FormFields: Story = {
  ...at("/Reinigung/?order=name-asc&limit=20"),
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector("form")!;
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", "/Reinigung/");
    await expect(form.querySelector("input[type=hidden][name=order]")).toHaveValue("name-asc");
    await expect(form.querySelector("input[type=hidden][name=limit]")).toHaveValue("20");
    await expect(form.querySelector("input[name=min-price]")).not.toBeNull();
  },
};
