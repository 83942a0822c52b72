import type { Json } from "../entities/common.ts";

/**
 * Cart errors (`Cart.errors`): Shopware's `Error` subclasses as the Store API serialises them. The body is
 * `get_object_vars()` of the exception (its protected fields plus `message` and `code` 0) with `key`,
 * `level` and `messageKey` added, and the collection is keyed by `key`. Messages stay English like
 * Shopware's; storefronts translate by `messageKey` and the fields.
 */
export const CartErrorLevel = { notice: 0, warning: 10, error: 20 } as const;

export interface CartError {
  key: string;
  messageKey: string;
  level: (typeof CartErrorLevel)[keyof typeof CartErrorLevel];
  message: string;
  /** The exception's own (protected) fields: `id`, `name`, `quantity`, ... */
  fields: Record<string, unknown>;
  /**
   * Persistent errors travel through the recalculations of one request (Shopware's `isPersistent()`);
   * the others are raised again by every calculation while their cause lasts (a waiting promotion).
   * Neither is stored with the cart: Shopware strips errors before persisting, so a change's errors show
   * in that change's answer and are gone from the next `GET /checkout/cart`.
   */
  persistent: boolean;
}

function cartError(
  messageKey: string,
  identifier: string,
  level: CartError["level"],
  message: string,
  fields: Record<string, unknown>,
  persistent = true,
): CartError {
  return { key: `${messageKey}${identifier}`, messageKey, level, message, fields, persistent };
}

export const cartErrors = {
  /** The quantity was lowered to what may be bought (closeout stock or max purchase). */
  productStockReached: (productId: string, name: string, quantity: number) =>
    cartError(
      "product-stock-reached",
      productId,
      CartErrorLevel.warning,
      `The product ${name} is only available ${quantity} times`,
      { id: productId, name, quantity, resolved: true },
    ),
  /** A closeout product without enough stock for its minimum: the line item was removed. */
  productOutOfStock: (productId: string, name: string) =>
    cartError(
      "product-out-of-stock",
      productId,
      CartErrorLevel.error,
      `The product ${name} is no longer available`,
      { id: productId, name },
    ),
  minOrderQuantity: (productId: string, name: string, quantity: number) =>
    cartError(
      "min-order-quantity",
      productId,
      CartErrorLevel.warning,
      `The quantity of product ${name} did not meet the minimum order quantity threshold. The quantity has automatically been increased to ${quantity}`,
      { id: productId, name, quantity },
    ),
  purchaseSteps: (productId: string, name: string, quantity: number) =>
    cartError(
      "purchase-steps-quantity",
      productId,
      CartErrorLevel.warning,
      `Your input quantity does not match with the setup of the ${name}. The quantity was changed to ${quantity}`,
      { id: productId, name, quantity },
    ),
  /**
   * An unknown (or inactive) product: the line item was removed. Shopware never fills the placeholder of
   * this message, so the shopper-facing text must come from `messageKey`.
   */
  productNotFound: (lineItemId: string) =>
    cartError("product-not-found", lineItemId, CartErrorLevel.error, "The product %s could not be found", {
      id: lineItemId,
    }),
  /** Unknown, inactive or expired code: it is dropped again. */
  promotionNotFound: (code: string) =>
    cartError(
      "promotion-not-found",
      "",
      CartErrorLevel.error,
      `Promotion with code ${code} not found!`,
      { promotionCode: code },
      // A PromotionNotFoundError is persistent (the default), the code is removed right away.
      true,
    ),
  /** The code is kept but its condition is not met yet; raised again on every calculation until it is. */
  promotionNotEligible: (name: string) =>
    cartError(
      "promotion-not-eligible",
      "",
      CartErrorLevel.notice,
      `Promotion ${name} not eligible for cart!`,
      { name },
      false,
    ),
  /**
   * The session's payment method is not available for the cart (country, currency) and was replaced
   * (Shopware's BlockedPaymentMethodSwitcher): a notice, the order may go on with the new method.
   */
  paymentMethodChanged: (oldName: string, newName: string) =>
    cartError(
      "payment-method-changed",
      `-${oldName}-${newName}`,
      CartErrorLevel.notice,
      `${oldName} payment is not available for your current cart, the payment was changed to ${newName}`,
      { oldPaymentMethodName: oldName, newPaymentMethodName: newName },
    ),
  /** The same for the shipping method (BlockedShippingMethodSwitcher). */
  shippingMethodChanged: (oldName: string, newName: string) =>
    cartError(
      "shipping-method-changed",
      `-${oldName}-${newName}`,
      CartErrorLevel.notice,
      `${oldName} shipping is not available for your current cart, the shipping was changed to ${newName}`,
      { oldShippingMethodName: oldName, newShippingMethodName: newName },
    ),
  /** No method is available at all: the cart cannot be ordered (level error, blocks the order). */
  paymentMethodBlocked: (name: string) =>
    cartError(
      "payment-method-blocked",
      `-${name}`,
      CartErrorLevel.error,
      `Payment method ${name} not available`,
      {
        name,
      },
    ),
  shippingMethodBlocked: (name: string) =>
    cartError(
      "shipping-method-blocked",
      `-${name}`,
      CartErrorLevel.error,
      `Shipping method ${name} not available`,
      { name },
    ),
  /** A discount line item appeared (its fields are private in Shopware, so only the key names it). */
  promotionDiscountAdded: (discountLineItemId: string, name: string) =>
    cartError(
      "promotion-discount-added",
      `-${discountLineItemId}`,
      CartErrorLevel.notice,
      `Discount ${name} has been added`,
      {},
    ),
};

/** Shopware's serialisation of one error. */
export function toCartErrorJson(error: CartError): Json {
  return {
    ...error.fields,
    message: error.message,
    code: 0,
    key: error.key,
    level: error.level,
    messageKey: error.messageKey,
  };
}

/**
 * The `errors` field: an object keyed by `key` (a later error with the same key replaces the earlier, like
 * Shopware's ErrorCollection). PHP serialises an empty collection as `[]`.
 */
export function toCartErrorsJson(errors: readonly CartError[]): Json | [] {
  if (errors.length === 0) return [];
  const byKey: Json = {};
  for (const error of errors) byKey[error.key] = toCartErrorJson(error);
  return byKey;
}
