import { CONTEXT_TOKEN_HEADER } from "../context-token.ts";
import type { Criteria } from "../criteria.ts";
import { customerSchema, type Customer } from "../schemas/customer.ts";
import {
  handlePaymentSchema,
  orderListSchema,
  orderSchema,
  stateMachineStateSchema,
  successSchema,
  type HandlePaymentResult,
  type Order,
  type OrderList,
  type StateMachineState,
} from "../schemas/order.ts";
import { segment, type RequestOptions, type StoreApiTransport } from "../transport.ts";

/** An address of a registration (billing or shipping). Names default to the customer's. */
export interface RegistrationAddress {
  countryId: string;
  street: string;
  zipcode: string;
  city: string;
  countryStateId?: string | null;
  salutationId?: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  department?: string;
  additionalAddressLine1?: string;
  phoneNumber?: string;
}

/** `POST /account/register`: a customer account, or with `guest: true` a guest for one checkout. */
export interface Registration {
  email: string;
  firstName: string;
  lastName: string;
  /** A domain of the sales channel (`<shop>` or `<shop>/fr-CH`); Shopware refuses others. */
  storefrontUrl: string;
  acceptedDataProtection: boolean;
  billingAddress: RegistrationAddress;
  shippingAddress?: RegistrationAddress;
  guest?: boolean;
  /** Required unless `guest` (at least 8 characters). */
  password?: string;
  salutationId?: string;
  title?: string;
  accountType?: "private" | "business";
  /** Business accounts: the company and its VAT ids (Swiss UID `CHE-123.456.789 MWST`). */
  company?: string;
  vatIds?: string[];
}

/** The registered customer and the session token after registration (a new, logged-in one). */
export interface RegistrationResult {
  customer: Customer;
  contextToken: string | undefined;
}

/**
 * `POST /account/register`: registers a guest (`guest: true`), logged in on a NEW context token (adopted
 * by the client; the guest cart comes along), or a customer account with double opt-in: the answer has
 * `doubleOptInRegistration: true`, the session stays a guest's until `confirmRegistration` with the mailed
 * link's `hash` and `em`. Violations answer 400 with one
 * entry per field (`/email` VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE, `/billingAddress/zipcode`
 * VIOLATION::ZIP_CODE_INVALID, `/vatIds` VIOLATION::VAT_ID_FORMAT_NOT_CORRECT, ...). A write.
 */
export function register(
  api: StoreApiTransport,
  registration: Registration,
  options?: RequestOptions,
): Promise<RegistrationResult> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/register",
    kind: "write",
    body: registration,
    schema: customerSchema,
    select: (customer, response) => ({
      customer,
      contextToken: response.headers.get(CONTEXT_TOKEN_HEADER)?.trim() || response.contextToken,
    }),
  });
}

/** What `POST /checkout/order` stores with the order besides the cart. */
export interface CreateOrderInput {
  /** The shopper's note (purchase order number, delivery hint). */
  customerComment?: string;
  affiliateCode?: string;
  campaignCode?: string;
}

/**
 * `POST /checkout/order`: turns the session's cart into an order and deletes the cart. Customers and
 * registered guests only (403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN); an empty cart answers 400
 * CHECKOUT__CART_EMPTY, a cart with blocking errors 400 CHECKOUT__CART_INVALID. Never retried.
 */
export function createOrder(
  api: StoreApiTransport,
  input: CreateOrderInput = {},
  options?: RequestOptions,
): Promise<Order> {
  return api.request({
    ...options,
    method: "POST",
    path: "/checkout/order",
    kind: "write",
    body: input,
    schema: orderSchema,
  });
}

/** A guest's access to an order by link: the deep link code, and the e-mail and postal code to prove it. */
export interface GuestOrderAccess {
  deepLinkCode: string;
  email: string;
  zipcode: string;
  /** Also log the guest in (the answer carries a new token, which the client adopts). */
  login?: boolean;
}

/**
 * `POST /order`: the customer's orders (criteria page and sort them; newest first), or one guest order by
 * deep link with `guest`. 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN without session or link,
 * CHECKOUT__GUEST_NOT_AUTHENTICATED / CHECKOUT__GUEST_WRONG_CREDENTIALS for a link without or with wrong
 * credentials. A read.
 */
export function readOrders(
  api: StoreApiTransport,
  criteria: Criteria = {},
  guest?: GuestOrderAccess,
  options?: RequestOptions,
): Promise<OrderList> {
  const body = guest
    ? {
        ...criteria,
        filter: [
          ...(criteria.filter ?? []),
          { type: "equals", field: "deepLinkCode", value: guest.deepLinkCode },
        ],
        email: guest.email,
        zipcode: guest.zipcode,
        ...(guest.login ? { login: true } : {}),
      }
    : criteria;
  return api.request({
    ...options,
    method: "POST",
    path: "/order",
    kind: "read",
    body,
    schema: orderListSchema,
  });
}

/**
 * `POST /handle-payment`: starts the payment of an order. Synchronous methods (invoice, prepayment)
 * answer finishUrl; asynchronous ones (TWINT, card) the provider's page, which sends the shopper back to
 * finishUrl (paid) or errorUrl (`?error-code=...`). A paid order answers 400 CHECKOUT__ORDER_ORDER_ALREADY_PAID.
 */
export function handlePayment(
  api: StoreApiTransport,
  payment: { orderId: string; finishUrl?: string; errorUrl?: string },
  options?: RequestOptions,
): Promise<HandlePaymentResult> {
  return api.request({
    ...options,
    method: "POST",
    path: "/handle-payment",
    kind: "write",
    body: payment,
    schema: handlePaymentSchema,
  });
}

/**
 * `POST /order/payment`: another payment method for an unpaid order (then {@link handlePayment} again).
 * 400 CHECKOUT__ORDER_ORDER_ALREADY_PAID, 404 CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE.
 */
export async function setOrderPaymentMethod(
  api: StoreApiTransport,
  change: { orderId: string; paymentMethodId: string },
  options?: RequestOptions,
): Promise<void> {
  await api.request({
    ...options,
    method: "POST",
    path: "/order/payment",
    kind: "write",
    body: change,
    schema: successSchema,
  });
}

/** `POST /order/state/cancel`: cancels an open order; answers its new state (`cancelled`). */
export function cancelOrder(
  api: StoreApiTransport,
  orderId: string,
  options?: RequestOptions,
): Promise<StateMachineState> {
  return api.request({
    ...options,
    method: "POST",
    path: "/order/state/cancel",
    kind: "write",
    body: { orderId },
    schema: stateMachineStateSchema,
  });
}

/**
 * The Store API path of a document's PDF (`/document/download/{documentId}/{deepLinkCode}`), relative to the
 * endpoint: a binary answer, so the storefront streams it through its proxy instead of parsing it.
 */
export function documentDownloadPath(document: { id: string; deepLinkCode: string }): string {
  return `/document/download/${segment(document.id)}/${segment(document.deepLinkCode)}`;
}

/**
 * The Store API path of a download product's file (`GET /order/download/{orderId}/{downloadId}`, Shopware's
 * DownloadRoute), relative to the endpoint: the id of one of the order's `lineItems[].downloads`. A binary
 * answer (the file) once its `accessGranted` (the order is paid), else 404 CHECKOUT__DOWNLOAD_FILE_NOT_FOUND;
 * 403 without a customer in the session. Streamed through the storefront like the documents.
 */
export function orderDownloadPath(orderId: string, downloadId: string): string {
  return `/order/download/${segment(orderId)}/${segment(downloadId)}`;
}

export const checkoutEndpoints = {
  register,
  createOrder,
  readOrders,
  handlePayment,
  setOrderPaymentMethod,
  cancelOrder,
};
