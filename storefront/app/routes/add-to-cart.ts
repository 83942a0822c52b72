import { data, redirect } from "react-router";
import { CART_ERROR_LEVEL, StoreApiError, type Cart, type CartError } from "@shop/store-api";
import type { Route } from "./+types/add-to-cart";
import type { AddToCartResult, CartMessage, CartMessageKey } from "../lib/add-to-cart.ts";
import { readCookie } from "../lib/cookies.server.ts";
import { serializeFlash, type FlashKey } from "../lib/flash.server.ts";
import {
  defaultLocale,
  isLocale,
  localeCookieName,
  localizePath,
  splitLocalePath,
  type Locale,
} from "../lib/locale.ts";
import { createStoreApiMiddleware, localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";

/**
 * `POST /checkout/line-item`: puts a product into the shopper's cart. The product cards' forms post here.
 *
 * - With `redirectTo` (a form posted without JavaScript): answers 303 back to that page (same-origin paths
 *   only, else the localized home), the outcome in the `shop-flash` cookie for the page to show.
 * - Without (a fetcher): answers `{ ok: true, cartCount, messages }` or `{ ok: false, error }` (4xx/5xx).
 *
 * The URL has no locale prefix: the language is the form's `locale`, else that of `redirectTo`, else the
 * shopper's `shop-locale` cookie. A shopper without a session gets one (the HttpOnly context token cookie).
 */

const productIdPattern = /^[0-9a-f]{32}$/i;
const maxQuantity = 100_000;

async function requestLocale(request: Request): Promise<Locale> {
  if (request.method === "POST") {
    const form = await request
      .clone()
      .formData()
      .catch(() => undefined);
    const field = form?.get("locale");
    if (isLocale(field)) return field;
    const redirectTo = safeRedirectPath(form?.get("redirectTo"), "");
    if (redirectTo) return splitLocalePath(redirectTo.split("?")[0] ?? "/").locale;
  }
  const cookie = readCookie(request.headers.get("cookie"), localeCookieName);
  return isLocale(cookie) ? cookie : defaultLocale;
}

export const middleware: Route.MiddlewareFunction[] = [
  createStoreApiMiddleware({ locale: requestLocale, startsSession: true }),
];

/** A GET (a bookmarked form target) goes home instead of showing an error. */
export function loader() {
  return redirect("/");
}

interface Input {
  productId?: string;
  quantity?: number;
  redirectTo?: string;
}

function parseQuantity(value: FormDataEntryValue | null): number | undefined {
  if (value === null || value === "") return 1;
  if (typeof value !== "string" || !/^\d+$/.test(value.trim())) return undefined;
  const quantity = Number(value.trim());
  return quantity >= 1 && quantity <= maxQuantity ? quantity : undefined;
}

async function readInput(request: Request): Promise<Input> {
  const form = await request.formData().catch(() => new FormData());
  const productId = form.get("productId");
  const redirectTo = form.get("redirectTo");
  return {
    productId: typeof productId === "string" && productIdPattern.test(productId) ? productId : undefined,
    quantity: parseQuantity(form.get("quantity")),
    redirectTo: typeof redirectTo === "string" && redirectTo ? redirectTo : undefined,
  };
}

/** Shopware's cart messages about this product, as the shop's message keys. */
const cartErrorKeys: Record<string, CartMessageKey> = {
  "product-stock-reached": "cart-stock-reached",
  "product-out-of-stock": "cart-out-of-stock",
  "min-order-quantity": "cart-min-order-quantity",
  "purchase-steps-quantity": "cart-purchase-steps",
  "product-not-found": "cart-product-not-found",
};

function toCartMessage(error: CartError, fallbackName: string | undefined): CartMessage {
  const isError = error.level >= CART_ERROR_LEVEL.error;
  const name = typeof error["name"] === "string" ? error["name"] : fallbackName;
  const quantity = typeof error["quantity"] === "number" ? error["quantity"] : undefined;
  const key = cartErrorKeys[error.messageKey] ?? (isError ? "cart-failed" : "cart-adjusted");
  return { key, variant: isError ? "error" : "warning", name, quantity };
}

/** The outcome of one add: the line item now in the cart, and what Shopware said about it. */
function outcome(cart: Cart, productId: string): AddToCartResult {
  const lineItem = cart.lineItems.find((item) => item.referencedId === productId || item.id === productId);
  const name = lineItem?.label ?? undefined;
  const about = cart.errors.filter((error) => error["id"] === productId || error.key.endsWith(productId));
  const messages = about.map((error) => toCartMessage(error, name));
  const blocking = messages.find((message) => message.variant === "error");
  if (!lineItem || blocking) {
    return { ok: false, error: blocking ?? { key: "cart-failed", variant: "error", name } };
  }
  const cartCount = cart.lineItems
    .filter((item) => item.type === "product")
    .reduce((sum, item) => sum + item.quantity, 0);
  const added: CartMessage = {
    key: messages.length > 0 ? "cart-adjusted" : "cart-added",
    variant: "success",
    name,
  };
  return { ok: true, cartCount, messages: [added, ...messages] };
}

function failureStatus(result: Extract<AddToCartResult, { ok: false }>, thrown?: unknown): number {
  if (thrown instanceof StoreApiError) {
    if (thrown.status === 404) return 404;
    if (thrown.status >= 400 && thrown.status < 500) return thrown.status;
    return 502;
  }
  if (result.error.key === "cart-product-not-found") return 404;
  return 400;
}

const flashKeyOf = (result: AddToCartResult): FlashKey =>
  !result.ok ? "cart-failed" : result.messages.length > 1 ? "cart-adjusted" : "cart-added";

export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  // A form on another site must not touch (or replace) the shopper's cart session.
  if (request.headers.get("sec-fetch-site") === "cross-site") {
    return data({ ok: false, error: { key: "cart-failed", variant: "error" } } satisfies AddToCartResult, {
      status: 403,
    });
  }
  const input = await readInput(request);
  let result: AddToCartResult;
  let status = 200;
  if (!input.productId) {
    result = { ok: false, error: { key: "cart-product-not-found", variant: "error" } };
    status = 400;
  } else if (input.quantity === undefined) {
    result = { ok: false, error: { key: "cart-invalid-quantity", variant: "error" } };
    status = 400;
  } else {
    const api = context.get(storeApiContext);
    const { productId, quantity } = input;
    try {
      const cart = await api.addLineItems([
        { id: productId, referencedId: productId, type: "product", quantity },
      ]);
      result = outcome(cart, productId);
      if (!result.ok) status = failureStatus(result);
    } catch (error) {
      console.error("add to cart failed", error);
      result = { ok: false, error: { key: "cart-failed", variant: "error" } };
      status = failureStatus(result, error);
    }
  }

  if (input.redirectTo === undefined) return data(result, { status });

  const requestUrl = new URL(request.url);
  const name = result.ok ? result.messages[0]?.name : result.error.name;
  const target = safeRedirectPath(input.redirectTo, localizePath("/", locale));
  return redirect(target, {
    status: 303,
    headers: { "Set-Cookie": serializeFlash({ key: flashKeyOf(result), name }, requestUrl) },
  });
}
