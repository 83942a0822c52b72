/**
 * Plain CartLineItem props for stories and tests: lines of the emulator's catalog written out as data
 * (German texts). The one mapping from a Store API cart to these props is the storefront's cart page.
 */
import type { CartLineItemForm, CartLineItemProps } from "../CartLineItem.tsx";

const form = (intent: string, label: string, pendingLabel: string, name: string): CartLineItemForm => ({
  action: "/checkout/cart",
  fields: { intent, lineItemId: "89d720c539b5ea046a4876ac279ee166", redirectTo: "/checkout/cart" },
  label,
  ariaLabel: `${name}: ${label}`,
  pendingLabel,
});

const line = (
  props: Pick<CartLineItemProps, "name" | "href"> & Partial<CartLineItemProps>,
): CartLineItemProps => ({
  productNumberLabel: "Artikelnummer",
  currency: "CHF",
  unitPrice: 8.9,
  totalPrice: 8.9,
  unitPriceLabel: "Stückpreis",
  totalPriceLabel: "Total",
  quantity: 1,
  quantityLabel: "Menge",
  quantityMessages: {
    required: "Bitte eine Menge eingeben.",
    integer: "Bitte eine ganze Zahl eingeben.",
    min: (min) => `Die Mindestbestellmenge ist ${min}.`,
    max: (max) => `Die Höchstbestellmenge ist ${max}.`,
    step: (step, min) => `Nur in Schritten von ${step} ab ${min} bestellbar.`,
  },
  decrementLabel: "Menge verringern",
  incrementLabel: "Menge erhöhen",
  update: form("update", "Aktualisieren", "Wird aktualisiert", props.name),
  remove: form("remove", "Entfernen", "Wird entfernt", props.name),
  ...props,
});

export const cartLineItems = {
  /** A plain product, one piece. */
  simple: line({
    name: "Clarus Neutralreiniger",
    href: "/Clarus-Neutralreiniger/CL10001-1",
    productNumber: "CL10001.1",
    image: {
      src: "/media/df/0e/clarus-neutralreiniger-cl10001-1_400x400.png",
      alt: "Clarus Neutralreiniger 1 l",
      width: 400,
      height: 400,
    },
  }),
  /** A variant with options, sold from 5 in steps of 5. */
  withOptionsAndSteps: line({
    name: "Clarus Grundreiniger Forte",
    href: "/Clarus-Grundreiniger-Forte/CL10007-5",
    productNumber: "CL10007.5",
    options: [
      { group: "Inhalt", option: "5 l" },
      { group: "Duft", option: "Zitrone" },
    ],
    quantity: 10,
    min: 5,
    step: 5,
    max: 50,
    unitPrice: 39.9,
    totalPrice: 399,
  }),
  /** Euros (a session in EUR), a big amount, no image. */
  euro: line({
    name: "Scheuersaugmaschine Clarus Compact 45 mit einem sehr langen Namen, der umbricht",
    href: "/detail/0a",
    productNumber: "CL90045",
    currency: "EUR",
    unitPrice: 4189.5,
    totalPrice: 8379,
    quantity: 2,
  }),
} satisfies Record<string, CartLineItemProps>;
