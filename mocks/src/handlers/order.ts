import { calculateCart } from "../cart/calculation.ts";
import { CartErrorLevel } from "../cart/errors.ts";
import { deleteCart, saveCart } from "../cart/store.ts";
import {
  isoNow,
  newDeepLinkCode,
  newId,
  nextOrderNumber,
  orderStore,
  paymentChangeable,
  type StoredOrder,
  type StoredOrderAddress,
} from "../checkout/orders.ts";
import { replaceBlockedMethods } from "../checkout/blocked-methods.ts";
import { createInvoice } from "../checkout/invoice.ts";
import { sendOrderConfirmation } from "../checkout/order-mail.ts";
import { changeSoldStock } from "../checkout/stock.ts";
import type { Json } from "../entities/common.ts";
import { addressStore, customerStore, sessionCustomer } from "../entities/customer.ts";
import { toOrder } from "../entities/order.ts";
import type { CustomerFixture } from "../fixtures/customers.ts";
import { readCriteria, searchEntities } from "../lib/criteria.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";
import { readJsonBody } from "../lib/validation.ts";
import { CUSTOMER_TOKEN_STORE, replaceSession } from "./account.ts";
import { environment, loadCart } from "./cart.ts";

/** Shopware's deep links open orders of the last 30 days only (OrderRoute::filterOldOrders). */
const DEEP_LINK_DAYS = 30;

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/** A customer address copied into the order (`order_address`), with the customer's first VAT id. */
function orderAddress(state: RouteArgs["runtime"]["state"], addressId: string, customer: CustomerFixture) {
  const address = addressStore(state).get(addressId);
  if (!address) throw new Error(`Address ${addressId} of customer ${customer.customerNumber} is missing`);
  const { customerId: _customer, ...fields } = address;
  return {
    ...structuredClone(fields),
    id: newId(),
    vatId: customer.vatIds?.[0] ?? null,
  } as StoredOrderAddress;
}

/**
 * `POST /checkout/order` (CartOrderRoute): the session's cart, recalculated, becomes an order. Customers
 * only (a guest checkout registers a guest account first); the cart must have line items (400
 * CHECKOUT__CART_EMPTY) and no errors of level error (400 CHECKOUT__CART_INVALID). The order gets the next
 * order number, a deep link code, the active billing and shipping addresses (copied), its line items,
 * one delivery and one open payment transaction; stock is reduced, the cart is deleted and the order
 * confirmation goes to the dev mailbox.
 */
async function placeOrder(original: RouteArgs): Promise<Response> {
  // A blocked method is replaced first, as on every cart calculation; the order uses the replacement.
  const switched = replaceBlockedMethods(original);
  const args = switched.args;
  const { runtime, session, scope, token } = args;
  const { state } = runtime;
  const customer = sessionCustomer(state, session);
  if (!customer) return errorResponse(errors.customerNotLoggedIn());
  const body = await readJsonBody(args.request);
  const cart = loadCart(args);
  cart.customerComment = text(body.customerComment) ?? cart.customerComment;
  cart.affiliateCode = text(body.affiliateCode) ?? cart.affiliateCode;
  cart.campaignCode = text(body.campaignCode) ?? cart.campaignCode;
  const calculation = calculateCart(cart, environment(args), switched.errors);
  const json = calculation.cart;
  const lineItems = json.lineItems as Json[];
  if (!lineItems.some((item) => item.type === "product")) {
    saveCart(state, calculation.stored);
    return errorResponse(errors.cartEmpty());
  }
  const blocking = calculation.errors.filter((error) => error.level === CartErrorLevel.error);
  if (blocking.length > 0) {
    saveCart(state, calculation.stored);
    return errorResponse(errors.invalidCart(blocking.length));
  }

  const billingId = session.billingAddressId ?? customer.defaultBillingAddressId;
  const shippingId = session.shippingAddressId ?? customer.defaultShippingAddressId;
  const order = orderFromCart({
    state,
    customer,
    cart: json,
    billingId,
    shippingId,
    scope,
    currencyId: session.currencyId,
    currencyFactor: environment(args).currency.factor,
    paymentMethodId: session.paymentMethodId,
    comment: cart,
    orderNumber: nextOrderNumber(state),
    now: isoNow(),
  });
  orderStore(state).set(order.id, order);
  for (const item of order.lineItems) {
    if (item.type === "product") changeSoldStock(state, item.referencedId as string, item.quantity as number);
  }
  deleteCart(state, token);
  createInvoice(state, order);
  sendOrderConfirmation(runtime, order, scope);
  return jsonResponse(toOrder(order, scope));
}

/** What an order is made of: the calculated cart (its JSON) of a customer, with addresses and methods. */
export interface OrderFromCartInput {
  state: RouteArgs["runtime"]["state"];
  customer: CustomerFixture;
  cart: Json;
  billingId: string;
  shippingId: string;
  scope: Pick<RouteArgs["scope"], "languageId" | "locale">;
  currencyId: string;
  currencyFactor: number;
  paymentMethodId: string;
  comment: { customerComment: string | null; affiliateCode: string | null; campaignCode: string | null };
  orderNumber: string;
  now: string;
}

/**
 * The order Shopware's OrderConverter makes of a calculated cart: the addresses copied, the line items,
 * one delivery and one open payment transaction (checkout, and the demo customer's fixture orders).
 */
export function orderFromCart(input: OrderFromCartInput): StoredOrder {
  const { state, customer, cart: json, billingId, shippingId, scope, currencyId, currencyFactor } = input;
  const { paymentMethodId, comment, orderNumber, now } = input;
  const lineItems = json.lineItems as Json[];
  const orderId = newId();
  const billing = orderAddress(state, billingId, customer);
  // One order address serves both when the shopper ships to the billing address (OrderConverter).
  const shipping = shippingId === billingId ? billing : orderAddress(state, shippingId, customer);
  const items: Json[] = lineItems.map((item) => ({ ...item, orderLineItemId: newId() }));
  const lineItemIds = new Map(items.map((item) => [item.id as string, item.orderLineItemId as string]));
  const transaction = (json.transactions as Json[])[0]!;

  const order: StoredOrder = {
    id: orderId,
    orderNumber,
    deepLinkCode: newDeepLinkCode(),
    orderDateTime: now,
    languageId: scope.languageId,
    locale: scope.locale,
    currencyId,
    currencyFactor,
    customerId: customer.id,
    orderCustomer: {
      id: newId(),
      email: customer.email,
      salutationId: customer.salutationId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      title: customer.title,
      company: customer.company,
      vatIds: customer.vatIds ?? null,
      customerNumber: customer.customerNumber,
      guest: customer.guest,
    },
    billingAddressId: billing.id,
    addresses: shipping === billing ? [billing] : [billing, shipping],
    price: json.price as Json,
    shippingCosts: ((json.deliveries as Json[])[0]?.shippingCosts as Json | undefined) ?? {
      ...(transaction.amount as Json),
      unitPrice: 0,
      totalPrice: 0,
      calculatedTaxes: [],
      taxRules: [],
    },
    lineItems: items,
    deliveries: (json.deliveries as Json[]).map((delivery) => {
      const date = delivery.deliveryDate as { earliest: string; latest: string };
      return {
        id: newId(),
        shippingMethodId: (delivery.shippingMethod as Json).id as string,
        shippingAddressId: shipping.id,
        state: "open",
        earliest: date.earliest,
        latest: date.latest,
        shippingCosts: delivery.shippingCosts as Json,
        positions: (delivery.positions as Json[]).map((position) => ({
          id: newId(),
          lineItemId: lineItemIds.get(position.identifier as string) as string,
          quantity: position.quantity as number,
          price: position.price as Json,
        })),
      };
    }),
    transactions: [
      {
        id: newId(),
        paymentMethodId,
        amount: transaction.amount as Json,
        state: "open",
        createdAt: now,
        updatedAt: null,
        finishUrl: null,
        errorUrl: null,
        gatewayToken: null,
      },
    ],
    state: "open",
    customerComment: comment.customerComment,
    affiliateCode: comment.affiliateCode,
    campaignCode: comment.campaignCode,
    documents: [],
    updatedAt: null,
  };
  return order;
}

/** The `deepLinkCode` of an `equals` filter of the criteria (how the storefront asks for a guest order). */
function deepLinkCodeOf(criteria: { filter?: unknown }): string | null {
  const filters = Array.isArray(criteria.filter) ? (criteria.filter as Json[]) : [];
  const found = filters.find((filter) => filter.type === "equals" && filter.field === "deepLinkCode");
  return typeof found?.value === "string" ? found.value : null;
}

const normalise = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : "");

/**
 * `POST /order` (OrderRoute): the logged-in customer's orders (newest first; criteria filter, sort and
 * page them), or — for a shopper without session — the order of a deep link (`filter` equals
 * `deepLinkCode`, orders of the last 30 days) once `email` and `zipcode` (of the billing address) match
 * a guest order: 403 CHECKOUT__GUEST_NOT_AUTHENTICATED without them, CHECKOUT__GUEST_WRONG_CREDENTIALS
 * when they differ. `login: true` then logs the guest in (new token in the header). `paymentChangeable`
 * says per order whether the payment can still be retried or changed.
 */
async function listOrders(args: RouteArgs): Promise<Response> {
  const { runtime, session, scope, token } = args;
  const { state } = runtime;
  const criteria = await readCriteria(args.request);
  const deepLinkCode = deepLinkCodeOf(criteria);
  const customer = sessionCustomer(state, session);
  if (!customer && !deepLinkCode) return errorResponse(errors.customerNotLoggedIn());

  let orders = [...orderStore(state).values()];
  let newToken: string | null = null;
  if (customer) {
    orders = orders.filter((order) => order.customerId === customer.id);
  }
  if (deepLinkCode) {
    const oldest = Date.now() - DEEP_LINK_DAYS * 24 * 3600 * 1000;
    orders = orders.filter(
      (order) => order.deepLinkCode === deepLinkCode && Date.parse(order.orderDateTime) >= oldest,
    );
  }
  const linked = orders[0];
  if (!customer && linked) {
    if (!linked.orderCustomer.guest) return errorResponse(errors.customerNotLoggedIn());
    if (!text(criteria.email) || !text(criteria.zipcode))
      return errorResponse(errors.guestNotAuthenticated());
    const billing = linked.addresses.find((address) => address.id === linked.billingAddressId);
    if (
      normalise(criteria.email) !== normalise(linked.orderCustomer.email) ||
      normalise(criteria.zipcode) !== normalise(billing?.zipcode)
    ) {
      return errorResponse(errors.wrongGuestCredentials());
    }
    if (criteria.login === true && customerStore(state).has(linked.customerId)) {
      newToken = runtime.mintToken();
      replaceSession(state, token, newToken, {
        customerId: linked.customerId,
        billingAddressId: null,
        shippingAddressId: null,
      });
      state.store<string>(CUSTOMER_TOKEN_STORE).set(linked.customerId, newToken);
    }
  }

  const byNewest = orders.toSorted((a, b) => b.orderDateTime.localeCompare(a.orderDateTime));
  // The deep link filter did its work above; the other filters apply to the order JSON.
  const otherFilters = (Array.isArray(criteria.filter) ? criteria.filter : []).filter(
    (item) => !(item.type === "equals" && item.field === "deepLinkCode"),
  );
  const json = byNewest.map((order) => toOrder(order, scope));
  const { items, page, limit, total } = searchEntities(
    json,
    { ...criteria, filter: otherFilters },
    "order",
    "exact",
  );
  const changeable = Object.fromEntries(
    items.map((item) => [item.id as string, paymentChangeable(orderStore(state).get(item.id as string)!)]),
  );
  const response = jsonResponse(
    {
      orders: {
        entity: "order",
        total,
        aggregations: [],
        page,
        limit,
        elements: items,
        apiAlias: "dal_entity_search_result",
      },
      paymentChangeable: changeable,
      apiAlias: "order_route_response_struct",
    },
    criteria,
  );
  if (newToken) response.headers.set("sw-context-token", newToken);
  return response;
}

/** An order the session may act on: the customer's own (guests reach theirs by logging in via deep link). */
export function ownOrder(args: RouteArgs, orderId: unknown): StoredOrder | undefined {
  const customer = sessionCustomer(args.runtime.state, args.session);
  const order = typeof orderId === "string" ? orderStore(args.runtime.state).get(orderId) : undefined;
  return order && customer && order.customerId === customer.id ? order : undefined;
}

export function orderHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/checkout/order", placeOrder),
    storeApiRoute(runtime, "post", "/order", listOrders),
    storeApiRoute(runtime, "get", "/order", listOrders),
  ];
}
