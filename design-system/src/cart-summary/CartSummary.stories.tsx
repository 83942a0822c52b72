import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { CartSummary } from "./CartSummary.tsx";
import { cartSummaries } from "./__fixtures__/cartSummaries.ts";

const meta = {
  title: "Design system/CartSummary",
  component: CartSummary,
  args: cartSummaries.belowFreeShipping,
  decorators: [(Story) => <div className={css({ maxW: "22rem" })}>{Story()}</div>],
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BelowFreeShipping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole("region", { name: "Zusammenfassung" });
    await expect(within(summary).getByText("zzgl. 2.6 % MwSt.")).toBeVisible();
    await expect(within(summary).getByText("Noch CHF 12.30 bis zur Gratislieferung")).toBeVisible();
  },
};

export const WithDiscount: Story = {
  args: cartSummaries.withDiscount,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("CHF -10.68")).toBeVisible();
  },
};

export const WithShippingDiscount: Story = {
  args: cartSummaries.withShippingDiscount,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Versandrabatt")).toBeVisible();
    await expect(within(canvasElement).getByText("CHF -9.90")).toBeVisible();
  },
};

export const Euro: Story = {
  args: cartSummaries.euro,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("EUR 1'245.00")).toBeVisible();
  },
};

export const EuroBelowFreeShipping: Story = {
  args: cartSummaries.euroBelowFreeShipping,
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole("region", { name: "Zusammenfassung" });
    await expect(within(summary).getByText("EUR 61.05")).toBeVisible();
    await expect(within(summary).getByText("Noch EUR 13.04 bis zur Gratislieferung")).toBeVisible();
  },
};

export const FreeShippingReached: Story = {
  args: cartSummaries.freeShippingReached,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Ihre Bestellung wird gratis geliefert.")).toBeVisible();
    await expect(canvas.getByText("CHF 0.00")).toBeVisible();
    await expect(canvas.queryByText(/bis zur Gratislieferung/)).toBeNull();
  },
};

/** The estimate for Germany: its shipping rate, no free-shipping hint. */
export const Germany: Story = {
  args: { ...cartSummaries.germany, freeShippingHint: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Versandkosten (Standardversand (Post))")).toBeVisible();
    await expect(canvas.getByText("CHF 23.49")).toBeVisible();
    await expect(canvas.queryByText(/Gratislieferung/)).toBeNull();
  },
};

/** With the checkout link below the totals. */
export const WithCheckoutLink: Story = {
  args: {
    ...cartSummaries.withDiscount,
    children: <a href="/checkout">Zur Kasse</a>,
  },
};
