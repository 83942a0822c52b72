import { data, redirect } from "react-router";
import {
  CART_ERROR_LEVEL,
  documentDownloadPath,
  orderDownloadPath,
  StoreApiError,
  type Criteria,
  type Order,
  type StoreApiClient,
} from "@shop/store-api";
import { pageNotFound } from "./errors.server.ts";
import { redirectWithFlash } from "./flash.server.ts";
import { echoValues, orderLinkRules, type AccountFormResult } from "./account-forms.ts";
import { checked, failureOf } from "./account-profile.server.ts";
import { tokenCookie } from "./account.server.ts";
import { formValues } from "./forms/rules.ts";
import { localizePath, splitLocalePath, type Locale } from "./locale.ts";
import {
  currentTransaction,
  isOrderId,
  toOrderLineDownload,
  toOrderPage,
  type OrderPageData,
} from "./order.server.ts";
import { PRIVATE_CACHE_CONTROL, PRIVATE_HEADERS } from "./http-cache.server.ts";

/**
 * The customer's orders in the account (`/account/order`, `/account/order/{id}`, the overview's recent
 * activity): the list, newest first and paged with "show more"; one order with its states, documents and
 * "repeat order"; the invoice's download and a download product's files, streamed so that neither token
 * reaches the browser.
 */

/** Orders per "show more" step (the spec names no size; the listing's default, spec §9). */
export const ORDER_LIST_PAGE_SIZE = 10;
/** `?page=` beyond this is read as this (at most 500 orders on one page). */
export const MAX_ORDER_LIST_PAGE = 50;

/** A state of the order, its payment or its delivery: stable technical name, name in the shop's language. */
export interface OrderStateLabel {
  technicalName: string;
  name: string;
}

/** One order of the list. */
export interface OrderListItem {
  id: string;
  orderNumber: string;
  /** ISO date-time of the order. */
  orderDate: string;
  total: number;
  currency: string;
  orderState: OrderStateLabel;
  paymentState: OrderStateLabel;
  deliveryState?: OrderStateLabel;
}

export interface OrderListData {
  orders: OrderListItem[];
  total: number;
  /** The pages shown (page 2 shows the first two pages' orders). */
  page: number;
  pageSize: number;
}

/** `?page=` of the list: a whole number from 1 to MAX_ORDER_LIST_PAGE, else 1. */
export function orderListPage(url: URL): number {
  const raw = url.searchParams.get("page") ?? "";
  if (!/^\d{1,3}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_ORDER_LIST_PAGE);
}

const stateLabel = (
  state: { technicalName: string; name?: string | null; translated?: unknown } | null | undefined,
): OrderStateLabel | undefined => {
  if (!state) return undefined;
  const translated = (state.translated as { name?: string } | undefined)?.name;
  return { technicalName: state.technicalName, name: translated || state.name || state.technicalName };
};

export function toOrderListItem(order: Order): OrderListItem {
  const transaction = currentTransaction(order);
  return {
    id: order.id,
    orderNumber: order.orderNumber ?? "",
    orderDate: order.orderDateTime,
    total: order.amountTotal ?? order.price.totalPrice,
    currency: order.currency?.isoCode ?? "CHF",
    orderState: stateLabel(order.stateMachineState) ?? { technicalName: "open", name: "open" },
    paymentState: stateLabel(transaction?.stateMachineState) ?? { technicalName: "open", name: "open" },
    deliveryState: stateLabel(order.deliveries[0]?.stateMachineState),
  };
}

/** What the list reads of each order (Shopware loads no association unless asked). */
const listCriteria = (limit: number): Criteria => ({
  page: 1,
  limit,
  sort: [{ field: "orderDateTime", order: "DESC" }],
  associations: {
    currency: {},
    stateMachineState: {},
    deliveries: { associations: { stateMachineState: {} } },
    transactions: { associations: { stateMachineState: {} } },
  },
  "total-count-mode": "exact",
});

/** The customer's orders of pages 1 to `page`, newest first (one request: the list also works without JS). */
export async function readOrderList(api: StoreApiClient, page: number): Promise<OrderListData> {
  const { orders } = await api.readOrders(listCriteria(page * ORDER_LIST_PAGE_SIZE));
  return {
    orders: orders.elements.map(toOrderListItem),
    total: orders.total ?? orders.elements.length,
    page,
    pageSize: ORDER_LIST_PAGE_SIZE,
  };
}

/** The overview's recent activity: the newest order, or null. A failure shows as "no orders" (logged). */
export async function readLatestOrder(api: StoreApiClient): Promise<OrderListItem | null> {
  try {
    const { orders } = await api.readOrders(listCriteria(1));
    const [latest] = orders.elements;
    return latest ? toOrderListItem(latest) : null;
  } catch (error) {
    console.error("latest order failed", error);
    return null;
  }
}

/* ------------------------------------------------------------------------------------------------------ */
/* One order.                                                                                              */
/* ------------------------------------------------------------------------------------------------------ */

export interface OrderDocumentLink {
  id: string;
  /** `invoice`, `delivery_note`, ... */
  type: string;
  /** The type's name in the shop's language. */
  name: string;
  number?: string;
}

export interface AccountOrderData {
  order: OrderPageData;
  summary: OrderListItem;
  documents: OrderDocumentLink[];
  /** The line items "repeat order" puts into the cart. */
  repeatable: boolean;
}

const detailCriteria = (orderId: string): Criteria => ({
  filter: [{ type: "equals", field: "id", value: orderId }],
  limit: 1,
  associations: {
    currency: {},
    stateMachineState: {},
    lineItems: { associations: { cover: {}, downloads: { associations: { media: {} } } } },
    billingAddress: { associations: { country: {} } },
    deliveries: {
      associations: {
        stateMachineState: {},
        shippingMethod: {},
        shippingOrderAddress: { associations: { country: {} } },
      },
    },
    transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
    documents: { associations: { documentType: {} } },
  },
});

/** The customer's own order (404 for anything else: an unknown id and a stranger's order look the same). */
async function readOwnOrder(
  api: StoreApiClient,
  orderId: string | undefined,
  path: string,
): Promise<{ order: Order; paymentChangeable: boolean }> {
  if (!isOrderId(orderId)) throw pageNotFound(path);
  try {
    const { orders, paymentChangeable } = await api.readOrders(detailCriteria(orderId));
    const order = orders.elements.find((element) => element.id === orderId);
    if (!order) throw pageNotFound(path);
    return { order, paymentChangeable: paymentChangeable[order.id] ?? false };
  } catch (error) {
    if (error instanceof StoreApiError && (error.status === 403 || error.status === 404)) {
      throw pageNotFound(path);
    }
    throw error;
  }
}

/** Shopware's deep link codes: 32 base64url characters (the order mail's `/account/order/<code>`). */
const deepLinkCodePattern = /^[A-Za-z0-9_-]{32}$/;

/** A path segment that is an order's deep link code (and not an order id). */
export function isDeepLinkCode(segment: string | undefined): segment is string {
  return !!segment && !isOrderId(segment) && deepLinkCodePattern.test(segment);
}

/** Whether a page (or its `.data` request) is the order mail's link `/account/order/<deepLinkCode>`. */
export function isOrderLinkPath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname.replace(/\.data$/, ""));
  const match = /^\/account\/order\/([^/]+)$/.exec(path);
  return isDeepLinkCode(match?.[1]);
}

/** What the order mail's link shows someone without an account session: the order, or the check first. */
export type LinkedOrderPage =
  | {
      kind: "order";
      order: AccountOrderData;
      /** Shown through the mail's link to a guest: no way into an account. */
      linked?: boolean;
    }
  | { kind: "verify" };

const deepLinkFilter = (code: string) => [{ type: "equals" as const, field: "deepLinkCode", value: code }];

/**
 * `/account/order/<deepLinkCode>` for a guest (an order placed without an account): the order once this
 * session is the order's guest — the browser that ordered, or one that proved the order's e-mail and
 * billing postal code ({@link verifyLinkedOrder}) —, else the form asking for them. A code of an account's
 * order leads to the login (and back here, where {@link deepLinkTarget} takes over); an unknown code, or
 * one older than 30 days, is a 404.
 */
export async function readLinkedOrder(
  api: StoreApiClient,
  code: string,
  url: URL,
  locale: Locale,
): Promise<LinkedOrderPage> {
  let orders;
  try {
    ({ orders } = await api.readOrders({ filter: deepLinkFilter(code), limit: 1 }));
  } catch (error) {
    if (error instanceof StoreApiError && error.code === "CHECKOUT__GUEST_NOT_AUTHENTICATED")
      return { kind: "verify" };
    if (error instanceof StoreApiError && error.code === "CHECKOUT__CUSTOMER_NOT_LOGGED_IN") {
      throw see(`${localizePath("/login", locale)}?${new URLSearchParams({ redirectTo: url.pathname })}`, {
        "Cache-Control": "private, no-store",
      });
    }
    throw error;
  }
  const [linked] = orders.elements;
  if (!linked) throw pageNotFound(url.pathname);
  return { kind: "order", order: await readAccountOrder(api, linked.id, url.pathname), linked: true };
}

/**
 * The guest's check on the order mail's link: the order's e-mail and billing postal code (Shopware's
 * `POST /order` with `email`, `zipcode` and `login`). When they match, this session becomes the order's
 * guest and the page shows the order (303 back to the link); when not, the form says so and keeps what was
 * typed.
 */
export async function verifyLinkedOrder(request: Request, api: StoreApiClient, code: string) {
  const values = formValues(await request.formData().catch(() => new FormData()));
  const refused = checked("order-link", values, orderLinkRules);
  if (refused) return refused;
  let found;
  try {
    ({ orders: found } = await api.readOrders(
      { limit: 1 },
      { deepLinkCode: code, email: values["email"]!.trim(), zipcode: values["zipcode"]!.trim(), login: true },
    ));
  } catch (error) {
    if (error instanceof StoreApiError && error.code === "CHECKOUT__GUEST_WRONG_CREDENTIALS") {
      return data<AccountFormResult>(
        { ok: false, intent: "order-link", values: echoValues(values), errors: {}, formError: "credentials" },
        { status: 403, headers: PRIVATE_HEADERS },
      );
    }
    return failureOf(error, "order-link", values);
  }
  // An unknown (or expired) code has no order to show.
  if (found.elements.length === 0) throw pageNotFound(new URL(request.url).pathname);
  // The session is now the order's guest: a browser without one keeps it in the shop's cookie.
  return see(new URL(request.url).pathname.replace(/\.data$/, ""), {
    ...PRIVATE_HEADERS,
    "Set-Cookie": tokenCookie(api, request),
  });
}

/**
 * The order mail's link `/account/order/<deepLinkCode>` for a signed-in customer: the path of their order
 * with that code, or undefined when the segment is an order id (or no code). An unknown code: 404.
 */
export async function deepLinkTarget(
  api: StoreApiClient,
  segment: string | undefined,
  locale: Locale,
  path: string,
): Promise<string | undefined> {
  if (isOrderId(segment) || !segment || !deepLinkCodePattern.test(segment)) return undefined;
  try {
    const { orders } = await api.readOrders({
      filter: [{ type: "equals", field: "deepLinkCode", value: segment }],
      limit: 1,
    });
    const [order] = orders.elements;
    if (!order) throw pageNotFound(path);
    return accountOrderPath(order.id, locale);
  } catch (error) {
    if (error instanceof StoreApiError && (error.status === 403 || error.status === 404)) {
      throw pageNotFound(path);
    }
    throw error;
  }
}

export async function readAccountOrder(
  api: StoreApiClient,
  orderId: string | undefined,
  path: string,
): Promise<AccountOrderData> {
  const { order, paymentChangeable } = await readOwnOrder(api, orderId, path);
  return {
    order: toOrderPage(order, paymentChangeable),
    summary: toOrderListItem(order),
    documents: order.documents.map((document) => ({
      id: document.id,
      type: document.documentType?.technicalName ?? "invoice",
      name: document.documentType?.name ?? document.documentType?.technicalName ?? "",
      number: document.documentNumber ?? undefined,
    })),
    repeatable: order.lineItems.some((item) => item.type === "product" && productIdOf(item)),
  };
}

export function accountOrderPath(orderId: string, locale: Locale): string {
  return localizePath(`/account/order/${encodeURIComponent(orderId)}`, locale);
}

export function documentPath(orderId: string, documentId: string, locale: Locale): string {
  return `${accountOrderPath(orderId, locale)}/document/${encodeURIComponent(documentId)}`;
}

/* ------------------------------------------------------------------------------------------------------ */
/* Repeat order, documents.                                                                                */
/* ------------------------------------------------------------------------------------------------------ */

const productIdOf = (item: Order["lineItems"][number]) => item.productId ?? item.referencedId ?? undefined;

const see = (location: string, headers?: HeadersInit) => redirect(location, { status: 303, headers });

/**
 * "Repeat order": the order's products, in their quantities, into the cart (`POST /checkout/cart/line-item`),
 * then 303 to the cart. The flash says what happened: the products added, or the ones Shopware refused
 * (not found, out of stock) — those are reported by name.
 */
export async function repeatOrder(
  request: Request,
  api: StoreApiClient,
  orderId: string | undefined,
  locale: Locale,
): Promise<Response> {
  const url = new URL(request.url);
  const { order } = await readOwnOrder(api, orderId, url.pathname);
  const products = order.lineItems.filter((item) => item.type === "product" && productIdOf(item));
  const cartPath = localizePath("/checkout/cart", locale);
  const names = new Intl.ListFormat(locale, { type: "conjunction" });
  try {
    const cart = await api.addLineItems(
      products.map((item) => {
        const id = productIdOf(item)!;
        return { id, referencedId: id, type: "product", quantity: item.quantity };
      }),
    );
    const missing = products.filter((item) => {
      const id = productIdOf(item)!;
      const inCart = cart.lineItems.some((line) => line.referencedId === id || line.id === id);
      const refused = cart.errors.some(
        (error) => error.level >= CART_ERROR_LEVEL.error && (error["id"] === id || error.key.endsWith(id)),
      );
      return !inCart || refused;
    });
    const added = products.filter((item) => !missing.includes(item));
    const flash =
      missing.length > 0
        ? { key: "cart-out-of-stock" as const, name: names.format(missing.map((item) => item.label)) }
        : { key: "cart-added" as const, name: names.format(added.map((item) => item.label)) };
    return redirectWithFlash(request, cartPath, flash);
  } catch (error) {
    console.error("repeat order failed", error);
    return redirectWithFlash(request, cartPath, { key: "cart-failed" });
  }
}

/** What the Store API's file answer becomes: the shop's own headers, the file's name, private and noindex. */
async function streamStoreApiFile(
  api: StoreApiClient,
  storeApiPath: string,
  credentials: { accessKey: string },
  file: { name: string; path: string; unavailable: string },
): Promise<Response> {
  const headers = new Headers({ "sw-access-key": credentials.accessKey, accept: "application/pdf" });
  const token = api.getContextToken();
  if (token) headers.set("sw-context-token", token);
  const upstream = await fetch(`${api.endpoint}${storeApiPath}`, { headers });
  if (!upstream.ok || !upstream.body) {
    if (upstream.status === 404) throw pageNotFound(file.path);
    throw data({ message: file.unavailable }, { status: 502 });
  }
  const type = upstream.headers.get("content-type") ?? "application/pdf";
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": PRIVATE_CACHE_CONTROL,
      "X-Robots-Tag": "noindex",
    },
  });
}

/**
 * A document of the customer's order as the Store API gives it (`/document/download/{id}/{code}`), streamed
 * through the shop: the access key and the context token stay on the server. 404 for a document of no
 * order of this customer.
 */
export async function downloadOrderDocument(
  api: StoreApiClient,
  orderId: string | undefined,
  documentId: string | undefined,
  path: string,
  credentials: { accessKey: string },
): Promise<Response> {
  const { order } = await readOwnOrder(api, orderId, path);
  const document = order.documents.find((item) => item.id === documentId);
  if (!document) throw pageNotFound(path);
  const number = (document.documentNumber ?? document.id).replace(/[^\w.-]/g, "");
  return streamStoreApiFile(api, `${documentDownloadPath(document)}?download=1`, credentials, {
    name: `${document.documentType?.technicalName ?? "document"}_${number}.pdf`,
    path,
    unavailable: "Document unavailable",
  });
}

/** A file name for Content-Disposition: letters, digits, `.`, `-` and `_` only (no quotes, no paths). */
const safeFileName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[._]+/, "") || "download";

/**
 * A purchased file of the customer's order (a download product, Shopware's `order_line_item_download`) as
 * the Store API gives it (`GET /order/download/{orderId}/{downloadId}`), streamed through the shop like the
 * documents. 404 for a file of no order of this shopper and for one whose access is not granted yet (the
 * order is not paid), as Shopware answers.
 */
export async function downloadOrderFile(
  api: StoreApiClient,
  orderId: string | undefined,
  downloadId: string | undefined,
  path: string,
  credentials: { accessKey: string },
): Promise<Response> {
  const { order } = await readOwnOrder(api, orderId, path);
  const download = order.lineItems
    .flatMap((item) => item.downloads)
    .find((item) => item.id === downloadId && item.accessGranted === true);
  if (!download) throw pageNotFound(path);
  return streamStoreApiFile(api, orderDownloadPath(order.id, download.id), credentials, {
    name: safeFileName(toOrderLineDownload(download).fileName),
    path,
    unavailable: "Download unavailable",
  });
}
