import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { PriceTiers } from "./PriceTiers.tsx";

const meta = {
  title: "Design system/PriceTiers",
  component: PriceTiers,
  args: {
    tiers: [
      { quantityLabel: "bis 9", price: 24.9 },
      { quantityLabel: "ab 10", price: 22.5 },
    ],
    currency: "CHF",
    caption: "Staffelpreise",
    quantityHeader: "Menge",
    priceHeader: "Stückpreis",
  },
  decorators: [(Story) => <div className={css({ maxW: "24rem" })}>{Story()}</div>],
} satisfies Meta<typeof PriceTiers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoTiers: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Staffelpreise" });
    await expect(within(table).getAllByRole("rowheader")).toHaveLength(2);
    await expect(within(table).getByRole("columnheader", { name: "Stückpreis" })).toBeVisible();
  },
};

const fourTiers = [
  { quantityLabel: "bis 4", price: 39.9, referencePrice: "CHF 7.98 / 1 l" },
  { quantityLabel: "5 bis 9", price: 37.5, referencePrice: "CHF 7.50 / 1 l" },
  { quantityLabel: "10 bis 49", price: 34.9, referencePrice: "CHF 6.98 / 1 l" },
  { quantityLabel: "ab 50", price: 1299.0, referencePrice: "CHF 259.80 / 1 l" },
];

export const FourTiersWithReference: Story = {
  args: { tiers: fourTiers, referenceHeader: "Grundpreis" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("columnheader", { name: "Grundpreis" })).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "CHF 1'299.00" })).toBeVisible();
  },
};

export const SelectedRow: Story = {
  args: {
    tiers: fourTiers,
    referenceHeader: "Grundpreis",
    selectedIndex: 2,
    selectedLabel: "aktuelle Menge",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("rowheader", { name: "10 bis 49 (aktuelle Menge)" });
    await expect(header.closest("tr")).toHaveAttribute("aria-current", "true");
  },
};

/** 320 px wide: still one line per tier. */
export const Narrow: Story = {
  args: {
    tiers: fourTiers,
    referenceHeader: "Grundpreis",
    selectedIndex: 0,
    selectedLabel: "aktuelle Menge",
  },
  decorators: [(Story) => <div className={css({ w: "20rem", px: "4" })}>{Story()}</div>],
};

export const WithListPrice: Story = {
  args: {
    tiers: [
      { quantityLabel: "bis 9", price: 19.9, listPrice: 24.9 },
      { quantityLabel: "ab 10", price: 17.9, listPrice: 22.5 },
    ],
    listPriceLabel: "statt",
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("cell", { name: "CHF 19.90 statt CHF 24.90" }),
    ).toBeVisible();
  },
};
