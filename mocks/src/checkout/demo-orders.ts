import { calculateCart } from "../cart/calculation.ts";
import { emptyCart } from "../cart/types.ts";
import type { Json } from "../entities/common.ts";
import { catalog, productById, variantsOf } from "../fixtures/catalog/index.ts";
import { countries } from "../fixtures/countries.ts";
import { defaultCurrency } from "../fixtures/currencies.ts";
import { demoCustomer } from "../fixtures/customers.ts";
import { languages } from "../fixtures/languages.ts";
import { paymentMethods, shippingMethods } from "../fixtures/sales-channel.ts";
import type { DeliveryState, OrderState, TransactionState } from "../fixtures/states.ts";
import { orderFromCart } from "../handlers/order.ts";
import type { EmulatorState } from "../state.ts";
import { isoNow, type StoredOrder } from "./orders.ts";

/**
 * The demo customer's order history (demo@clarus-shop.ch): twelve orders of the past year, made of the
 * catalog by the same cart calculation as checkout, in several states (open, in progress, completed,
 * cancelled; paid, open, failed; shipped), each with its invoice. Seeded when an instance first reads its
 * orders; numbers below the number range's start (9988–9999) and invoice numbers 900–911 keep the
 * counters of new orders as they were. Read-only for tests: the storefront's e2e specs only read them.
 */
export const DEMO_ORDER_COUNT = 12;
const FIRST_DEMO_ORDER_NUMBER = 10000 - DEMO_ORDER_COUNT;

interface DemoOrderPlan {
  date: string;
  payment: keyof typeof paymentMethods;
  order: OrderState;
  transaction: TransactionState;
  delivery: DeliveryState;
}

/** Oldest first; dates at noon Swiss time. */
const plans: DemoOrderPlan[] = [
  { date: "2025-11-18", payment: "invoice", order: "completed", transaction: "paid", delivery: "shipped" },
  { date: "2025-12-09", payment: "twint", order: "completed", transaction: "paid", delivery: "shipped" },
  {
    date: "2026-01-14",
    payment: "invoice",
    order: "cancelled",
    transaction: "cancelled",
    delivery: "cancelled",
  },
  { date: "2026-02-03", payment: "creditCard", order: "completed", transaction: "paid", delivery: "shipped" },
  { date: "2026-03-11", payment: "prepayment", order: "completed", transaction: "paid", delivery: "shipped" },
  { date: "2026-04-22", payment: "invoice", order: "completed", transaction: "paid", delivery: "shipped" },
  {
    date: "2026-05-27",
    payment: "postFinance",
    order: "completed",
    transaction: "paid",
    delivery: "shipped",
  },
  { date: "2026-06-30", payment: "invoice", order: "completed", transaction: "paid", delivery: "shipped" },
  { date: "2026-08-12", payment: "twint", order: "in_progress", transaction: "paid", delivery: "shipped" },
  { date: "2026-09-16", payment: "invoice", order: "in_progress", transaction: "open", delivery: "shipped" },
  { date: "2026-10-07", payment: "creditCard", order: "open", transaction: "failed", delivery: "open" },
  { date: "2026-10-28", payment: "prepayment", order: "open", transaction: "open", delivery: "open" },
];

/** Simple products of the catalog (no variant containers, no closeouts), in catalog order. */
function orderableProducts() {
  return catalog.products.filter(
    (product) =>
      product.parentId === null &&
      variantsOf(product.id).length === 0 &&
      !product.isCloseout &&
      product.stock >= 10,
  );
}

function demoOrder(state: EmulatorState, plan: DemoOrderPlan, index: number): StoredOrder {
  const products = orderableProducts();
  const cart = emptyCart(`demo-order-${index}`);
  const count = 1 + (index % 3);
  for (let position = 0; position < count; position++) {
    const product = products[(index * 5 + position * 7) % products.length]!;
    cart.lineItems.push({
      id: product.id,
      referencedId: product.id,
      quantity: Math.max(product.minPurchase, 1 + ((index + position) % 4)),
    });
  }
  const now = new Date(`${plan.date}T11:00:00.000Z`);
  const scope = {
    locale: "de-DE" as const,
    languageId: languages["de-DE"].id,
    origin: "",
    includeSeoUrls: false,
  };
  const { cart: json } = calculateCart(cart, {
    scope,
    currency: defaultCurrency,
    // Anna Muster is in the default group, which sees gross prices.
    taxState: "gross",
    shippingMethod: shippingMethods.standard,
    paymentMethodId: paymentMethods[plan.payment].id,
    country: countries.CH,
    now,
    products: { byId: productById, hasVariants: (id) => variantsOf(id).length > 0 },
  });
  const placed = isoNow(now);
  const order = orderFromCart({
    state,
    customer: demoCustomer,
    cart: json as Json,
    billingId: demoCustomer.defaultBillingAddressId,
    shippingId: demoCustomer.defaultShippingAddressId,
    scope,
    currencyId: defaultCurrency.id,
    currencyFactor: defaultCurrency.factor,
    paymentMethodId: paymentMethods[plan.payment].id,
    comment: { customerComment: null, affiliateCode: null, campaignCode: null },
    orderNumber: String(FIRST_DEMO_ORDER_NUMBER + index),
    now: placed,
  });
  const later = isoNow(new Date(now.getTime() + 2 * 24 * 3600 * 1000));
  order.state = plan.order;
  order.updatedAt = plan.order === "open" ? null : later;
  for (const transaction of order.transactions) {
    transaction.state = plan.transaction;
    transaction.updatedAt = plan.transaction === "open" ? null : later;
  }
  for (const delivery of order.deliveries) delivery.state = plan.delivery;
  order.documents.push({
    id: order.id.slice(0, 24) + "d0c0" + String(index).padStart(4, "0"),
    type: "invoice",
    documentNumber: String(900 + index),
    deepLinkCode: `demo-invoice-${order.orderNumber}`.padEnd(32, "x"),
    createdAt: placed,
  });
  return order;
}

/** Adds the demo customer's order history to an instance's orders (once per instance, again after reset). */
export function seedDemoOrders(state: EmulatorState, orders: Map<string, StoredOrder>): void {
  plans.forEach((plan, index) => {
    const order = demoOrder(state, plan, index);
    orders.set(order.id, order);
  });
}
