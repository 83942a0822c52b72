import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { ProductCard, ProductCardSkeleton, type ProductCardProps } from "./ProductCard.tsx";
import { productCards } from "./__fixtures__/productCards.ts";

const meta = {
  title: "Design system/ProductCard",
  component: ProductCard,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <div className={css({ maxW: "18rem" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<Meta<typeof ProductCard>>;

const badge = css({
  display: "inline-flex",
  alignItems: "center",
  px: "2",
  minH: "6",
  fontSize: "xs",
  fontWeight: "semibold",
  borderRadius: "sm",
  bg: "accent",
  color: "accent.fg",
});

/** The card with a wishlist that really toggles, as the app wires it. */
function CardWithWishlist(props: ProductCardProps) {
  const [isSelected, setSelected] = useState(false);
  return <ProductCard {...props} wishlist={{ isSelected, onChange: setSelected, label: "Merken" }} />;
}

/** A story of a catalog product's card; `overrides` set the state under test. */
function fromCard(card: ProductCardProps, overrides: Partial<ProductCardProps> = {}): Story {
  return { render: (args) => <CardWithWishlist {...card} {...overrides} {...args} /> };
}

export const Standard: Story = {
  ...fromCard(productCards.simple),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(1);
    const form = canvasElement.querySelector("form")!;
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.querySelector("input[type=hidden][name=productId]")).not.toBeNull();
    const wishlist = canvas.getByRole("button", { name: "Merken" });
    await expect(wishlist).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(wishlist);
    await expect(wishlist).toHaveAttribute("aria-pressed", "true");
  },
};

export const WithTiers: Story = {
  ...fromCard(productCards.withTiers),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toMatch(/ab CHF/);
  },
};

export const Sale: Story = {
  ...fromCard(productCards.withListPrice, {
    price: { amount: 54, listPrice: 62, listPriceLabel: "statt", currency: "CHF" },
  }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("s")).toHaveTextContent("CHF 62.00");
  },
};

export const HiddenPrice: Story = {
  ...fromCard(productCards.hiddenPrice),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Preis auf Anfrage")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /In den Warenkorb/ })).toBeNull();
  },
};

export const OutOfStock: Story = {
  ...fromCard(productCards.outOfStock),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Ausverkauft")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /In den Warenkorb/ })).toBeDisabled();
  },
};

export const TopsellerAndNew: Story = fromCard(productCards.topseller, {
  badges: (
    <>
      <span className={badge}>Topseller</span>
      <span className={badge}>Neu</span>
    </>
  ),
});

export const Variants: Story = {
  ...fromCard(productCards.withVariants),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /Optionen wählen/ })).toBeVisible();
    await expect(canvasElement.querySelector("form")).toBeNull();
  },
};

export const LongName: Story = fromCard(productCards.simple, {
  name: "Clarus Hochleistungs-Grundreiniger für stark verschmutzte Industrieböden, lösemittelfrei, mit Langzeitschutz und angenehmem Zitrusduft, 10-Liter-Kanister",
});

export const AddingToCart: Story = fromCard(productCards.simple, {
  addToCart: {
    action: "/checkout/line-item/add",
    fields: { productId: "1", quantity: "1" },
    label: "In den Warenkorb",
    isPending: true,
    pendingLabel: "Wird hinzugefügt",
  },
});

export const WithoutImage: Story = fromCard(productCards.simple, { image: undefined });

export const LoadingSkeleton: Story = {
  render: () => <ProductCardSkeleton />,
};
