import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ActionFunctionArgs } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { OrderPageData, OrderPaymentMethod } from "../lib/order.server.ts";
import { storyOrder } from "../stories/purchase.ts";
import { withRouter } from "../stories/router.tsx";
import { OrderPage, PAYMENT_REDIRECT_SECONDS } from "./OrderPage.tsx";

const successPath = `/checkout/success/${storyOrder.id}`;

const invoice: OrderPaymentMethod = {
  id: "90000000000000000000000000000001",
  name: "Rechnung",
  description: "Zahlbar innert 30 Tagen",
  asynchronous: false,
  note: "invoice",
};
const prepayment: OrderPaymentMethod = {
  id: "90000000000000000000000000000002",
  name: "Vorauskasse",
  asynchronous: false,
  note: "prepayment",
};
const twint: OrderPaymentMethod = {
  id: "90000000000000000000000000000003",
  name: "TWINT",
  description: "Bezahlen mit dem Smartphone",
  asynchronous: true,
};
const card: OrderPaymentMethod = {
  id: "90000000000000000000000000000004",
  name: "Kreditkarte",
  description: "Visa, Mastercard",
  asynchronous: true,
};

/** Order 10042 on invoice, not paid yet (an invoice is paid later). */
const order: OrderPageData = { ...storyOrder, paymentMethod: invoice, paymentState: "open" };

/** What the stories' forms posted (the router's action records it instead of paying). */
const posted: Record<string, FormDataEntryValue>[] = [];
async function recordPost({ request }: ActionFunctionArgs) {
  posted.push(Object.fromEntries(await request.formData()));
  return null;
}

const meta = {
  title: "Storefront/OrderPage",
  component: OrderPage,
  decorators: [withRouter],
  parameters: { path: successPath, action: recordPost },
  args: { variant: "success", title: "Vielen Dank für Ihre Bestellung", order },
  beforeEach: () => {
    posted.length = 0;
    // A pending button is announced by react-aria with a node labelled by its spinner, removed 7 s later.
    // A story that posts leaves it behind for the next one, whose axe check then finds an unnamed image.
    return () => {
      for (const node of document.querySelectorAll("[data-live-announcer] [role=img]")) node.remove();
    };
  },
} satisfies Meta<typeof OrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ordered on invoice: the number, where the confirmation went, the invoice's terms, what was ordered. */
export const SuccessInvoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bestellung" }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Bestellnummer 10042" })).toBeVisible();
    await expect(
      canvas.getByText("Wir haben die Bestellbestätigung an anna.muster@example.ch gesendet."),
    ).toBeVisible();
    await expect(
      canvas.getByText("Die Rechnung liegt der Lieferung bei. Bitte bezahlen Sie sie innert 30 Tagen."),
    ).toBeVisible();
    // A synchronous method: nothing to pay online.
    await expect(canvas.queryByRole("button", { name: "Jetzt bezahlen" })).toBeNull();
    await expect(canvas.getByText("Wie Rechnungsadresse")).toBeVisible();
    await expect(canvas.getByText("Inhalt: 5 l")).toBeVisible();
    await expect(canvas.getByText("3 × CHF 15.90")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Weiter einkaufen" })).toHaveAttribute("href", "/");
  },
};

/** Ordered with prepayment: the amount, the shop's IBAN and the reference to transfer with. */
export const SuccessPrepayment: Story = {
  args: { order: { ...order, paymentMethod: prepayment } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "Bitte überweisen Sie CHF 87.60 auf IBAN CH93 0076 2011 6238 5295 7 (Clarus AG), Vermerk: Bestellung 10042. Wir versenden nach Zahlungseingang.",
      ),
    ).toBeVisible();
  },
};

/**
 * TWINT (an asynchronous method): "Pay now" with the countdown to the provider, which the shopper stops. The
 * play function stops it, so the screenshot shows the page without a ticking number.
 */
export const SuccessAsyncCountdown: Story = {
  args: { order: { ...order, paymentMethod: twint } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Bitte schliessen Sie die Zahlung mit TWINT ab.")).toBeVisible();
    await expect(canvas.getByTestId("payment-countdown")).toHaveTextContent(
      /^Weiter zur Zahlungsseite in [1-5] s$/,
    );
    // Announced once, in words; the ticking number is hidden from screen readers.
    await expect(
      canvas.getByText(
        `Sie werden in ${PAYMENT_REDIRECT_SECONDS} Sekunden zur Zahlungsseite weitergeleitet.`,
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByTestId("payment-countdown")).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Auf dieser Seite bleiben" }));
    await expect(canvas.queryByTestId("payment-countdown")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Auf dieser Seite bleiben" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Jetzt bezahlen" })).toBeVisible();
    await expect(posted).toEqual([]);
  },
};

/**
 * The countdown left to run: at 0 the page posts "pay" by itself. Not a visual baseline ("no-visual"): the
 * screenshot would catch the countdown at a moment of its own choosing.
 */
export const SuccessAsyncForwards: Story = {
  args: { order: { ...order, paymentMethod: twint } },
  tags: ["no-visual"],
  play: async () => {
    await waitFor(() => expect(posted).toEqual([{ intent: "pay" }]), {
      timeout: (PAYMENT_REDIRECT_SECONDS + 3) * 1000,
    });
  },
};

/** The shopper pays at once, without waiting for the countdown. */
export const SuccessPayNow: Story = {
  args: { order: { ...order, paymentMethod: twint } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Auf dieser Seite bleiben" }));
    await userEvent.click(canvas.getByRole("button", { name: "Jetzt bezahlen" }));
    await waitFor(() => expect(posted).toEqual([{ intent: "pay" }]));
  },
};

/** The success page of an asynchronous payment that failed: no countdown, the way to retry. */
export const SuccessAsyncFailed: Story = {
  args: { order: { ...order, paymentMethod: twint, paymentState: "failed" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Jetzt bezahlen" })).toBeNull();
    await expect(canvas.queryByTestId("payment-countdown")).toBeNull();
    await expect(canvas.getByRole("link", { name: "Zahlung erneut versuchen" })).toHaveAttribute(
      "href",
      `${successPath}/unpaid`,
    );
  },
};

/**
 * Back from the provider, paid, in euros: the thanks, no payment form; another shipping address, a
 * discount and the shopper's comment in the summary.
 */
export const PaidInEuros: Story = {
  args: {
    variant: "paid",
    order: {
      ...order,
      currency: "EUR",
      paymentMethod: card,
      paymentState: "paid",
      paymentChangeable: false,
      lines: [{ ...order.lines[0]!, unitPrice: 16.85, totalPrice: 50.55 }],
      totals: {
        subtotal: 50.55,
        discount: -5.06,
        shippingCosts: 24.9,
        netTotal: 65.11,
        taxes: [{ rate: 8.1, amount: 5.28 }],
        total: 70.39,
      },
      billingAddress: ["Max Beispiel", "Hauptstrasse 5", "79539 Lörrach", "Deutschland"],
      shippingAddress: [
        "Beispiel GmbH",
        "Max Beispiel",
        "Industriestrasse 9",
        "79540 Lörrach",
        "Deutschland",
      ],
      comment: "Bitte beim Empfang abgeben.",
    },
  },
  parameters: { path: `${successPath}/paid` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Bestellung 10042: bezahlt" })).toBeVisible();
    await expect(canvas.getByText("Vielen Dank, wir haben Ihre Zahlung erhalten.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /bezahlen|Zahlung/ })).toBeNull();
    await expect(canvas.getByText("Industriestrasse 9")).toBeVisible();
    await expect(canvas.getByText("Bitte beim Empfang abgeben.")).toBeVisible();
    await expect(canvas.getByText("EUR -5.06")).toBeVisible();
    await expect(canvas.getByText("EUR 70.39")).toBeVisible();
    await expect(canvas.queryByText(/CHF/)).toBeNull();
  },
};

/** A second "pay" of a paid order: the paid page says so as a status, not as an error. */
export const AlreadyPaid: Story = {
  args: {
    variant: "paid",
    problem: "already-paid",
    order: { ...order, paymentMethod: twint, paymentState: "paid", paymentChangeable: false },
  },
  parameters: { path: `${successPath}/paid` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Die Bestellung 10042 ist bereits bezahlt und kann nicht mehr geändert werden.",
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/**
 * Cancelled at the provider: why, the retry form with the available methods (the order's own chosen), the
 * shop's contact. Choosing another method and retrying posts both.
 */
export const UnpaidRetry: Story = {
  args: {
    variant: "unpaid",
    title: "Ihre Zahlung wurde nicht abgeschlossen",
    problem: "cancelled",
    order: { ...order, paymentMethod: twint, paymentState: "cancelled" },
    paymentMethods: [invoice, twint, card],
  },
  parameters: { path: `${successPath}/unpaid` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Sie haben die Zahlung abgebrochen; sie ist nicht erfolgt.",
    );
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Bestellung 10042: Zahlung ausstehend" }),
    ).toBeVisible();
    const methods = canvas.getByRole("group", { name: "Zahlungsart" });
    await expect(within(methods).getAllByRole("radio")).toHaveLength(3);
    await expect(within(methods).getByRole("radio", { name: /TWINT/ })).toBeChecked();
    await expect(canvas.getByRole("link", { name: "+41 44 945 20 20" })).toHaveAttribute(
      "href",
      "tel:+41449452020",
    );
    await userEvent.click(within(methods).getByRole("radio", { name: /Kreditkarte/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Zahlung erneut versuchen" }));
    await waitFor(() =>
      expect(posted).toEqual([
        { intent: "retry", currentPaymentMethodId: twint.id, paymentMethodId: card.id },
      ]),
    );
  },
};

/** The order's method is no longer offered: it is listed first anyway, and the problem says why. */
export const UnpaidMethodNotAvailable: Story = {
  args: {
    variant: "unpaid",
    title: "Ihre Zahlung wurde nicht abgeschlossen",
    problem: "method-not-available",
    order: { ...order, paymentMethod: twint, paymentState: "failed" },
    paymentMethods: [invoice, card],
  },
  parameters: { path: `${successPath}/unpaid` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Die gewählte Zahlungsart existiert nicht oder ist für diese Bestellung nicht verfügbar.",
    );
    const radios = within(canvas.getByRole("group", { name: "Zahlungsart" })).getAllByRole("radio");
    await expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      twint.id,
      invoice.id,
      card.id,
    ]);
    await expect(radios[0]).toBeChecked();
  },
};

/** The unpaid page in French, after an interrupted payment. */
export const UnpaidFrench: Story = {
  args: {
    variant: "unpaid",
    title: "Votre paiement n’a pas abouti",
    problem: "interrupted",
    order: { ...order, paymentMethod: twint, paymentState: "failed" },
    paymentMethods: [invoice, twint],
  },
  parameters: { path: `/fr-CH${successPath}/unpaid` },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Commande 10042 : paiement en attente" }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Payer à nouveau, avec le même moyen ou un autre" }),
    ).toBeVisible();
    const retry = canvas.getByRole("button", { name: "Réessayer le paiement" });
    await expect(retry.closest("form")).toHaveAttribute("action", `/fr-CH${successPath}/unpaid`);
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Des questions sur votre paiement ?" }),
    ).toBeVisible();
  },
};
