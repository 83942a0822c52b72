import type { Json } from "../entities/common.ts";
import { countryById } from "../fixtures/countries.ts";
import { currencyById, defaultCurrency } from "../fixtures/currencies.ts";
import { FIRST_INVOICE_NUMBER } from "../fixtures/documents.ts";
import { paymentMethodById } from "../fixtures/sales-channel.ts";
import { salutationById } from "../fixtures/salutations.ts";
import { writePdf, type PdfBlock } from "../media/pdf.ts";
import type { EmulatorState } from "../state.ts";
import { formatMoney, longDate, orderTotals } from "./order-mail.ts";
import {
  currentTransaction,
  isoNow,
  newDeepLinkCode,
  newId,
  type StoredDocument,
  type StoredOrder,
} from "./orders.ts";

const INVOICE_NUMBERS = "invoice-numbers";

/**
 * Creates the order's invoice (Shopware's `invoice` document, number range from 1000): the shop sends it
 * with every order, so the account page and the guest's deep link can download it.
 */
export function createInvoice(state: EmulatorState, order: StoredOrder): StoredDocument {
  const counter = state.store<number>(INVOICE_NUMBERS);
  const number = (counter.get("invoice") ?? FIRST_INVOICE_NUMBER - 1) + 1;
  counter.set("invoice", number);
  const document: StoredDocument = {
    id: newId(),
    type: "invoice",
    documentNumber: String(number),
    deepLinkCode: newDeepLinkCode(),
    createdAt: isoNow(),
  };
  order.documents.push(document);
  return document;
}

const copy = {
  "de-DE": {
    title: (number: string) => `Rechnung ${number}`,
    invoiceNumber: "Rechnungsnummer",
    orderNumber: "Bestellnummer",
    customerNumber: "Kundennummer",
    date: "Datum",
    vatId: "UID",
    recipient: "Rechnungsadresse",
    items: "Positionen",
    shipping: "Versandkosten",
    total: "Gesamtbetrag",
    vat: (rate: number) => `MWST ${rate} %`,
    net: "Gesamtbetrag ohne MWST",
    payment: "Zahlungsart",
    terms: {
      invoice: "Zahlbar innert 30 Tagen netto auf IBAN CH93 0076 2011 6238 5295 7 (Clarus AG).",
      prepayment: "Bitte vorab auf IBAN CH93 0076 2011 6238 5295 7 (Clarus AG) überweisen.",
      paid: "Bereits bezahlt. Vielen Dank.",
      open: "Die Zahlung ist noch offen.",
    },
    footer:
      "Clarus AG · Industriestrasse 12 · 8604 Volketswil · CHE-109.322.551 MWST · Musterdokument des Store-API-Emulators.",
  },
  "fr-CH": {
    title: (number: string) => `Facture ${number}`,
    invoiceNumber: "Numéro de facture",
    orderNumber: "Numéro de commande",
    customerNumber: "Numéro de client",
    date: "Date",
    vatId: "IDE",
    recipient: "Adresse de facturation",
    items: "Positions",
    shipping: "Frais d'envoi",
    total: "Montant total",
    vat: (rate: number) => `TVA ${rate} %`,
    net: "Montant total hors TVA",
    payment: "Mode de paiement",
    terms: {
      invoice: "Payable à 30 jours net sur l'IBAN CH93 0076 2011 6238 5295 7 (Clarus SA).",
      prepayment:
        "Veuillez effectuer le versement à l'avance sur l'IBAN CH93 0076 2011 6238 5295 7 (Clarus SA).",
      paid: "Déjà payée. Merci beaucoup.",
      open: "Le paiement est encore en attente.",
    },
    footer:
      "Clarus SA · Industriestrasse 12 · 8604 Volketswil · CHE-109.322.551 TVA · Document d'exemple de l'émulateur Store API.",
  },
};

/** The invoice as a one-page PDF in the order's language, drawn like the catalog's PDFs (media/pdf.ts). */
export function renderInvoice(order: StoredOrder, document: StoredDocument): Uint8Array<ArrayBuffer> {
  const words = copy[order.locale];
  const currency = currencyById(order.currencyId) ?? defaultCurrency;
  const money = (amount: number) => formatMoney(amount, currency.isoCode, order.locale);
  const billing = order.addresses.find((address) => address.id === order.billingAddressId)!;
  const salutation = billing.salutationId ? salutationById(billing.salutationId) : undefined;
  const transaction = currentTransaction(order);
  const method = paymentMethodById(transaction.paymentMethodId);
  const price = orderTotals(order);
  const date = longDate(document.createdAt, order.locale);
  const terms =
    transaction.state === "paid"
      ? words.terms.paid
      : method?.technicalName === "payment_invoice"
        ? words.terms.invoice
        : method?.technicalName === "payment_prepayment"
          ? words.terms.prepayment
          : words.terms.open;
  const address = [
    billing.company,
    [salutation?.displayName[order.locale], billing.firstName, billing.lastName].filter(Boolean).join(" "),
    billing.street,
    `${billing.zipcode} ${billing.city}`,
    countryById(billing.countryId)?.name[order.locale],
  ]
    .filter(Boolean)
    .join(", ");
  const blocks: PdfBlock[] = [
    { type: "field", label: words.invoiceNumber, value: document.documentNumber },
    { type: "field", label: words.orderNumber, value: order.orderNumber },
    { type: "field", label: words.customerNumber, value: order.orderCustomer.customerNumber },
    { type: "field", label: words.date, value: date },
    ...(billing.vatId ? [{ type: "field", label: words.vatId, value: billing.vatId } as const] : []),
    { type: "space" },
    { type: "heading", text: words.recipient },
    { type: "paragraph", text: address },
    { type: "space" },
    { type: "heading", text: words.items },
    // Each position: its name (wrapped as a paragraph), then quantity × unit price and the line total.
    ...order.lineItems.flatMap((item: Json): PdfBlock[] => {
      const itemPrice = item.price as { unitPrice: number; totalPrice: number };
      const number = (item.payload as Json | null)?.productNumber;
      return [
        { type: "paragraph", text: `${String(item.label)}${number ? ` (${String(number)})` : ""}` },
        {
          type: "field",
          label: `${String(item.quantity)} × ${money(itemPrice.unitPrice)}`,
          value: money(itemPrice.totalPrice),
        },
      ];
    }),
    {
      type: "field",
      label: words.shipping,
      value: money((order.shippingCosts as { totalPrice: number }).totalPrice),
    },
    { type: "rule" },
    { type: "field", label: words.total, value: money(price.totalPrice) },
    { type: "field", label: words.net, value: money(price.netPrice) },
    ...price.calculatedTaxes.map((tax): PdfBlock => ({
      type: "field",
      label: words.vat(tax.taxRate),
      value: money(tax.tax),
    })),
    { type: "space" },
    { type: "field", label: words.payment, value: method?.name[order.locale] ?? "" },
    { type: "paragraph", text: terms },
  ];
  return writePdf({
    title: words.title(document.documentNumber),
    subtitle: `${words.orderNumber} ${order.orderNumber}`,
    color: "#0a6e31",
    blocks,
    footer: words.footer,
    date: document.createdAt,
    author: "Clarus AG",
    lang: order.locale === "de-DE" ? "de-CH" : "fr-CH",
  });
}
