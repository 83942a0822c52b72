import type { Json } from "../entities/common.ts";
import type { RequestScope } from "../entities/scope.ts";
import { countryById } from "../fixtures/countries.ts";
import { currencyById, defaultCurrency } from "../fixtures/currencies.ts";
import type { Locale } from "../fixtures/locale.ts";
import { paymentMethodById, salesChannel, shippingMethodById } from "../fixtures/sales-channel.ts";
import { salutationById } from "../fixtures/salutations.ts";
import { mailbox, SHOP_SENDER, type Mail } from "../lib/mailbox.ts";
import type { EmulatorRuntime } from "../lib/route.ts";
import { currentTransaction, type StoredOrder, type StoredOrderAddress } from "./orders.ts";
import { escape } from "../lib/html.ts";

export const ORDER_CONFIRMATION_MAIL = "order_confirmation_mail";

/** The confirmation's wording per language (Shopware's order_confirmation_mail template, as the shop words it). */
const copy = {
  "de-DE": {
    subject: (number: string) => `Ihre Bestellung ${number} bei Clarus`,
    thanks: "vielen Dank für Ihre Bestellung. Wir haben sie erhalten und bearbeiten sie umgehend.",
    orderNumber: "Bestellnummer",
    orderDate: "Bestelldatum",
    product: "Artikel",
    quantity: "Menge",
    unitPrice: "Einzelpreis",
    total: "Summe",
    shipping: "Versandkosten",
    grandTotal: "Gesamtsumme",
    vat: (rate: number) => `inkl. ${rate} % MWST`,
    payment: "Zahlungsart",
    shippingMethod: "Versandart",
    billingAddress: "Rechnungsadresse",
    shippingAddress: "Lieferadresse",
    comment: "Ihr Kommentar",
    status: "Den aktuellen Stand Ihrer Bestellung sehen Sie hier",
    payOpen:
      "Die Zahlung ist noch offen. Sie können sie über den Link oben abschliessen oder eine andere Zahlungsart wählen.",
    invoice: "Sie erhalten die Rechnung mit der Lieferung. Zahlbar innert 30 Tagen.",
    prepayment: "Bitte überweisen Sie den Betrag vorab; wir versenden nach Zahlungseingang.",
    closing: "Freundliche Grüsse\nIhr Clarus-Team",
  },
  "fr-CH": {
    subject: (number: string) => `Votre commande ${number} chez Clarus`,
    thanks: "merci pour votre commande. Nous l'avons bien reçue et la traitons sans délai.",
    orderNumber: "Numéro de commande",
    orderDate: "Date de commande",
    product: "Article",
    quantity: "Quantité",
    unitPrice: "Prix unitaire",
    total: "Total",
    shipping: "Frais d'envoi",
    grandTotal: "Montant total",
    vat: (rate: number) => `TVA ${rate} % incluse`,
    payment: "Mode de paiement",
    shippingMethod: "Mode d'envoi",
    billingAddress: "Adresse de facturation",
    shippingAddress: "Adresse de livraison",
    comment: "Votre commentaire",
    status: "Suivez l'état de votre commande ici",
    payOpen:
      "Le paiement est encore en attente. Vous pouvez le finaliser via le lien ci-dessus ou choisir un autre mode de paiement.",
    invoice: "Vous recevrez la facture avec la livraison. Payable dans les 30 jours.",
    prepayment: "Veuillez verser le montant à l'avance ; nous expédions dès réception du paiement.",
    closing: "Meilleures salutations\nVotre équipe Clarus",
  },
} satisfies Record<Locale, unknown>;

/** Money as the shop prints it: `CHF 12.50` (de) and `12.50 CHF` (fr), Swiss separators. */
export function formatMoney(amount: number, currencyIso: string, locale: Locale): string {
  const number = new Intl.NumberFormat("de-CH", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return locale === "fr-CH" ? `${number} ${currencyIso}` : `${currencyIso} ${number}`;
}

function addressLines(address: StoredOrderAddress, locale: Locale): string[] {
  const country = countryById(address.countryId);
  return [
    address.company,
    address.department,
    `${address.firstName} ${address.lastName}`,
    address.street,
    address.additionalAddressLine1,
    `${address.zipcode} ${address.city}`,
    country?.name[locale] ?? null,
  ].filter((line): line is string => Boolean(line));
}

/** A date as the shop writes it in letters and documents: long form, Zurich time, in the language. */
export function longDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "fr-CH" ? "fr-CH" : "de-CH", {
    dateStyle: "long",
    timeZone: "Europe/Zurich",
  }).format(new Date(iso));
}

/** The order's totals the mail and the invoice print. */
export const orderTotals = (order: StoredOrder) =>
  order.price as {
    totalPrice: number;
    netPrice: number;
    calculatedTaxes: Array<{ taxRate: number; tax: number }>;
  };

/** The storefront page of an order for its deep link (`/account/order/{deepLinkCode}`), on the order's domain. */
export function orderLink(runtime: EmulatorRuntime, order: StoredOrder, scope: RequestScope): string {
  const base = runtime.storefrontUrl ?? scope.origin;
  const domain = order.locale === "de-DE" ? base : `${base}/${order.locale}`;
  return `${domain}/account/order/${order.deepLinkCode}`;
}

/**
 * The order confirmation (Shopware's `order_confirmation_mail`, sent on `checkout.order.placed`) into the dev
 * mailbox, in the order's language: greeting, number and date, the line items, shipping, total with VAT
 * per rate, payment and shipping method, both addresses, the comment, and the deep link to the order.
 */
export function sendOrderConfirmation(
  runtime: EmulatorRuntime,
  order: StoredOrder,
  scope: RequestScope,
): Mail {
  const words = copy[order.locale];
  const currency = currencyById(order.currencyId) ?? defaultCurrency;
  const money = (amount: number) => formatMoney(amount, currency.isoCode, order.locale);
  const salutation = salutationById(order.orderCustomer.salutationId);
  const greeting =
    `${salutation?.letterName[order.locale] ?? ""} ${order.orderCustomer.firstName} ${order.orderCustomer.lastName}`.trim();
  const payment = paymentMethodById(currentTransaction(order).paymentMethodId);
  const delivery = order.deliveries[0];
  const shippingMethod = delivery ? shippingMethodById(delivery.shippingMethodId) : undefined;
  const billing = order.addresses.find((address) => address.id === order.billingAddressId)!;
  const shippingAddress =
    order.addresses.find((address) => address.id === delivery?.shippingAddressId) ?? billing;
  const price = orderTotals(order);
  const date = longDate(order.orderDateTime, order.locale);
  const link = orderLink(runtime, order, scope);
  const paymentNote =
    payment?.technicalName === "payment_invoice"
      ? words.invoice
      : payment?.technicalName === "payment_prepayment"
        ? words.prepayment
        : words.payOpen;
  const rows = order.lineItems.map((item: Json) => {
    const itemPrice = item.price as { unitPrice: number; totalPrice: number };
    return {
      label: String(item.label),
      number: String((item.payload as Json | null)?.productNumber ?? ""),
      quantity: Number(item.quantity),
      unit: money(itemPrice.unitPrice),
      total: money(itemPrice.totalPrice),
    };
  });
  const shippingTotal = (order.shippingCosts as { totalPrice: number }).totalPrice;
  const taxes = price.calculatedTaxes.map((tax) => `${words.vat(tax.taxRate)}: ${money(tax.tax)}`);

  const cell = 'style="padding:6px 8px;border-bottom:1px solid #ddd"';
  const html = `<!doctype html>
<html lang="${order.locale}"><head><meta charset="utf-8"><title>${escape(words.subject(order.orderNumber))}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#1d1d1b;max-width:640px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escape(salesChannel.name[order.locale])}</h1>
<p>${escape(greeting)},</p>
<p>${escape(words.thanks)}</p>
<p><strong>${escape(words.orderNumber)}:</strong> ${escape(order.orderNumber)}<br>
<strong>${escape(words.orderDate)}:</strong> ${escape(date)}</p>
<table style="border-collapse:collapse;width:100%">
<thead><tr><th ${cell} align="left">${escape(words.product)}</th><th ${cell} align="right">${escape(words.quantity)}</th><th ${cell} align="right">${escape(words.unitPrice)}</th><th ${cell} align="right">${escape(words.total)}</th></tr></thead>
<tbody>
${rows
  .map(
    (row) =>
      `<tr><td ${cell}>${escape(row.label)}${row.number ? `<br><small>${escape(row.number)}</small>` : ""}</td><td ${cell} align="right">${row.quantity}</td><td ${cell} align="right">${escape(row.unit)}</td><td ${cell} align="right">${escape(row.total)}</td></tr>`,
  )
  .join("\n")}
<tr><td ${cell} colspan="3">${escape(words.shipping)}</td><td ${cell} align="right">${escape(money(shippingTotal))}</td></tr>
<tr><td ${cell} colspan="3"><strong>${escape(words.grandTotal)}</strong></td><td ${cell} align="right"><strong>${escape(money(price.totalPrice))}</strong></td></tr>
${taxes.map((tax) => `<tr><td colspan="4" align="right"><small>${escape(tax)}</small></td></tr>`).join("\n")}
</tbody></table>
<p><strong>${escape(words.payment)}:</strong> ${escape(payment?.name[order.locale] ?? "")}<br>
<strong>${escape(words.shippingMethod)}:</strong> ${escape(shippingMethod?.name[order.locale] ?? "")}</p>
<p>${escape(paymentNote)}</p>
<table style="width:100%"><tr>
<td valign="top"><strong>${escape(words.billingAddress)}</strong><br>${addressLines(billing, order.locale).map(escape).join("<br>")}</td>
<td valign="top"><strong>${escape(words.shippingAddress)}</strong><br>${addressLines(shippingAddress, order.locale).map(escape).join("<br>")}</td>
</tr></table>
${order.customerComment ? `<p><strong>${escape(words.comment)}:</strong><br>${escape(order.customerComment)}</p>` : ""}
<p>${escape(words.status)}: <a href="${escape(link)}">${escape(link)}</a></p>
<p>${escape(words.closing).replace("\n", "<br>")}</p>
</body></html>
`;
  const text = [
    `${greeting},`,
    "",
    words.thanks,
    "",
    `${words.orderNumber}: ${order.orderNumber}`,
    `${words.orderDate}: ${date}`,
    "",
    ...rows.map((row) => `${row.quantity} × ${row.label} (${row.number}) — ${row.total}`),
    `${words.shipping}: ${money(shippingTotal)}`,
    `${words.grandTotal}: ${money(price.totalPrice)}`,
    ...taxes,
    "",
    `${words.payment}: ${payment?.name[order.locale] ?? ""}`,
    `${words.shippingMethod}: ${shippingMethod?.name[order.locale] ?? ""}`,
    paymentNote,
    "",
    `${words.billingAddress}:`,
    ...addressLines(billing, order.locale),
    "",
    `${words.shippingAddress}:`,
    ...addressLines(shippingAddress, order.locale),
    ...(order.customerComment ? ["", `${words.comment}:`, order.customerComment] : []),
    "",
    `${words.status}: ${link}`,
    "",
    words.closing,
  ].join("\n");

  return mailbox(runtime.state).send({
    type: ORDER_CONFIRMATION_MAIL,
    to: {
      email: order.orderCustomer.email,
      name: `${order.orderCustomer.firstName} ${order.orderCustomer.lastName}`,
    },
    from: SHOP_SENDER,
    subject: words.subject(order.orderNumber),
    html,
    text,
    locale: order.locale,
    meta: { orderId: order.id, orderNumber: order.orderNumber, deepLinkCode: order.deepLinkCode, link },
  });
}
