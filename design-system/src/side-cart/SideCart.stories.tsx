import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/Button.tsx";
import { CartLineItem, type CartLineItemProps } from "../cart-line-item/CartLineItem.tsx";
import { cartLineItems } from "../cart-line-item/__fixtures__/cartLineItems.ts";
import { SideCart, type SideCartLabels } from "./SideCart.tsx";

const labels: SideCartLabels = {
  title: "Warenkorb",
  close: "Warenkorb schliessen",
  list: "Produkte im Warenkorb",
  empty: "Ihr Warenkorb ist leer.",
  loading: "Warenkorb wird geladen",
  subtotal: "Zwischensumme (ohne MwSt.)",
  taxNote: "zzgl. MwSt. und Versandkosten",
  checkout: "Zur Kasse",
  cart: "Warenkorb anzeigen",
  continueShopping: "Weiter einkaufen",
};

const lines = (items: readonly CartLineItemProps[]) =>
  items.map((item) => (
    <li key={item.name}>
      <CartLineItem {...item} layout="compact" />
    </li>
  ));

const meta = {
  title: "Design system/SideCart",
  component: SideCart,
  args: {
    isOpen: true,
    onOpenChange: () => {},
    labels,
    lineCount: 2,
    children: lines([cartLineItems.simple, cartLineItems.withOptionsAndSteps]),
    // 407.90 gross at 8.1 % VAT, shown net.
    subtotal: 377.34,
    currency: "CHF",
    checkoutHref: "/checkout",
    cartHref: "/checkout/cart",
  },
} satisfies Meta<typeof SideCart>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole("dialog", { name: "Warenkorb" });

/** Two products; the subtotal net (the shop shows gross prices, the side cart takes the tax off). */
export const WithItems: Story = {
  play: async () => {
    const side = within(await dialog());
    await expect(side.getByRole("list", { name: "Produkte im Warenkorb" })).toBeVisible();
    await expect(side.getByText("CHF 377.34")).toBeVisible();
    await expect(side.getByRole("link", { name: "Zur Kasse" })).toHaveAttribute("href", "/checkout");
    await expect(side.getByRole("link", { name: "Warenkorb anzeigen" })).toHaveAttribute(
      "href",
      "/checkout/cart",
    );
  },
};

/** A shop that shows net prices: the subtotal as the cart has it. */
export const NetShop: Story = {
  args: { subtotal: 407.9, labels: { ...labels, subtotal: "Zwischensumme" } },
  play: async () => {
    await expect(within(await dialog()).getByText("CHF 407.90")).toBeVisible();
  },
};

/** Empty: the message, no subtotal, and the checkout link inactive without a target. */
export const Empty: Story = {
  args: { lineCount: 0, children: undefined, subtotal: 0 },
  play: async () => {
    const side = within(await dialog());
    await expect(side.getByText("Ihr Warenkorb ist leer.")).toBeVisible();
    const checkout = side.getByRole("link", { name: "Zur Kasse" });
    await expect(checkout).toHaveAttribute("aria-disabled", "true");
    await expect(checkout).not.toHaveAttribute("href");
    await expect(side.queryByText("Zwischensumme (ohne MwSt.)")).toBeNull();
  },
};

/** Before the cart has arrived: a spinner, the checkout link inactive. */
export const Loading: Story = {
  args: { isLoading: true, lineCount: 0, children: undefined },
  play: async () => {
    const side = within(await dialog());
    await expect(side.getByRole("progressbar", { name: "Warenkorb wird geladen" })).toBeVisible();
    await expect(side.getByRole("link", { name: "Zur Kasse" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** A line being changed: its button waits, the list is busy. */
export const Waiting: Story = {
  args: {
    isBusy: true,
    lineCount: 1,
    children: lines([
      { ...cartLineItems.simple, remove: { ...cartLineItems.simple.remove!, isPending: true } },
    ]),
    subtotal: 8.23,
  },
  play: async () => {
    const side = within(await dialog());
    await expect(side.getByRole("list", { name: "Produkte im Warenkorb" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** A line at its maximum: the increase button is off. */
export const AtMaximum: Story = {
  args: {
    lineCount: 1,
    children: lines([{ ...cartLineItems.withOptionsAndSteps, quantity: 50, totalPrice: 1995 }]),
    subtotal: 1845.51,
  },
  play: async () => {
    const side = within(await dialog());
    await expect(side.getByRole("button", { name: "Menge erhöhen" })).toBeDisabled();
  },
};

/** A long name and a big amount on a small phone. */
export const LongNamesSmallScreen: Story = {
  args: { lineCount: 1, children: lines([cartLineItems.euro]), subtotal: 7751.16, currency: "EUR" },
  globals: { viewport: { value: "phone375", isRotated: false } },
  parameters: {
    viewport: { options: { phone375: { name: "375 px", styles: { width: "375px", height: "740px" } } } },
  },
};

/** Opened from the cart icon: Escape and "continue shopping" close it, focus returns to the icon. */
export const FromTheCartIcon: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="quiet" onPress={() => setOpen(true)}>
          Warenkorb, 2 Produkte
        </Button>
        <SideCart {...args} isOpen={isOpen} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole("button", { name: "Warenkorb, 2 Produkte" });
    await userEvent.click(icon);
    const side = await dialog();
    await waitFor(() => expect(side.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(icon).toHaveFocus());

    await userEvent.click(icon);
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Weiter einkaufen" }));
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(icon).toHaveFocus());
  },
};
