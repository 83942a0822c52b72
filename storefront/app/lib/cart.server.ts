import { data, redirect } from "react-router";
import {
  CART_ERROR_LEVEL,
  StoreApiError,
  type Cart,
  type CartError,
  type StoreApiClient,
} from "@shop/store-api";
import type { AddToCartResult, CartMessage, CartMessageKey } from "./add-to-cart.ts";
import { readCookie } from "./cookies.server.ts";
import { serializeFlash, type FlashKey } from "./flash.server.ts";
import {
  defaultLocale,
  isLocale,
  localeCookieName,
  localizePath,
  splitLocalePath,
  type Locale,
} from "./locale.ts";
import { safeRedirectPath } from "./safe-redirect.ts";

/**
 * The shopper's cart on the server: what it holds in short (the header's count), and adding to it — the
 * form's input, Shopware's cart errors as the shop's messages, and the answer's status. The add-to-cart
 * route, and later the side cart and the cart page, use this module.
 */

/** Products in the cart: the sum of the product line items' quantities (promotions, discounts not counted). */
export function cartProductCount(cart: Pick<Cart, "lineItems">): number {
  return cart.lineItems
    .filter((item) => item.type === "product")
    .reduce((sum, item) => sum + item.quantity, 0);
}

/** Products in the shopper's cart for the header badge; 0 without a session or on failure. */
export async function readCartCount(api: StoreApiClient): Promise<number> {
  // No session yet: the cart is empty, and reading it would only mint a token nobody keeps.
  if (!api.getContextToken()) return 0;
  try {
    return cartProductCount(await api.readCart());
  } catch (error) {
    console.error("cart count failed", error);
    return 0;
  }
}

const productIdPattern = /^[0-9a-f]{32}$/i;
const maxQuantity = 100_000;

/**
 * The language of an add-to-cart request (its URL has no locale prefix): the form's `locale`, else that of
 * `redirectTo`, else the shopper's `shop-locale` cookie.
 */
export async function addToCartLocale(request: Request): Promise<Locale> {
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

interface AddToCartInput {
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

async function readAddToCartInput(request: Request): Promise<AddToCartInput> {
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
  const added: CartMessage = {
    key: messages.length > 0 ? "cart-adjusted" : "cart-added",
    variant: "success",
    name,
  };
  return { ok: true, cartCount: cartProductCount(cart), messages: [added, ...messages] };
}

/** The status of a failed add: the Store API's 4xx as it is (5xx: 502), unknown products 404, else 400. */
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

async function addProduct(
  api: StoreApiClient,
  input: AddToCartInput,
): Promise<{ result: AddToCartResult; status: number }> {
  if (!input.productId) {
    return { result: { ok: false, error: { key: "cart-product-not-found", variant: "error" } }, status: 400 };
  }
  if (input.quantity === undefined) {
    return { result: { ok: false, error: { key: "cart-invalid-quantity", variant: "error" } }, status: 400 };
  }
  const { productId, quantity } = input;
  try {
    const cart = await api.addLineItems([
      { id: productId, referencedId: productId, type: "product", quantity },
    ]);
    const result = outcome(cart, productId);
    return { result, status: result.ok ? 200 : failureStatus(result) };
  } catch (error) {
    console.error("add to cart failed", error);
    const result: AddToCartResult = { ok: false, error: { key: "cart-failed", variant: "error" } };
    return { result, status: failureStatus(result, error) };
  }
}

/**
 * Puts the posted product into the shopper's cart and answers the form:
 * - with `redirectTo` (a form posted without JavaScript): 303 back to that page (same-origin paths only,
 *   else the localized home), the outcome in the `shop-flash` cookie for the page to show;
 * - without (a fetcher): `{ ok: true, cartCount, messages }` or `{ ok: false, error }` (4xx/5xx).
 * A form on another site (`Sec-Fetch-Site: cross-site`) is refused with 403 and never touches the cart.
 */
export async function addToCart(request: Request, api: StoreApiClient, locale: Locale) {
  // A form on another site must not touch (or replace) the shopper's cart session.
  if (request.headers.get("sec-fetch-site") === "cross-site") {
    return data({ ok: false, error: { key: "cart-failed", variant: "error" } } satisfies AddToCartResult, {
      status: 403,
    });
  }
  const input = await readAddToCartInput(request);
  const { result, status } = await addProduct(api, input);
  if (input.redirectTo === undefined) return data(result, { status });

  const name = result.ok ? result.messages[0]?.name : result.error.name;
  const target = safeRedirectPath(input.redirectTo, localizePath("/", locale));
  return redirect(target, {
    status: 303,
    headers: { "Set-Cookie": serializeFlash({ key: flashKeyOf(result), name }, new URL(request.url)) },
  });
}
