import { http, HttpResponse } from "msw";
import {
  currentTransaction,
  IllegalTransitionError,
  orderStore,
  transitionTransaction,
  type StoredOrder,
  type StoredTransaction,
} from "../checkout/orders.ts";
import { formatMoney } from "../checkout/order-mail.ts";
import { currencyById, defaultCurrency } from "../fixtures/currencies.ts";
import { paymentMethodById, salesChannel } from "../fixtures/sales-channel.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";
import { readJsonBody, Violations, violationsResponse } from "../lib/validation.ts";
import { sessionCustomer } from "../entities/customer.ts";
import { ownOrder } from "./order.ts";
import { escape } from "../lib/html.ts";

/** Where the emulator's payment provider page lives, on the emulator's own origin (never under /store-api). */
export const GATEWAY_PATH = "/__emulator/payment";

/** The error codes Shopware appends to errorUrl (`?error-code=`) when an async payment does not complete. */
export const PAYMENT_ERROR_CODES = {
  fail: "CHECKOUT__ASYNC_PAYMENT_FINALIZE_INTERRUPTED",
  cancel: "CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT",
} as const;

const gatewayToken = () =>
  [...crypto.getRandomValues(new Uint8Array(24))].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * `POST /handle-payment {orderId, finishUrl, errorUrl}` (HandlePaymentMethodRoute): starts the payment of
 * the order's current transaction. Invoice and prepayment are synchronous: nothing to do now, the
 * transaction stays open, and the shopper goes straight to finishUrl. TWINT, card and PostFinance are
 * asynchronous: the answer's redirectUrl is the emulator's gateway page, where a tester pays, fails or
 * cancels and is sent back to finishUrl or errorUrl (with Shopware's `error-code`). A failed or cancelled
 * payment may be retried (it reopens); a paid order answers 400 CHECKOUT__ORDER_ORDER_ALREADY_PAID.
 */
async function handlePayment(args: RouteArgs): Promise<Response> {
  const { request, runtime, session, scope } = args;
  const body = { ...Object.fromEntries(new URL(request.url).searchParams), ...(await readJsonBody(request)) };
  const check = new Violations();
  check.notBlank("/orderId", body.orderId);
  for (const field of ["finishUrl", "errorUrl"] as const) {
    if (body[field] != null && typeof body[field] !== "string") {
      check.list.push(errors.invalidType(`/${field}`, JSON.stringify(body[field]), "string"));
    }
  }
  if (!check.empty) return violationsResponse(check.list);
  if (!sessionCustomer(runtime.state, session)) return errorResponse(errors.customerNotLoggedIn());
  const order = ownOrder(args, body.orderId);
  if (!order) return errorResponse(errors.orderNotFound(String(body.orderId)));
  const transaction = currentTransaction(order);
  if (transaction.state === "paid") return errorResponse(errors.orderAlreadyPaid(order.id));
  if (order.state === "cancelled") {
    return errorResponse(errors.illegalStateTransition("cancelled", "do_pay", ["reopen"]));
  }
  if (transaction.state === "failed" || transaction.state === "cancelled") {
    transitionTransaction(transaction, "reopen");
  }
  transaction.finishUrl = typeof body.finishUrl === "string" ? body.finishUrl : null;
  transaction.errorUrl = typeof body.errorUrl === "string" ? body.errorUrl : null;
  const method = paymentMethodById(transaction.paymentMethodId);
  if (method?.flow !== "async") {
    return jsonResponse({
      redirectUrl: transaction.finishUrl,
      apiAlias: "handle_payment_method_route_response",
    });
  }
  transaction.gatewayToken = gatewayToken();
  return jsonResponse({
    redirectUrl: `${scope.origin}${GATEWAY_PATH}/${transaction.gatewayToken}`,
    apiAlias: "handle_payment_method_route_response",
  });
}

/** The order and transaction a gateway token belongs to. */
function findPayment(
  runtime: EmulatorRuntime,
  token: string,
): { order: StoredOrder; transaction: StoredTransaction } | undefined {
  for (const order of orderStore(runtime.state).values()) {
    const transaction = order.transactions.find((item) => item.gatewayToken === token);
    if (transaction) return { order, transaction };
  }
  return undefined;
}

const gatewayCopy = {
  "de-DE": {
    title: "Zahlung",
    intro: "Testzahlung des Store-API-Emulators — es wird kein Geld bewegt.",
    order: "Bestellung",
    amount: "Betrag",
    pay: "Bezahlen",
    fail: "Zahlung fehlschlagen lassen",
    cancel: "Abbrechen und zurück zum Shop",
    done: "Diese Zahlung ist abgeschlossen",
    back: "Zurück zum Shop",
  },
  "fr-CH": {
    title: "Paiement",
    intro: "Paiement de test de l'émulateur Store API — aucun argent n'est débité.",
    order: "Commande",
    amount: "Montant",
    pay: "Payer",
    fail: "Faire échouer le paiement",
    cancel: "Annuler et retourner à la boutique",
    done: "Ce paiement est terminé",
    back: "Retour à la boutique",
  },
};

function html(status: number, body: string, title: string, lang: string): Response {
  return new HttpResponse(
    `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1d1d1b}
button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem;border-radius:.4rem;border:1px solid #888;cursor:pointer}
button[value=pay]{background:#0a6e31;color:#fff;border-color:#0a6e31}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}</style>
</head><body>${body}</body></html>`,
    { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } },
  );
}

/** The gateway page: what is paid, by which method, and the three outcomes a tester can choose. */
function gatewayPage(runtime: EmulatorRuntime, token: string): Response {
  const found = findPayment(runtime, token);
  if (!found) return html(404, "<h1>404</h1><p>Unknown payment.</p>", "404", "en");
  const { order, transaction } = found;
  const words = gatewayCopy[order.locale];
  const method = paymentMethodById(transaction.paymentMethodId);
  const methodName = method?.name[order.locale] ?? "";
  const currency = currencyById(order.currencyId) ?? defaultCurrency;
  const amount = formatMoney(
    (transaction.amount as { totalPrice: number }).totalPrice,
    currency.isoCode,
    order.locale,
  );
  const summary = `<h1>${escape(methodName)} — ${escape(words.title)}</h1>
<p>${escape(words.intro)}</p>
<dl><dt>${escape(words.order)}</dt><dd>${escape(order.orderNumber)} (${escape(salesChannel.name[order.locale])})</dd>
<dt>${escape(words.amount)}</dt><dd><strong>${escape(amount)}</strong></dd></dl>`;
  if (transaction.state !== "open") {
    const back = transaction.finishUrl ?? transaction.errorUrl;
    return html(
      410,
      `${summary}<p>${escape(words.done)} (${escape(transaction.state)}).</p>${back ? `<p><a href="${escape(back)}">${escape(words.back)}</a></p>` : ""}`,
      words.title,
      order.locale,
    );
  }
  return html(
    200,
    `${summary}<form method="post">
<button name="action" value="pay" type="submit">${escape(words.pay)}</button>
<button name="action" value="fail" type="submit">${escape(words.fail)}</button>
<button name="action" value="cancel" type="submit">${escape(words.cancel)}</button>
</form>`,
    `${methodName} — ${words.title}`,
    order.locale,
  );
}

/** `url` with `error-code` added to its query, as Shopware's PaymentController does on a failed finalize. */
function withErrorCode(url: string, code: string): string {
  const hash = url.indexOf("#");
  const [base, fragment] = hash === -1 ? [url, ""] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes("?") ? "&" : "?"}error-code=${encodeURIComponent(code)}${fragment}`;
}

/**
 * The tester's choice (form field `action`): `pay` → transaction paid, back to finishUrl; `fail` → failed,
 * `cancel` → cancelled, both back to errorUrl (else finishUrl) with `error-code`. The page then shows the
 * outcome; a retry (`/handle-payment` again) gets a new token.
 */
async function finishPayment(runtime: EmulatorRuntime, token: string, request: Request): Promise<Response> {
  const found = findPayment(runtime, token);
  if (!found || found.transaction.state !== "open") return gatewayPage(runtime, token);
  const { transaction } = found;
  const form = await request.formData().catch(() => new FormData());
  const action = String(form.get("action") ?? "");
  if (action !== "pay" && action !== "fail" && action !== "cancel") {
    return html(400, "<p>Choose pay, fail or cancel.</p>", "400", "en");
  }
  try {
    transitionTransaction(transaction, action === "pay" ? "paid" : action);
  } catch (error) {
    if (error instanceof IllegalTransitionError) return gatewayPage(runtime, token);
    throw error;
  }
  const fallback = transaction.finishUrl ?? "/";
  const target =
    action === "pay"
      ? fallback
      : withErrorCode(transaction.errorUrl ?? fallback, PAYMENT_ERROR_CODES[action]);
  return new HttpResponse(null, { status: 302, headers: { location: target, "cache-control": "no-store" } });
}

export function paymentHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/handle-payment", handlePayment),
    storeApiRoute(runtime, "get", "/handle-payment", handlePayment),
    http.get(`*${GATEWAY_PATH}/:token`, ({ params }) => gatewayPage(runtime, String(params.token))),
    http.post(`*${GATEWAY_PATH}/:token`, ({ params, request }) =>
      finishPayment(runtime, String(params.token), request),
    ),
  ];
}
