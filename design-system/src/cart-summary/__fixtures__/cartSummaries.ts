/** Plain CartSummary props for stories and tests (German texts, amounts as the emulator calculates them). */
import type { CartSummaryLabels, CartSummaryProps } from "../CartSummary.tsx";

export const cartSummaryLabels: CartSummaryLabels = {
  heading: "Zusammenfassung",
  subtotal: "Zwischensumme",
  discount: "Rabatt",
  shippingCosts: "Versandkosten",
  shippingDiscount: "Versandrabatt",
  netTotal: "Gesamtsumme ohne MwSt.",
  tax: (rate) => `zzgl. ${rate} % MwSt.`,
  total: "Gesamtsumme",
};

export const cartSummaries = {
  /** Below CHF 60: shipping costs and the free-shipping hint; two VAT rates. */
  belowFreeShipping: {
    currency: "CHF",
    subtotal: 47.7,
    shippingCosts: 9.9,
    netTotal: 53.6,
    taxes: [
      { rate: 8.1, amount: 3.4 },
      { rate: 2.6, amount: 0.7 },
    ],
    total: 57.6,
    labels: cartSummaryLabels,
    freeShippingHint: "Noch CHF 12.30 bis zur Gratislieferung",
  },
  /** FRUEHLING10 redeemed: a discount row; free shipping. */
  withDiscount: {
    currency: "CHF",
    subtotal: 106.8,
    discount: -10.68,
    shippingCosts: 0,
    netTotal: 88.92,
    taxes: [{ rate: 8.1, amount: 7.2 }],
    total: 96.12,
    labels: cartSummaryLabels,
  },
  /** A shipping discount took the shipping costs down. */
  withShippingDiscount: {
    currency: "CHF",
    subtotal: 24.5,
    shippingCosts: 0,
    shippingDiscount: 9.9,
    netTotal: 22.66,
    taxes: [{ rate: 8.1, amount: 1.84 }],
    total: 24.5,
    labels: cartSummaryLabels,
  },
  /** A session in euros. */
  euro: {
    currency: "EUR",
    subtotal: 1234.5,
    shippingCosts: 10.5,
    netTotal: 1151.71,
    taxes: [{ rate: 8.1, amount: 93.29 }],
    total: 1245,
    labels: cartSummaryLabels,
  },
  /** In euros below the threshold (CHF 60 × 1.06 = EUR 63.60): the hint in euros. */
  euroBelowFreeShipping: {
    currency: "EUR",
    subtotal: 50.56,
    shippingCosts: 10.49,
    netTotal: 56.47,
    taxes: [{ rate: 8.1, amount: 4.58 }],
    total: 61.05,
    labels: cartSummaryLabels,
    freeShippingHint: "Noch EUR 13.04 bis zur Gratislieferung",
  },
  /** The products reach CHF 60: shipping is free, the hint says so. */
  freeShippingReached: {
    currency: "CHF",
    subtotal: 64.4,
    shippingCosts: 0,
    netTotal: 59.91,
    taxes: [
      { rate: 8.1, amount: 3.79 },
      { rate: 2.6, amount: 0.7 },
    ],
    total: 64.4,
    labels: cartSummaryLabels,
    freeShippingHint: "Ihre Bestellung wird gratis geliefert.",
  },
  /** Shipped to Germany, paid in francs: the German rate (EUR 24.90 / 1.06), no hint. */
  germany: {
    currency: "CHF",
    subtotal: 47.7,
    shippingCosts: 23.49,
    netTotal: 66.18,
    taxes: [
      { rate: 8.1, amount: 4.41 },
      { rate: 2.6, amount: 0.6 },
    ],
    total: 71.2,
    labels: { ...cartSummaryLabels, shippingCosts: "Versandkosten (Standardversand (Post))" },
  },
} satisfies Record<string, CartSummaryProps>;
