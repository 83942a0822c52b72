import { HttpResponse } from "msw";
import { renderInvoice } from "../checkout/invoice.ts";
import {
  currentTransaction,
  IllegalTransitionError,
  isoNow,
  newId,
  orderStore,
  transitionOrder,
  transitionTransaction,
} from "../checkout/orders.ts";
import { changeSoldStock } from "../checkout/stock.ts";
import { sessionCustomer } from "../entities/customer.ts";
import { orderLineItemDownloads, toStateMachineState } from "../entities/order.ts";
import { documentById } from "../fixtures/catalog/index.ts";
import { renderDocument } from "../media/documents.ts";
import { orderStates } from "../fixtures/states.ts";
import { paymentMethodById } from "../fixtures/sales-channel.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";
import { readJsonBody, Violations, violationsResponse } from "../lib/validation.ts";
import { ownOrder } from "./order.ts";
import { isAvailable } from "./system.ts";

/** Body fields that must not be blank; answers the violations, or null when all are there. */
async function required(args: RouteArgs, fields: string[]) {
  const body = await readJsonBody(args.request);
  const check = new Violations();
  for (const field of fields) check.notBlank(`/${field}`, body[field]);
  return { body, invalid: check.empty ? null : violationsResponse(check.list) };
}

/**
 * `POST /order/payment {orderId, paymentMethodId}` (SetPaymentOrderRoute): another payment method for an
 * unpaid order, e.g. after a failed card payment. The current transaction is cancelled and a new open
 * one with the same amount is added; `/handle-payment` then starts it. A paid order answers 400
 * CHECKOUT__ORDER_ORDER_ALREADY_PAID, a cancelled one 403 CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE, a
 * method the order's country or currency rules out 404 CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE.
 */
async function changePayment(args: RouteArgs): Promise<Response> {
  const { body, invalid } = await required(args, ["orderId", "paymentMethodId"]);
  if (invalid) return invalid;
  if (!sessionCustomer(args.runtime.state, args.session)) return errorResponse(errors.customerNotLoggedIn());
  const order = ownOrder(args, body.orderId);
  if (!order) return errorResponse(errors.orderNotFound(String(body.orderId)));
  const transaction = currentTransaction(order);
  if (transaction.state === "paid") return errorResponse(errors.orderAlreadyPaid(order.id));
  if (order.state === "cancelled") {
    return errorResponse({
      status: 403,
      code: "CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE",
      detail: "Payment methods of order with current payment transaction type can not be changed.",
      parameters: {},
    });
  }
  const methodId = String(body.paymentMethodId);
  const method = paymentMethodById(methodId);
  const shipping = order.addresses.find((address) => address.id === order.deliveries[0]?.shippingAddressId);
  const location = { countryId: (shipping ?? order.addresses[0]!).countryId, currencyId: order.currencyId };
  if (!method || !isAvailable(method.availability, location)) {
    return errorResponse(errors.paymentMethodNotAvailable(methodId));
  }
  if (method.id !== transaction.paymentMethodId || transaction.state !== "open") {
    if (transaction.state !== "cancelled") transitionTransaction(transaction, "cancel");
    order.transactions.push({
      id: newId(),
      paymentMethodId: method.id,
      amount: structuredClone(transaction.amount),
      state: "open",
      createdAt: isoNow(),
      updatedAt: null,
      finishUrl: null,
      errorUrl: null,
      gatewayToken: null,
    });
    order.updatedAt = isoNow();
  }
  return jsonResponse({ success: true, apiAlias: "array_struct" });
}

/**
 * `POST /order/state/cancel {orderId}` (CancelOrderRoute): the customer cancels an open order. Answers the
 * order's new state; the sold stock goes back. Another state answers 400 SYSTEM__ILLEGAL_STATE_TRANSITION.
 */
async function cancelOrder(args: RouteArgs): Promise<Response> {
  const { body, invalid } = await required(args, ["orderId"]);
  if (invalid) return invalid;
  const { state } = args.runtime;
  if (!sessionCustomer(state, args.session)) return errorResponse(errors.customerNotLoggedIn());
  const order = ownOrder(args, body.orderId);
  if (!order) return errorResponse(errors.orderNotFound(String(body.orderId)));
  try {
    transitionOrder(order, "cancel");
  } catch (error) {
    if (!(error instanceof IllegalTransitionError)) throw error;
    return errorResponse(errors.illegalStateTransition(error.from, error.action, error.possible));
  }
  for (const item of order.lineItems) {
    if (item.type === "product")
      changeSoldStock(state, item.referencedId as string, -(item.quantity as number));
  }
  return jsonResponse(toStateMachineState(orderStates[order.state], args.scope));
}

/**
 * `GET|POST /document/download/{documentId}/{deepLinkCode}` (DocumentRoute): the invoice PDF. The document's
 * deep link code is the key (as in the mail's link); without it, only the order's customer may download it.
 * Unknown ids or codes answer 404 DOCUMENT__DOCUMENT_NOT_FOUND.
 */
function downloadDocument(args: RouteArgs): Response {
  const { documentId = "", deepLinkCode = "" } = args.params;
  const customer = sessionCustomer(args.runtime.state, args.session);
  for (const order of orderStore(args.runtime.state).values()) {
    const document = order.documents.find((item) => item.id === documentId);
    if (!document) continue;
    const allowed = deepLinkCode ? deepLinkCode === document.deepLinkCode : customer?.id === order.customerId;
    if (!allowed) break;
    const download = new URL(args.request.url).searchParams.get("download") === "1";
    return new HttpResponse(renderInvoice(order, document), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `${download ? "attachment" : "inline"}; filename="invoice_${document.documentNumber}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  }
  return errorResponse(errors.documentNotFound(documentId));
}

/**
 * `GET /order/download/{orderId}/{downloadId}` (Shopware's DownloadRoute): a download product's file from one
 * of the logged-in customer's (or guest's) orders, once access is granted (the order is paid). No customer:
 * 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN; another customer's order, an unknown id or no access yet: 404
 * CHECKOUT__DOWNLOAD_FILE_NOT_FOUND.
 */
function downloadFile(args: RouteArgs): Response {
  const { orderId = "", downloadId = "" } = args.params;
  if (!sessionCustomer(args.runtime.state, args.session)) {
    return errorResponse(errors.customerNotLoggedIn());
  }
  const order = ownOrder(args, orderId);
  const download = order
    ? order.lineItems
        .flatMap((item) => orderLineItemDownloads(item, order, args.scope))
        .find((item) => item.id === downloadId && item.accessGranted === true)
    : undefined;
  const document = download ? documentById(download.mediaId as string) : undefined;
  if (!document) return errorResponse(errors.downloadFileNotFound(downloadId));
  return new HttpResponse(renderDocument(document), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${document.fileName}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
}

export function orderActionHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/order/payment", changePayment),
    storeApiRoute(runtime, "post", "/order/state/cancel", cancelOrder),
    storeApiRoute(runtime, "get", "/order/download/:orderId/:downloadId", downloadFile),
    ...(["get", "post"] as const).flatMap((method) => [
      storeApiRoute(runtime, method, "/document/download/:documentId/:deepLinkCode", downloadDocument),
      storeApiRoute(runtime, method, "/document/download/:documentId", downloadDocument),
    ]),
  ];
}
