import { calculateCart } from "../cart/calculation.ts";
import { cartStore, deleteCart, saveCart } from "../cart/store.ts";
import { emptyCart, type CartEnvironment, type StoredCart } from "../cart/types.ts";
import { replaceBlockedMethods } from "../checkout/blocked-methods.ts";
import { instanceProducts } from "../checkout/stock.ts";
import { countries } from "../fixtures/countries.ts";
import { sessionPriceContext } from "../entities/context.ts";
import { shippingMethodById, shippingMethods } from "../fixtures/sales-channel.ts";
import { errorResponse, errors, type ShopwareErrorInit } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/**
 * The cart endpoints (`/checkout/cart`, `/checkout/cart/line-item`): one cart per context token in the
 * instance's state, recalculated on every call by `src/cart/` like Shopware's cart processor. Request
 * errors (bad quantity, unknown line item) are HTTP errors that leave the cart untouched; cart problems
 * (stock, minimum, promotion codes) come back with 200 in `Cart.errors`.
 */

const find = <T extends { id: string }>(items: Record<string, T>, id: string): T | undefined =>
  Object.values(items).find((item) => item.id === id);

/** What the session's cart is calculated with (also for the order placed from it). */
export function environment({ session, scope, runtime }: RouteArgs): CartEnvironment {
  const { currency, taxState } = sessionPriceContext(runtime.state, session);
  return {
    scope,
    currency,
    taxState,
    shippingMethod: shippingMethodById(session.shippingMethodId) ?? shippingMethods.standard,
    paymentMethodId: session.paymentMethodId,
    country: find(countries, session.countryId) ?? countries.CH,
    now: new Date(),
    products: instanceProducts(runtime.state),
  };
}

/** The token's cart (a copy, so a failing request leaves the stored one as it was), or a new one. */
export function loadCart({ runtime, token }: RouteArgs): StoredCart {
  const stored = cartStore(runtime.state).get(token);
  return stored ? structuredClone(stored) : emptyCart(token);
}

/** Recalculates, persists and answers the cart. Like Shopware, an empty cart is not kept. */
function answerCart(args: RouteArgs, cart: StoredCart): Response {
  const switched = replaceBlockedMethods(args);
  const { cart: body, stored } = calculateCart(cart, environment(switched.args), switched.errors);
  saveCart(args.runtime.state, stored);
  return jsonResponse(body);
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await request.json();
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** How Symfony's validator prints an invalid value in `{{ value }}`. */
function symfonyValue(value: unknown): string {
  if (typeof value === "string") return `"${value}"`;
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "object") return "object";
  return String(value);
}

const isInt = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);

/**
 * `LineItemFactoryRegistry`'s validation of one item, then `LineItem::setQuantity`: types first
 * (`VIOLATION::INVALID_TYPE_ERROR` at the field), then a quantity below 1 (CHECKOUT__CART_INVALID_...).
 */
function validateItem(item: Record<string, unknown>): ShopwareErrorInit | null {
  for (const field of ["id", "type", "referencedId"] as const) {
    const value = item[field];
    if (value !== undefined && value !== null && typeof value !== "string") {
      return errors.invalidType(`/${field}`, symfonyValue(value), "string");
    }
  }
  const { quantity } = item;
  if (quantity === undefined || quantity === null) return null;
  if (!isInt(quantity)) return errors.invalidType("/quantity", symfonyValue(quantity), "int");
  if (quantity < 1) return errors.invalidLineItemQuantity(quantity);
  return null;
}

const randomId = () => crypto.randomUUID().replaceAll("-", "");

const itemsOf = (body: Record<string, unknown>): Array<Record<string, unknown>> =>
  Array.isArray(body.items)
    ? body.items.map((item) => (item && typeof item === "object" ? (item as Record<string, unknown>) : {}))
    : [];

/** `POST /checkout/cart/line-item`: products (quantities add up) and promotion codes. */
async function addLineItems(args: RouteArgs): Promise<Response> {
  const cart = loadCart(args);
  for (const item of itemsOf(await readBody(args.request))) {
    const invalid = validateItem(item);
    if (invalid) return errorResponse(invalid);
    const type = typeof item.type === "string" ? item.type : "";
    if (type === "promotion") {
      const code = typeof item.referencedId === "string" ? item.referencedId : "";
      // A code is registered once (the database lookup is case-insensitive).
      const known = cart.promotionCodes.some((added) => added.toLowerCase() === code.toLowerCase());
      if (!known) cart.promotionCodes.push(code);
      continue;
    }
    // Credit and custom line items need an admin source's permissions.
    if (type === "credit" || type === "custom") return errorResponse(errors.insufficientPermission());
    if (type !== "product") return errorResponse(errors.lineItemTypeNotSupported(type));

    const id = typeof item.id === "string" ? item.id : randomId();
    const referencedId = typeof item.referencedId === "string" ? item.referencedId : id;
    const quantity = isInt(item.quantity) ? item.quantity : 1;
    const existing = cart.lineItems.find((line) => line.id === id);
    if (existing) {
      existing.quantity += quantity;
      existing.referencedId = referencedId;
    } else {
      cart.lineItems.push({ id, referencedId, quantity });
    }
  }
  return answerCart(args, cart);
}

/** `PATCH /checkout/cart/line-item`: new quantities (or referenced products) for existing items. */
async function updateLineItems(args: RouteArgs): Promise<Response> {
  const cart = loadCart(args);
  for (const item of itemsOf(await readBody(args.request))) {
    const id = typeof item.id === "string" ? item.id : "";
    const product = cart.lineItems.find((line) => line.id === id);
    const discount = cart.discounts.find((line) => line.id === id);
    if (!product && !discount) return errorResponse(errors.lineItemNotFound(id));
    const invalid = validateItem(item);
    if (invalid) return errorResponse(invalid);
    if (discount) {
      if (isInt(item.quantity)) return errorResponse(errors.lineItemNotStackable(id));
      continue;
    }
    if (product && isInt(item.quantity)) product.quantity = item.quantity;
    if (product && typeof item.referencedId === "string") product.referencedId = item.referencedId;
  }
  return answerCart(args, cart);
}

/** Removes line items by id; a discount's removal drops its code. Unknown ids fail the whole call. */
function removeLineItems(args: RouteArgs, ids: string[]): Response {
  const cart = loadCart(args);
  for (const id of ids) {
    const known =
      cart.lineItems.some((line) => line.id === id) || cart.discounts.some((line) => line.id === id);
    if (!known) return errorResponse(errors.lineItemNotFound(id));
  }
  const removed = new Set(ids);
  const droppedCodes = new Set(
    cart.discounts.filter((line) => removed.has(line.id)).map((line) => line.code),
  );
  cart.lineItems = cart.lineItems.filter((line) => !removed.has(line.id));
  cart.discounts = cart.discounts.filter((line) => !removed.has(line.id));
  cart.promotionCodes = cart.promotionCodes.filter((code) => !droppedCodes.has(code));
  return answerCart(args, cart);
}

/** `ids[]=a&ids[]=b` (also `ids[0]=a` or `ids=a`), as PHP reads the deprecated route's query. */
function idsFromQuery(request: Request): string[] {
  const params = new URL(request.url).searchParams;
  return [...params.entries()].filter(([key]) => /^ids(\[\d*\])?$/.test(key)).map(([, value]) => value);
}

export function cartHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "get", "/checkout/cart", (args) => answerCart(args, loadCart(args))),
    storeApiRoute(runtime, "delete", "/checkout/cart", ({ runtime: { state }, token }) => {
      deleteCart(state, token);
      return new Response(null, { status: 204 });
    }),
    storeApiRoute(runtime, "post", "/checkout/cart/line-item", addLineItems),
    storeApiRoute(runtime, "patch", "/checkout/cart/line-item", updateLineItems),
    storeApiRoute(runtime, "post", "/checkout/cart/line-item/delete", async (args) => {
      const body = await readBody(args.request);
      const ids = Array.isArray(body.ids)
        ? body.ids.filter((id): id is string => typeof id === "string")
        : [];
      return removeLineItems(args, ids);
    }),
    storeApiRoute(runtime, "delete", "/checkout/cart/line-item", (args) =>
      removeLineItems(args, idsFromQuery(args.request)),
    ),
  ];
}
