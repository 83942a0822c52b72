import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Price } from "./Price.tsx";

const meta = {
  title: "Design system/Price",
  component: Price,
  args: { amount: 1234.5, currency: "CHF" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("CHF 1'234.50")).toBeInTheDocument();
  },
};

export const WithListPrice: Story = {
  args: { amount: 9.9, listPrice: 12.9, listPriceLabel: "statt" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("CHF 12.90").tagName).toBe("S");
    await expect(canvasElement.textContent?.replace(/\s+/g, " ").trim()).toBe("CHF 9.90 statt CHF 12.90");
  },
};

export const FromPrice: Story = { args: { amount: 24.9, from: "ab" } };

export const FromWithListPrice: Story = {
  args: { amount: 19.9, from: "dès", listPrice: 24.9, listPriceLabel: "au lieu de" },
  globals: { locale: "fr-CH" },
};

export const Currencies: Story = {
  render: () => (
    <ul className={css({ display: "grid", gap: "2", listStyle: "none" })}>
      {[
        [1234.5, "CHF"],
        [1234567.891, "EUR"],
        [99, "USD"],
        [0.5, "GBP"],
        [0, "CHF"],
        [-12, "CHF"],
      ].map(([amount, currency]) => (
        <li key={`${currency}${amount}`}>
          <Price amount={amount as number} currency={currency as string} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ["EUR 1'234'567.89", "USD 99.00", "GBP 0.50", "CHF 0.00", "CHF -12.00"]) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={css({ display: "grid", gap: "3" })}>
      {(["sm", "md", "lg"] as const).map((size) => (
        <Price key={size} {...args} size={size} listPrice={1499} listPriceLabel="statt" />
      ))}
    </div>
  ),
};
