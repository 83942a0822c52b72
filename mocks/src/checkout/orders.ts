import type { Json } from "../entities/common.ts";
import type { CustomerAddressFixture, CustomerFixture } from "../fixtures/customers.ts";
import type { Locale } from "../fixtures/locale.ts";
import {
  orderTransitions,
  transactionTransitions,
  type DeliveryState,
  type OrderState,
  type TransactionState,
} from "../fixtures/states.ts";
import type { EmulatorState } from "../state.ts";
import { seedDemoOrders } from "./demo-orders.ts";

/**
 * Orders of one emulator instance (`state.store("orders")`, by id). An order is a snapshot of the cart at
 * checkout — labels, prices and addresses as they were, in the language of the order — plus the states
 * that change afterwards (order, payment transactions, delivery).
 */
const ORDERS = "orders";
const DEMO_ORDERS_SEEDED = "demo-orders-seeded";
/** The instance's order number counter (Shopware's number range `order`, starting at 10000). */
const ORDER_NUMBERS = "order-numbers";
export const FIRST_ORDER_NUMBER = 10000;

/** An `order_address`: a copy of a customer address under a new id, with the customer's VAT id. */
export interface StoredOrderAddress extends Omit<CustomerAddressFixture, "customerId"> {
  vatId: string | null;
}

export interface StoredTransaction {
  id: string;
  paymentMethodId: string;
  /** The `CalculatedPrice` of the amount. */
  amount: Json;
  state: TransactionState;
  createdAt: string;
  updatedAt: string | null;
  /** Where the gateway sends the shopper back (`POST /handle-payment`). */
  finishUrl: string | null;
  errorUrl: string | null;
  /** The gateway page's secret (Shopware's `_sw_payment_token`); null until `/handle-payment` starts a payment. */
  gatewayToken: string | null;
}

export interface StoredDelivery {
  id: string;
  shippingMethodId: string;
  shippingAddressId: string;
  state: DeliveryState;
  earliest: string;
  latest: string;
  /** The `CalculatedPrice` of the shipping costs. */
  shippingCosts: Json;
  positions: Array<{ id: string; lineItemId: string; quantity: number; price: Json }>;
}

export interface StoredDocument {
  id: string;
  /** `invoice` (more types could follow). */
  type: "invoice";
  documentNumber: string;
  deepLinkCode: string;
  createdAt: string;
}

export interface StoredOrder {
  id: string;
  orderNumber: string;
  /** Lets a guest (with e-mail and postal code) and the mail's link open the order. */
  deepLinkCode: string;
  orderDateTime: string;
  languageId: string;
  locale: Locale;
  currencyId: string;
  currencyFactor: number;
  customerId: string;
  orderCustomer: Pick<
    CustomerFixture,
    "email" | "salutationId" | "firstName" | "lastName" | "title" | "company" | "customerNumber"
  > & { id: string; vatIds: string[] | null; guest: boolean };
  billingAddressId: string;
  addresses: StoredOrderAddress[];
  /** The cart's `CartPrice`. */
  price: Json;
  /** The shipping costs' `CalculatedPrice`. */
  shippingCosts: Json;
  /** Cart line items as order line items were built from them (JSON of the cart, in the order's language). */
  lineItems: Json[];
  deliveries: StoredDelivery[];
  /** Oldest first; the last one is the current payment (Shopware's primary transaction). */
  transactions: StoredTransaction[];
  state: OrderState;
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  documents: StoredDocument[];
  updatedAt: string | null;
}

export function orderStore(state: EmulatorState): Map<string, StoredOrder> {
  const orders = state.store<StoredOrder>(ORDERS);
  // The demo customer's order history (demo-orders.ts), once per instance and again after a reset.
  const seeded = state.store<boolean>(DEMO_ORDERS_SEEDED);
  if (!seeded.get(ORDERS)) {
    seeded.set(ORDERS, true);
    seedDemoOrders(state, orders);
  }
  return orders;
}

export function nextOrderNumber(state: EmulatorState): string {
  const counter = state.store<number>(ORDER_NUMBERS);
  const next = (counter.get("order") ?? FIRST_ORDER_NUMBER - 1) + 1;
  counter.set("order", next);
  return String(next);
}

/** RFC 3339 with milliseconds and offset, as Shopware serialises dates. */
export const isoNow = (now = new Date()) => now.toISOString().replace("Z", "+00:00");

export const newId = () => crypto.randomUUID().replaceAll("-", "");

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** Shopware's deep link code: `Random::getBase64UrlString(32)`. */
export function newDeepLinkCode(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => alphabet[byte % 64]).join("");
}

/** The current payment: the newest transaction (Shopware's primary order transaction). */
export function currentTransaction(order: StoredOrder): StoredTransaction {
  const transaction = order.transactions.at(-1);
  if (!transaction) throw new Error(`Order ${order.orderNumber} has no transaction`);
  return transaction;
}

export class IllegalTransitionError extends Error {
  readonly action: string;
  readonly from: string;
  readonly possible: string[];

  constructor(action: string, from: string, possible: string[]) {
    super(`Illegal transition "${action}" from state "${from}".`);
    this.action = action;
    this.from = from;
    this.possible = possible;
  }
}

/** One step of a state machine (`StateMachineRegistry::transition`), or IllegalTransitionError. */
function transition<State extends string>(
  subject: { state: State; updatedAt: string | null },
  transitions: Record<string, { from: State[]; to: State }>,
  action: string,
): void {
  const next = transitions[action];
  if (!next || !next.from.includes(subject.state)) {
    const possible = Object.entries(transitions)
      .filter(([, candidate]) => candidate.from.includes(subject.state))
      .map(([name]) => name);
    throw new IllegalTransitionError(action, subject.state, possible);
  }
  subject.state = next.to;
  subject.updatedAt = isoNow();
}

/** Moves the order along a transition of `order.state` (`cancel`, `process`, ...). */
export function transitionOrder(order: StoredOrder, action: keyof typeof orderTransitions): void {
  transition<OrderState>(order, orderTransitions, action);
}

/** Moves a payment along a transition of `order_transaction.state` (`paid`, `fail`, `cancel`, ...). */
export function transitionTransaction(
  transaction: StoredTransaction,
  action: keyof typeof transactionTransitions,
): void {
  transition<TransactionState>(transaction, transactionTransitions, action);
}

/** Whether the shopper may still pay again or choose another method (not paid, order not cancelled). */
export function paymentChangeable(order: StoredOrder): boolean {
  return order.state !== "cancelled" && currentTransaction(order).state !== "paid";
}
