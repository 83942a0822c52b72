import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { CartPageData } from "../lib/cart.server.ts";
import { storyCart, storyCartInEuros, storyCartLine } from "../stories/purchase.ts";
import { withRouter } from "../stories/router.tsx";
import { CartPage } from "./CartPage.tsx";

const countries = [
  { id: "c0000000000000000000000000000001", name: "Schweiz" },
  { id: "c0000000000000000000000000000002", name: "Liechtenstein" },
  { id: "c0000000000000000000000000000003", name: "Deutschland" },
];
/** What each method would cost for a Swiss cart below CHF 60 (the chosen one's costs are the cart's). */
const methods = [
  { id: "d0000000000000000000000000000001", name: "Standardversand (Post)", cost: 9.9 },
  { id: "d0000000000000000000000000000002", name: "Expressversand (Post)", cost: 19.5 },
  { id: "d0000000000000000000000000000003", name: "Abholung in Volketswil", cost: 0 },
];
/** Germany in euros: no express there. */
const germanMethods = [
  { ...methods[0]!, cost: 24.9 },
  { ...methods[2]!, cost: 0 },
];

const line = storyCartLine;

/** As the server builds the estimate (`shippingMethodCost`): the chosen method costs what the cart charges. */
function withChosenCosts(cart: CartPageData): CartPageData {
  const { estimate } = cart;
  if (!estimate) return cart;
  const priced = estimate.methods.map((method) =>
    method.id === estimate.shippingMethodId ? { ...method, cost: cart.totals.shippingCosts } : method,
  );
  return { ...cart, estimate: { ...estimate, methods: priced } };
}

/** A Swiss cart below CHF 60 with the estimate's choices. */
const belowFreeShipping: CartPageData = {
  ...storyCart,
  totals: { ...storyCart.totals, freeShippingRemaining: 12.3 },
  estimate: { countryId: countries[0]!.id, shippingMethodId: methods[0]!.id, countries, methods },
};

const meta = {
  title: "Storefront/CartPage",
  component: CartPage,
  decorators: [withRouter],
  parameters: { path: "/checkout/cart" },
  args: { cart: belowFreeShipping, promotionCode: "" },
  render: (args) => <CartPage {...args} cart={withChosenCosts(args.cart)} />,
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Below CHF 60: the missing amount, the estimate set to Switzerland and standard shipping; every method
 * with its costs for this cart.
 */
export const BelowFreeShipping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Noch CHF 12.30 bis zur Gratislieferung")).toBeVisible();
    const estimate = canvas.getByRole("group", { name: "Versandkosten schätzen" });
    await expect(within(estimate).getByRole("combobox", { name: "Land" })).toHaveValue(countries[0]!.id);
    const method = within(estimate).getByRole("combobox", { name: "Versandart" });
    await expect(method).toHaveValue(methods[0]!.id);
    await expect(
      within(method)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Standardversand (Post) – CHF 9.90",
      "Expressversand (Post) – CHF 19.50",
      "Abholung in Volketswil – gratis",
    ]);
  },
};

/** Shipped to Germany in euros: the German rate, and what is missing to Germany's threshold (EUR 150). */
export const GermanyInEuros: Story = {
  args: {
    cart: {
      ...storyCartInEuros,
      totals: { ...storyCartInEuros.totals, freeShippingRemaining: 99.45 },
      estimate: {
        countryId: countries[2]!.id,
        shippingMethodId: methods[0]!.id,
        countries,
        methods: germanMethods,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Land" })).toHaveValue(countries[2]!.id);
    await expect(
      canvas.getByRole("option", { name: "Standardversand (Post) – EUR 24.90" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText("EUR 75.45")).toBeVisible();
    await expect(canvas.getByText("Noch EUR 99.45 bis zur Gratislieferung")).toBeVisible();
  },
};

/** From CHF 60: shipping is free, and the hint says so. */
export const FreeShippingReached: Story = {
  args: {
    cart: {
      ...belowFreeShipping,
      lines: [{ ...line, quantity: 4, totalPrice: 63.6 }],
      totals: {
        currency: "CHF",
        subtotal: 63.6,
        discount: 0,
        shippingCosts: 0,
        shippingDiscount: 0,
        netTotal: 58.83,
        taxes: [{ rate: 8.1, amount: 4.77 }],
        total: 63.6,
        freeShippingReached: true,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Ihre Bestellung wird gratis geliefert.")).toBeVisible();
  },
};

/** A promotion and a shipping discount: both rows in the summary. */
export const WithDiscounts: Story = {
  args: {
    cart: {
      ...belowFreeShipping,
      promotions: [
        { id: "p1", code: "FRUEHLING10", label: "10 % Frühlingsrabatt", amount: -4.77, scope: "cart" },
        { id: "p2", code: "GRATISVERSAND", label: "Gratisversand", amount: 0, scope: "delivery" },
      ],
      totals: {
        currency: "CHF",
        subtotal: 47.7,
        discount: -4.77,
        shippingCosts: 0,
        shippingDiscount: 9.9,
        netTotal: 39.72,
        taxes: [{ rate: 8.1, amount: 3.21 }],
        total: 42.95,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("CHF -4.77")).toBeVisible();
    await expect(canvas.getByText("Versandrabatt")).toBeVisible();
    await expect(canvas.getByText("CHF -9.90")).toBeVisible();
  },
};

/**
 * A business customer's cart (customer group without gross display, `taxState` net): the lines and the
 * subtotal are net as the Store API answered them (CHF 15.90 / 1.081 = 14.71), the VAT rows add to them.
 */
export const NetPrices: Story = {
  args: {
    cart: {
      ...belowFreeShipping,
      taxState: "net",
      lines: [{ ...line, unitPrice: 14.71, totalPrice: 44.13 }],
      totals: {
        currency: "CHF",
        subtotal: 44.13,
        discount: 0,
        shippingCosts: 9.16,
        shippingDiscount: 0,
        netTotal: 53.29,
        taxes: [{ rate: 8.1, amount: 4.32 }],
        total: 57.6,
        freeShippingRemaining: 15.87,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole("region", { name: "Zusammenfassung" }));
    await expect(summary.getByText("Zwischensumme (ohne MwSt.)")).toBeVisible();
    await expect(summary.getByText("zzgl. 8.1 % MwSt.")).toBeVisible();
    await expect(summary.getByText("CHF 4.32")).toBeVisible();
    await expect(summary.getByText("CHF 57.60")).toBeVisible();
  },
};

/** The same cart in French. */
export const French: Story = {
  parameters: { path: "/fr-CH/checkout/cart" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Encore CHF 12.30 jusqu’à la livraison gratuite")).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Estimation des frais de port" })).toBeVisible();
  },
};
