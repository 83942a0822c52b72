import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { CartLineItem } from "./CartLineItem.tsx";
import { cartLineItems } from "./__fixtures__/cartLineItems.ts";

const meta = {
  title: "Design system/CartLineItem",
  component: CartLineItem,
  args: cartLineItems.simple,
  decorators: [(Story) => <div className={css({ maxW: "48rem" })}>{Story()}</div>],
} satisfies Meta<typeof CartLineItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole("article", { name: "Clarus Neutralreiniger" });
    await expect(within(line).getByRole("link", { name: "Clarus Neutralreiniger" })).toBeVisible();
    await expect(within(line).getByRole("spinbutton", { name: "Menge" })).toHaveValue(1);
    // The unit price and the line total (one piece).
    await expect(within(line).getAllByText("CHF 8.90")).toHaveLength(2);
  },
};

export const WithOptionsAndSteps: Story = {
  args: cartLineItems.withOptionsAndSteps,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Inhalt: 5 l")).toBeVisible();
    const quantity = canvas.getByRole("spinbutton", { name: "Menge" });
    await expect(quantity).toHaveAttribute("step", "5");
    await expect(quantity).toHaveAttribute("min", "5");
  },
};

export const Euro: Story = {
  args: cartLineItems.euro,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("EUR 8'379.00")).toBeVisible();
  },
};

/** The quantity form waits for the shop: its button spins, the other is disabled. */
export const Updating: Story = {
  args: { ...cartLineItems.simple, update: { ...cartLineItems.simple.update, isPending: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /Aktualisieren/ })).toHaveAttribute(
      "data-pending",
      "true",
    );
    await expect(canvas.getByRole("button", { name: /Entfernen/ })).toBeDisabled();
  },
};

export const Removing: Story = {
  args: { ...cartLineItems.simple, remove: { ...cartLineItems.simple.remove!, isPending: true } },
};

/** 320 px wide: the quantity form and the total wrap below the name. */
export const Narrow: Story = {
  args: cartLineItems.withOptionsAndSteps,
  decorators: [(Story) => <div className={css({ w: "20rem", px: "4" })}>{Story()}</div>],
};
