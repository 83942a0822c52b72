import type { MessageDescriptor } from "@lingui/core";
import { data, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import {
  StoreApiError,
  type Criteria,
  type Order,
  type OrderTransaction,
  type PaymentMethod,
  type StoreApiClient,
  type TaxState,
} from "@shop/store-api";
import { addressLines } from "./account.server.ts";
import { pageNotFound, toPageError } from "./errors.server.ts";
import { createI18n } from "./i18n.ts";
import { localizePath, type Locale } from "./locale.ts";
import { localeContext, storeApiContext } from "./request-context.server.ts";
import { safeRedirectPath } from "./safe-redirect.ts";
import { PRIVATE_HEADERS } from "./http-cache.server.ts";

/**
 * The shopper's order after checkout (`/checkout/success/{id}`, `/paid`, `/unpaid`): reading it from the
 * session, its payment state, and starting or retrying its payment. One home for what the three pages and
 * their forms know about an order.
 */

/** Shopware's order ids: 32 hex characters. Anything else is no order (404 without asking the Store API). */
const orderIdPattern = /^[0-9a-f]{32}$/i;

export function isOrderId(value: unknown): value is string {
  return typeof value === "string" && orderIdPattern.test(value);
}

/** The payment note a synchronous method carries: invoice (30 days), prepayment (the bank transfer). */
export type PaymentNote = "invoice" | "prepayment";

export interface OrderPaymentMethod {
  id: string;
  name: string;
  description?: string;
  /** The handler sends the shopper to the provider's page (card, TWINT, PostFinance). */
  asynchronous: boolean;
  note?: PaymentNote;
}

/** A file of a download line item (Shopware's `order_line_item_download`). */
export interface OrderLineDownload {
  id: string;
  /** The file's name with its extension, e.g. `reinigungsplan-vorlagen.pdf`. */
  fileName: string;
  /** The order is paid: the file may be fetched (`/account/order/{orderId}/download/{id}`). */
  accessGranted: boolean;
}

export interface OrderPageLine {
  id: string;
  label: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  productNumber?: string;
  options: { group: string; option: string }[];
  /** The product's cover, when the order was read with it (the account's order page). */
  image?: { src: string; alt: string };
  /**
   * A download line item (state `is-download`): its files, granted or not. Empty while Shopware lists none
   * (a shop that hands out granted files only): the page says the download comes with the payment.
   */
  downloads?: OrderLineDownload[];
}

/** The shopper's order as the pages show it. */
export interface OrderPageData {
  id: string;
  orderNumber: string;
  email: string;
  currency: string;
  lines: OrderPageLine[];
  totals: {
    subtotal: number;
    discount: number;
    shippingCosts: number;
    netTotal: number;
    taxes: { rate: number; amount: number }[];
    total: number;
  };
  /** Whether the order's prices are gross or net (the customer group's when it was placed). */
  taxStatus: TaxState;
  /**
   * A virtual order (downloads only): Shopware built no delivery, so there are no shipping costs, no
   * shipping method and no shipping address to show.
   */
  virtual?: boolean;
  shippingMethod?: string;
  paymentMethod: OrderPaymentMethod;
  /** The current transaction's state: `open`, `paid`, `failed`, `cancelled`, ... */
  paymentState: string;
  /** The payment may still be made, retried or changed (not paid, order not cancelled). */
  paymentChangeable: boolean;
  billingAddress: string[];
  /** Empty when the goods go to the billing address. */
  shippingAddress: string[];
  comment?: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The method's note for the shopper; decided from Shopware's technical name (stable across languages). */
function paymentNoteOf(method: PaymentMethod | null | undefined): PaymentNote | undefined {
  if (!method || method.asynchronous) return undefined;
  const name = `${method.technicalName ?? ""} ${method.shortName ?? ""}`;
  if (/invoice/i.test(name)) return "invoice";
  if (/pre_?payment/i.test(name)) return "prepayment";
  return undefined;
}

export function toOrderPaymentMethod(
  method: PaymentMethod | null | undefined,
  fallbackId = "",
): OrderPaymentMethod {
  return {
    id: method?.id ?? fallbackId,
    name: method?.translated?.name ?? method?.name ?? "",
    description: method?.translated?.description ?? method?.description ?? undefined,
    // Shopware's runtime flag of the payment handler; without it the shop cannot know, and does not redirect.
    asynchronous: method?.asynchronous === true,
    note: paymentNoteOf(method),
  };
}

/** The order's current transaction: the newest (a changed payment method adds one, Shopware's rule). */
export function currentTransaction(order: Order): OrderTransaction | undefined {
  const transactions = order.transactions.toSorted((a, b) =>
    (a.createdAt ?? "").localeCompare(b.createdAt ?? ""),
  );
  return transactions.at(-1) ?? order.primaryOrderTransaction ?? undefined;
}

type OrderItem = Order["lineItems"][number];

/** A download line item: a product with the state `is-download`, or one that lists files. */
export function isDownloadLine(item: Pick<OrderItem, "type" | "states" | "downloads">): boolean {
  return item.type === "product" && (item.states.includes("is-download") || item.downloads.length > 0);
}

/** A file of a download line item as the pages show it; the name is the media's file name and extension. */
export function toOrderLineDownload(download: OrderItem["downloads"][number]): OrderLineDownload {
  const name = download.media?.fileName || download.media?.title || download.id;
  const extension = download.media?.fileExtension;
  return {
    id: download.id,
    fileName: extension && !name.endsWith(`.${extension}`) ? `${name}.${extension}` : name,
    accessGranted: download.accessGranted === true,
  };
}

/** A download line item's files, in their order. */
const lineDownloads = (item: OrderItem): OrderLineDownload[] =>
  item.downloads.toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0)).map(toOrderLineDownload);

/** A virtual order: no delivery, and every product a download (promotions aside). */
export function isVirtualOrder(order: Pick<Order, "lineItems" | "deliveries">): boolean {
  const products = order.lineItems.filter((item) => item.type === "product");
  return order.deliveries.length === 0 && products.length > 0 && products.every(isDownloadLine);
}

export function toOrderPage(order: Order, paymentChangeable: boolean): OrderPageData {
  const products = order.lineItems.filter((item) => item.type !== "promotion");
  const promotions = order.lineItems.filter((item) => item.type === "promotion");
  const lines = products
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => ({
      id: item.id,
      label: item.label,
      quantity: item.quantity,
      unitPrice: item.unitPrice ?? item.price?.unitPrice ?? 0,
      totalPrice: item.totalPrice ?? item.price?.totalPrice ?? 0,
      productNumber: item.payload?.productNumber ?? undefined,
      options: item.payload?.options ?? [],
      ...(item.cover?.url ? { image: { src: item.cover.url, alt: item.cover.alt ?? "" } } : {}),
      ...(isDownloadLine(item) ? { downloads: lineDownloads(item) } : {}),
    }));
  const total = (items: typeof lines | typeof promotions) =>
    round2(items.reduce((sum, item) => sum + (item.totalPrice ?? 0), 0));
  const delivery = order.deliveries[0];
  const transaction = currentTransaction(order);
  const virtual = isVirtualOrder(order);
  const billing = addressLines(order.billingAddress);
  const shipping = addressLines(delivery?.shippingOrderAddress);
  const sameAddress =
    !delivery?.shippingOrderAddress ||
    delivery.shippingOrderAddress.id === order.billingAddress?.id ||
    shipping.join("\n") === billing.join("\n");
  return {
    id: order.id,
    orderNumber: order.orderNumber ?? "",
    email: order.orderCustomer?.email ?? "",
    currency: order.currency?.isoCode ?? "CHF",
    lines,
    totals: {
      subtotal: total(lines),
      discount: total(promotions),
      shippingCosts: order.shippingTotal ?? order.shippingCosts?.totalPrice ?? 0,
      netTotal: order.amountNet ?? order.price.netPrice,
      taxes: order.price.calculatedTaxes
        .filter((tax) => tax.tax !== 0 || tax.price !== 0)
        .map((tax) => ({ rate: tax.taxRate, amount: tax.tax })),
      total: order.amountTotal ?? order.price.totalPrice,
    },
    taxStatus: order.price.taxStatus,
    ...(virtual ? { virtual } : {}),
    shippingMethod: delivery?.shippingMethod?.translated?.name ?? delivery?.shippingMethod?.name ?? undefined,
    paymentMethod: toOrderPaymentMethod(transaction?.paymentMethod, transaction?.paymentMethodId),
    paymentState: transaction?.stateMachineState?.technicalName ?? "open",
    paymentChangeable,
    billingAddress: billing,
    shippingAddress: sameAddress ? [] : shipping,
    comment: order.customerComment?.trim() || undefined,
  };
}

/** What the pages read with the order (Shopware loads no association unless asked). */
const orderCriteria = (orderId: string): Criteria => ({
  filter: [{ type: "equals", field: "id", value: orderId }],
  limit: 1,
  associations: {
    currency: {},
    // A download line item's files (Shopware loads them only when asked).
    lineItems: { associations: { downloads: { associations: { media: {} } } } },
    billingAddress: { associations: { country: {} } },
    deliveries: {
      associations: { shippingMethod: {}, shippingOrderAddress: { associations: { country: {} } } },
    },
    transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
  },
});

/**
 * The session's order with that id, or the 404 page: an unknown id, another shopper's order and a shopper
 * without a session (403 from the Store API) look the same — nothing tells that the order exists.
 */
export async function readShopperOrder(
  api: StoreApiClient,
  orderId: string | undefined,
  path: string,
): Promise<OrderPageData> {
  if (!isOrderId(orderId) || !api.getContextToken()) throw pageNotFound(path);
  try {
    const { orders, paymentChangeable } = await api.readOrders(orderCriteria(orderId));
    const order = orders.elements.find((element) => element.id === orderId);
    if (!order) throw pageNotFound(path);
    return toOrderPage(order, paymentChangeable[order.id] ?? false);
  } catch (error) {
    if (error instanceof StoreApiError && (error.status === 403 || error.status === 404)) {
      throw pageNotFound(path);
    }
    throw error;
  }
}

/** The payment methods the order may be paid with now (the availability rules; the shop's order). */
export async function readRetryPaymentMethods(api: StoreApiClient): Promise<OrderPaymentMethod[]> {
  const { elements } = await api.readPaymentMethods({ onlyAvailable: true });
  return elements
    .filter((method) => method.active !== false && method.afterOrderEnabled !== false)
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((method) => toOrderPaymentMethod(method));
}

/* ------------------------------------------------------------------------------------------------------ */
/* The pages' paths and the payment forms.                                                                 */
/* ------------------------------------------------------------------------------------------------------ */

export type OrderPage = "success" | "paid" | "unpaid";

/** The localized path of one of the order's pages. */
export function orderPagePath(orderId: string, page: OrderPage, locale: Locale): string {
  const base = `/checkout/success/${encodeURIComponent(orderId)}`;
  return localizePath(page === "success" ? base : `${base}/${page}`, locale);
}

/** Why a payment did not complete: Shopware's `error-code`, and the shop's own outcomes of the retry form. */
export const paymentProblems = [
  "interrupted",
  "cancelled",
  "method-not-available",
  "failed",
  "already-paid",
] as const;
export type PaymentProblem = (typeof paymentProblems)[number];

/** The unpaid page's reason from its query (`error-code` from the gateway, `reason` from the shop). */
export function paymentProblemOf(url: URL): PaymentProblem | undefined {
  const code = url.searchParams.get("error-code");
  if (code === "CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT") return "cancelled";
  if (code) return "interrupted";
  const reason = url.searchParams.get("reason");
  return (paymentProblems as readonly string[]).includes(reason ?? "")
    ? (reason as PaymentProblem)
    : undefined;
}

function problemPath(orderId: string, locale: Locale, problem: PaymentProblem): string {
  if (problem === "already-paid") return `${orderPagePath(orderId, "paid", locale)}?reason=already-paid`;
  return `${orderPagePath(orderId, "unpaid", locale)}?reason=${problem}`;
}

const see = (location: string) => redirect(location, { status: 303 });

/** The Store API's refusal as the shop's outcome. */
function problemOf(error: unknown): PaymentProblem {
  if (!(error instanceof StoreApiError)) return "failed";
  const code = error.code ?? error.message;
  if (code.includes("ALREADY_PAID")) return "already-paid";
  if (code.includes("PAYMENT_METHOD_NOT_AVAILABLE") || code.includes("UNKNOWN_PAYMENT_METHOD")) {
    return "method-not-available";
  }
  return "failed";
}

/**
 * Starts the payment (`POST /handle-payment`) and answers 303 to where Shopware sends the shopper: the
 * provider's page for asynchronous methods, the paid page (finishUrl) for synchronous ones. The finish and
 * error URLs are this shop's absolute URLs; the provider's URL is trusted because the Store API gave it,
 * never anything the form posted.
 */
export async function startPayment(
  api: StoreApiClient,
  orderId: string,
  locale: Locale,
  origin: string,
): Promise<Response> {
  const finishUrl = `${origin}${orderPagePath(orderId, "paid", locale)}`;
  const errorUrl = `${origin}${orderPagePath(orderId, "unpaid", locale)}`;
  try {
    const { redirectUrl } = await api.handlePayment({ orderId, finishUrl, errorUrl });
    if (!redirectUrl) return see(orderPagePath(orderId, "paid", locale));
    const target = new URL(redirectUrl);
    // Back on this shop's order pages (synchronous methods: finishUrl): a page of this app.
    const orderPages = orderPagePath(orderId, "success", locale);
    if (target.origin === origin && target.pathname.startsWith(orderPages)) {
      return see(safeRedirectPath(target.pathname + target.search, orderPagePath(orderId, "paid", locale)));
    }
    if (target.protocol !== "https:" && target.protocol !== "http:") throw new Error("bad redirect");
    // A document load even when the router submitted the form: the provider's page is no page of this app.
    return redirectDocument(target.href, { status: 303 });
  } catch (error) {
    if (error instanceof StoreApiError && error.code === "CHECKOUT__ORDER_ORDER_NOT_FOUND")
      throw pageNotFound(orderPagePath(orderId, "success", locale));
    console.error("payment failed to start", error);
    return see(problemPath(orderId, locale, problemOf(error)));
  }
}

/**
 * The retry form of the unpaid page: another method first when one was chosen (`POST /order/payment`),
 * then the payment again. Refusals come back to the unpaid page with their reason; "already paid" goes to
 * the paid page.
 */
export async function retryPayment(
  api: StoreApiClient,
  orderId: string,
  form: FormData,
  locale: Locale,
  origin: string,
): Promise<Response> {
  const chosen = form.get("paymentMethodId");
  const current = form.get("currentPaymentMethodId");
  if (typeof chosen === "string" && chosen !== "" && chosen !== current) {
    if (!/^[0-9a-f]{32}$/i.test(chosen)) return see(problemPath(orderId, locale, "method-not-available"));
    try {
      await api.setOrderPaymentMethod({ orderId, paymentMethodId: chosen });
    } catch (error) {
      if (error instanceof StoreApiError && error.code === "CHECKOUT__ORDER_ORDER_NOT_FOUND") {
        throw pageNotFound(orderPagePath(orderId, "unpaid", locale));
      }
      console.error("payment method change failed", error);
      return see(problemPath(orderId, locale, problemOf(error)));
    }
  }
  return startPayment(api, orderId, locale, origin);
}

/** The order pages' forms: `pay` (the success page) and `retry` (the unpaid page). */
export async function orderPaymentAction(
  request: Request,
  api: StoreApiClient,
  orderId: string | undefined,
  locale: Locale,
  origin: string,
): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (!isOrderId(orderId) || !api.getContextToken()) throw pageNotFound(path);
  const form = await request.formData().catch(() => new FormData());
  return form.get("intent") === "retry"
    ? retryPayment(api, orderId, form, locale, origin)
    : startPayment(api, orderId, locale, origin);
}

/* ------------------------------------------------------------------------------------------------------ */
/* The three pages' loader.                                                                                */
/* ------------------------------------------------------------------------------------------------------ */

/** The shopper's own order: never stored by a shared cache. */
export const orderPageHeaders = PRIVATE_HEADERS;

export interface OrderPageLoaderData {
  order: OrderPageData;
  paymentMethods: OrderPaymentMethod[];
  problem?: PaymentProblem;
}

/**
 * The data of one of the order's pages, or a 303 to the page that fits the payment's state: the paid page
 * of an asynchronous payment that is not paid goes to the unpaid page, the unpaid page of a paid order to
 * the paid page.
 */
export async function loadOrderPage(
  api: StoreApiClient,
  orderId: string | undefined,
  page: OrderPage,
  locale: Locale,
  url: URL,
): Promise<OrderPageLoaderData | Response> {
  const order = await readShopperOrder(api, orderId, url.pathname);
  const paid = order.paymentState === "paid";
  const problem = paymentProblemOf(url);
  if (page === "paid" && !paid && order.paymentMethod.asynchronous && order.paymentState !== "open") {
    return see(orderPagePath(order.id, "unpaid", locale));
  }
  if (page === "unpaid" && paid) return see(orderPagePath(order.id, "paid", locale));
  let paymentMethods: OrderPaymentMethod[] = [];
  if (page === "unpaid" && order.paymentChangeable) {
    try {
      paymentMethods = await readRetryPaymentMethods(api);
    } catch (error) {
      // The current method stays offered: the retry still works.
      console.error("payment methods failed", error);
    }
  }
  return {
    order,
    paymentMethods,
    problem: page === "paid" ? (problem === "already-paid" ? problem : undefined) : problem,
  };
}

/** What the order pages' loader and action read of React Router's arguments. */
interface OrderRouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { orderId?: string };
  url: URL;
}

/** The loader of one of the order's pages: its data, its title, and `private, no-store`. */
export function orderPageLoader(page: OrderPage, title: MessageDescriptor) {
  return async ({ context, params, url }: OrderRouteArgs) => {
    const api = context.get(storeApiContext);
    const locale = context.get(localeContext);
    const i18n = await createI18n(locale);
    let loaded;
    try {
      loaded = await loadOrderPage(api, params.orderId, page, locale, url);
    } catch (error) {
      throw toPageError(error, url.pathname);
    }
    if (loaded instanceof Response) throw loaded;
    return data({ ...loaded, meta: { title: i18n._(title) } }, { headers: orderPageHeaders });
  };
}

/** The action of the order's pages: the pay and retry forms. */
export function orderPageAction({ request, context, params, url }: OrderRouteArgs) {
  const api = context.get(storeApiContext);
  return orderPaymentAction(request, api, params.orderId, context.get(localeContext), url.origin);
}
