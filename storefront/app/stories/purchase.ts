import type { CartPageData, CartPageLine } from "../lib/cart.server.ts";
import type { OrderPageData } from "../lib/order.server.ts";

/**
 * The purchase stories' shared data (cart page, checkout, order pages, the account's order): one Swiss cart
 * and one order, which each story varies by spreading.
 */

/** Three blue microfibre cloths at CHF 15.90. */
export const storyCartLine: CartPageLine = {
  id: "a0000000000000000000000000000001",
  productId: "a0000000000000000000000000000001",
  name: "Mikrofasertuch blau",
  href: "/detail/a0000000000000000000000000000001",
  options: [],
  productNumber: "CL-1001",
  quantity: 3,
  min: 1,
  max: 100,
  step: 1,
  unitPrice: 15.9,
  totalPrice: 47.7,
  removable: true,
};

/** A Swiss cart below CHF 60 with standard shipping charged (no estimate, no free-shipping hint). */
export const storyCart: CartPageData = {
  lines: [storyCartLine],
  promotions: [],
  notices: [],
  shippingMethodName: "Standardversand (Post)",
  taxState: "gross",
  totals: {
    currency: "CHF",
    subtotal: 47.7,
    discount: 0,
    shippingCosts: 9.9,
    shippingDiscount: 0,
    netTotal: 53.32,
    taxes: [{ rate: 8.1, amount: 4.28 }],
    total: 57.6,
  },
};

/** Order 10042: two products, free shipping, paid with TWINT, which failed. */
export const storyOrder: OrderPageData = {
  id: "b0000000000000000000000000000001",
  orderNumber: "10042",
  email: "anna.muster@example.ch",
  currency: "CHF",
  lines: [
    {
      id: "c1",
      label: "Mikrofasertuch blau",
      quantity: 3,
      unitPrice: 15.9,
      totalPrice: 47.7,
      productNumber: "CL-1001",
      options: [],
    },
    {
      id: "c2",
      label: "Bodenreiniger Zitrone 5 l",
      quantity: 1,
      unitPrice: 39.9,
      totalPrice: 39.9,
      productNumber: "CL-2040",
      options: [{ group: "Inhalt", option: "5 l" }],
    },
  ],
  totals: {
    subtotal: 87.6,
    discount: 0,
    shippingCosts: 0,
    netTotal: 81.04,
    taxes: [{ rate: 8.1, amount: 6.56 }],
    total: 87.6,
  },
  taxStatus: "gross",
  shippingMethod: "Standardversand (Post)",
  paymentMethod: { id: "p1", name: "TWINT", asynchronous: true },
  paymentState: "failed",
  paymentChangeable: true,
  billingAddress: ["Anna Muster", "Seefeldstrasse 12", "8008 Zürich", "Schweiz"],
  shippingAddress: [],
};

/** The same cart shipped to Germany in euros: the line's EUR price, the German shipping rate. */
export const storyCartInEuros: CartPageData = {
  ...storyCart,
  lines: [{ ...storyCartLine, unitPrice: 16.85, totalPrice: 50.55 }],
  totals: {
    currency: "EUR",
    subtotal: 50.55,
    discount: 0,
    shippingCosts: 24.9,
    shippingDiscount: 0,
    netTotal: 69.8,
    taxes: [{ rate: 8.1, amount: 5.65 }],
    total: 75.45,
  },
};
