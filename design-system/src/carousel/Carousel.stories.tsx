import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { ProductCard } from "../product-card/ProductCard.tsx";
import { productRow } from "../product-card/__fixtures__/productCards.ts";
import { Carousel, type CarouselProps } from "./Carousel.tsx";

const meta = {
  title: "Design system/Carousel",
  component: Carousel,
  args: {
    label: "Passendes Zubehör",
    previousLabel: "Vorherige Produkte",
    nextLabel: "Nächste Produkte",
    formatSlideLabel: (index, total) => `${index} von ${total}`,
    children: null,
  },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "60rem" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first `count` product cards of a category, as the storefront's cross-selling shows them. */
function withProducts(count: number): Pick<Story, "render"> {
  return {
    render: (args: CarouselProps) => (
      <Carousel {...args}>
        {productRow.slice(0, count).map((card) => (
          <ProductCard key={card.href} {...card} />
        ))}
      </Carousel>
    ),
  };
}

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("region", { name: "Passendes Zubehör" });

/** Eight products: as many as fit at 12rem share the row, the rest are a swipe or a button away. */
export const Default: Story = {
  ...withProducts(8),
  play: async ({ canvasElement }) => {
    const carousel = within(region(canvasElement));
    const slides = carousel.getAllByRole("group");
    await expect(slides).toHaveLength(8);
    await expect(slides[1]).toHaveAccessibleName("2 von 8");
    await expect(carousel.getByRole("button", { name: "Vorherige Produkte" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(carousel.getByRole("button", { name: "Nächste Produkte" })).not.toHaveAttribute(
      "aria-disabled",
    );
    // The slides fill the row: equal widths, the visible ones end flush with the region.
    const widths = new Set(slides.map((slide) => Math.round(slide.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
    await expect([...widths][0]).toBeGreaterThanOrEqual(192);
    const box = region(canvasElement).getBoundingClientRect();
    const visible = slides.filter((slide) => slide.getBoundingClientRect().right <= box.right + 1);
    await expect(Math.abs(visible.at(-1)!.getBoundingClientRect().right - box.right)).toBeLessThan(2);
  },
};

/** What fits needs no paging: one product, at any width (two fill a phone's page and a half). */
export const FewItems: Story = {
  ...withProducts(1),
  play: async ({ canvasElement }) => {
    const carousel = within(region(canvasElement));
    await expect(carousel.getAllByRole("group")).toHaveLength(1);
    await expect(carousel.queryByRole("button", { name: "Nächste Produkte" })).toBeNull();
    await expect(carousel.queryByRole("button", { name: "Vorherige Produkte" })).toBeNull();
  },
};

/** After "next" the track has moved a page: previous is enabled. */
export const Scrolled: Story = {
  ...withProducts(8),
  play: async ({ canvasElement }) => {
    const carousel = within(region(canvasElement));
    const previous = carousel.getByRole("button", { name: "Vorherige Produkte" });
    const next = carousel.getByRole("button", { name: "Nächste Produkte" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(next);
    await waitFor(() => expect(previous).not.toHaveAttribute("aria-disabled"));
    await expect(next).toHaveFocus();
  },
};

/** A phone-wide column: one product per page, the next one a swipe away. */
export const Mobile: Story = {
  ...withProducts(8),
  globals: { viewport: { value: "mobile1", isRotated: false } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "22rem" })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = region(canvasElement).getBoundingClientRect();
    const first = within(region(canvasElement)).getByRole("group", { name: "1 von 8" });
    await expect(Math.round(first.getBoundingClientRect().width)).toBe(Math.round(box.width));
  },
};
