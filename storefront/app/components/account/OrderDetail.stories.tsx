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

/** A download product's order (virtual: no delivery), bought by invoice. */
const downloadOrder: AccountOrderData = {
  order: {
    ...storyOrder,
    lines: [
      {
        id: "c3",
        label: "Reinigungsplan-Vorlagen",
        quantity: 1,
        unitPrice: 29,
        totalPrice: 29,
        productNumber: "CL10153",
        options: [],
        downloads: [{ id: "f1", fileName: "reinigungsplan-vorlagen.pdf", accessGranted: false }],
      },
    ],
    totals: {
      subtotal: 29,
      discount: 0,
      shippingCosts: 0,
      netTotal: 26.83,
      taxes: [{ rate: 8.1, amount: 2.17 }],
      total: 29,
    },
    virtual: true,
    shippingMethod: undefined,
    paymentMethod: { id: "p2", name: "Rechnung", asynchronous: false, note: "invoice" },
    paymentState: "open",
    paymentChangeable: true,
  },
  summary: {
    ...order.summary,
    total: 29,
    paymentState: { technicalName: "open", name: "Offen" },
    deliveryState: undefined,
  },
  documents: [],
  repeatable: true,
};

/** A download bought by invoice, not paid yet: the file is listed, the note says when it is unlocked. */
export const DownloadUnpaid: Story = {
  args: downloadOrder,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("Der Download wird freigeschaltet, sobald die Zahlung eingegangen ist."),
    ).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /Herunterladen/ })).toBeNull();
    // A virtual order: no shipping address, method or costs.
    await expect(canvas.queryByText("Lieferadresse")).toBeNull();
    await expect(canvas.queryByText("Versandart")).toBeNull();
    await expect(canvas.queryByText(/^Versandkosten/)).toBeNull();
  },
};

/** The same order paid: the file's download link through the shop's route. */
export const DownloadPaid: Story = {
  args: {
    ...downloadOrder,
    order: {
      ...downloadOrder.order,
      paymentState: "paid",
      paymentChangeable: false,
      lines: [
        {
          ...downloadOrder.order.lines[0]!,
          downloads: [{ id: "f1", fileName: "reinigungsplan-vorlagen.pdf", accessGranted: true }],
        },
      ],
    },
    summary: { ...downloadOrder.summary, paymentState: { technicalName: "paid", name: "Bezahlt" } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("link", { name: "Herunterladen: reinigungsplan-vorlagen.pdf" }),
    ).toHaveAttribute("href", `/account/order/${id}/download/f1`);
    await expect(canvas.queryByText(/Der Download wird freigeschaltet/)).toBeNull();
  },
};
