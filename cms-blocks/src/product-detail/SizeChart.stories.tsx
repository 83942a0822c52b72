import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { CalculatedPrice } from "@shop/store-api";
import { SizeChart } from "./SizeChart.tsx";
import type { PageVariant } from "./ProductPageContext.ts";

const price = (unitPrice: number, litres: number) =>
  ({
    unitPrice,
    quantity: 1,
    totalPrice: unitPrice,
    calculatedTaxes: [],
    taxRules: [],
    referencePrice: { price: unitPrice / litres, purchaseUnit: litres, referenceUnit: 1, unitName: "Liter" },
  }) as unknown as CalculatedPrice;

const variants: PageVariant[] = [
  {
    id: "a",
    label: "1 l",
    path: "/Clarus-Neutralreiniger/CL10001-1",
    purchaseUnit: 1,
    unitName: "Liter",
    price: price(9.9, 1),
    available: true,
  },
  {
    id: "b",
    label: "5 l",
    path: "/Clarus-Neutralreiniger/CL10001-2",
    purchaseUnit: 5,
    unitName: "Liter",
    price: price(39.5, 5),
    available: true,
  },
  {
    id: "c",
    label: "10 l",
    path: "/Clarus-Neutralreiniger/CL10001-3",
    purchaseUnit: 10,
    unitName: "Liter",
    price: price(69, 10),
    available: true,
  },
];

const meta = {
  title: "CMS/Product/SizeChart",
  component: SizeChart,
  args: { variants, currentId: "a" },
  parameters: { layout: "padded" },
} satisfies Meta<typeof SizeChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every size with content, price and base price; the shown one marked, the others linked. */
export const ContainerSizes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("row")).toHaveLength(4);
    await expect(canvas.getByRole("link", { name: "5 l" })).toHaveAttribute(
      "href",
      "/Clarus-Neutralreiniger/CL10001-2",
    );
    await expect(canvas.queryByRole("link", { name: "1 l" })).toBeNull();
  },
};
