import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { withRouter } from "../../stories/router.tsx";
import { PaymentMethodForm } from "./PaymentMethodForm.tsx";

const meta = {
  title: "Storefront/Account/PaymentMethodForm",
  component: PaymentMethodForm,
  decorators: [withRouter],
  parameters: { path: "/account/payment" },
  args: {
    page: {
      methods: [
        { id: "invoice", name: "Rechnung", description: "Zahlbar innert 30 Tagen." },
        { id: "twint", name: "TWINT" },
        { id: "card", name: "Kreditkarte" },
      ],
      current: "invoice",
    },
  },
} satisfies Meta<typeof PaymentMethodForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The methods, the current one chosen. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: /Rechnung/ })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Zahlungsart speichern" })).toBeVisible();
  },
};

/** Saved: the success message. */
export const Saved: Story = {
  args: { answer: { ok: true, intent: "payment-method", values: { paymentMethodId: "twint" }, errors: {} } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Ihre Standard-Zahlungsart wurde geändert.");
    await expect(canvas.getByRole("radio", { name: /TWINT/ })).toBeChecked();
  },
};

export const French: Story = {
  parameters: { path: "/fr-CH/account/payment" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Mode de paiement",
    );
  },
};
