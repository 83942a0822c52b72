import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { AccountOrderData } from "../../lib/account-orders.server.ts";
import { storyOrder } from "../../stories/purchase.ts";
import { withRouter } from "../../stories/router.tsx";
import { OrderDetail } from "./OrderDetail.tsx";

const id = storyOrder.id;

const order: AccountOrderData = {
  order: storyOrder,
  summary: {
    id,
    orderNumber: "10042",
    orderDate: "2026-10-07T10:00:00.000+00:00",
    total: 87.6,
    currency: "CHF",
    orderState: { technicalName: "open", name: "Offen" },
    paymentState: { technicalName: "failed", name: "Fehlgeschlagen" },
    deliveryState: { technicalName: "open", name: "Offen" },
  },
  documents: [{ id: "d1", type: "invoice", name: "Rechnung", number: "1042" }],
  repeatable: true,
};

const meta = {
  title: "Storefront/Account/OrderDetail",
  component: OrderDetail,
  decorators: [withRouter],
  parameters: { path: `/account/order/${id}` },
  args: { title: "Bestellung 10042", ...order },
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failed TWINT payment: the states, the invoice, "repeat order" and the way to retry the payment. */
export const FailedPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Bestellung 10042" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Rechnung 1042 (PDF)" })).toHaveAttribute(
      "href",
      `/account/order/${id}/document/d1`,
    );
    await expect(canvas.getByRole("link", { name: "Zahlung erneut versuchen" })).toHaveAttribute(
      "href",
      `/checkout/success/${id}/unpaid`,
    );
    await expect(canvas.getByRole("button", { name: "Bestellung wiederholen" })).toBeEnabled();
    await expect(canvas.getByText("Mikrofasertuch blau")).toBeVisible();
  },
};

/** A paid order: no retry. */
export const Paid: Story = {
  args: {
    order: { ...order.order, paymentState: "paid", paymentChangeable: false },
    summary: { ...order.summary, paymentState: { technicalName: "paid", name: "Bezahlt" } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link", { name: "Zahlung erneut versuchen" })).toBeNull();
    await expect(canvas.getByText("Bezahlt")).toBeVisible();
  },
};
