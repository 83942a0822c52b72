import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { OrderListItem } from "../../lib/account-orders.server.ts";
import { withRouter } from "../../stories/router.tsx";
import { OrderList } from "./OrderList.tsx";

const states = {
  open: { technicalName: "open", name: "Offen" },
  completed: { technicalName: "completed", name: "Abgeschlossen" },
  paid: { technicalName: "paid", name: "Bezahlt" },
  failed: { technicalName: "failed", name: "Fehlgeschlagen" },
  shipped: { technicalName: "shipped", name: "Versandt" },
};

/** Orders 10012 (newest) down to 10001, one a month. */
const orders: OrderListItem[] = Array.from({ length: 12 }, (_, index) => ({
  id: `a${String(index).padStart(31, "0")}`,
  orderNumber: String(10012 - index),
  orderDate: `2026-${String(12 - index).padStart(2, "0")}-15T10:00:00.000+00:00`,
  total: 49.9 + index * 37.35,
  currency: "CHF",
  orderState: index === 0 ? states.open : states.completed,
  paymentState: index === 0 ? states.failed : states.paid,
  deliveryState: index === 0 ? states.open : states.shipped,
}));

const meta = {
  title: "Storefront/Account/OrderList",
  component: OrderList,
  decorators: [withRouter],
  parameters: {
    path: "/account/order",
    loader: () => ({ list: { orders, total: orders.length, page: 2, pageSize: 10 }, meta: {} }),
  },
  args: { title: "Ihre Bestellungen", orders: orders.slice(0, 3), total: 3, page: 1, pageSize: 10 },
} satisfies Meta<typeof OrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No orders yet: the text instead of the list, no "show more". */
export const Empty: Story = {
  args: { orders: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Sie haben noch keine Bestellungen aufgegeben.")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Weitere Bestellungen anzeigen" })).toBeNull();
  },
};

/** Three orders, newest first, with their date, total and states. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByRole("link", { name: "Bestellung 10012" })).toBeVisible();
    await expect(within(items[0]!).getByText("Fehlgeschlagen")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Weitere Bestellungen anzeigen" })).toBeNull();
  },
};

/** Ten of twelve: "show more" (a link to ?page=2) loads the rest and moves the focus to the first new one. */
export const ShowMore: Story = {
  args: { orders: orders.slice(0, 10), total: orders.length },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole("link", { name: "Weitere Bestellungen anzeigen" });
    await expect(more).toHaveAttribute("href", "/account/order?page=2");
    await expect(canvas.getByText("10 von 12 Bestellungen angezeigt.")).toBeInTheDocument();
    await userEvent.click(more);
    await waitFor(() => expect(canvas.getAllByRole("listitem")).toHaveLength(12));
    await waitFor(() => expect(canvas.getByRole("link", { name: "Bestellung 10002" })).toHaveFocus());
    await expect(canvas.getByText("12 von 12 Bestellungen angezeigt.")).toBeInTheDocument();
  },
};
