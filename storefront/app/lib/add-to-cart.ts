import { useEffect, useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { TOAST_TIMEOUT, toastQueue, type ToastVariant } from "@shop/design-system";
import { broadcastCartChange } from "./cart-sync.ts";
import { openSideCart } from "./side-cart.ts";
import { useLocale } from "./use-locale.ts";

/** Where the product cards' add-to-cart forms post (routes/checkout.line-item.ts). */
export const ADD_TO_CART_ACTION = "/checkout/line-item";

/**
 * The outcome keys of adding to the cart: carried in the JSON answer (with JavaScript) or in the flash
 * cookie across the redirect (without), translated where they are shown.
 */
export type CartMessageKey =
  | "cart-added"
  | "cart-adjusted"
  | "cart-failed"
  | "cart-invalid-quantity"
  | "cart-product-not-found"
  | "cart-out-of-stock"
  | "cart-stock-reached"
  | "cart-min-order-quantity"
  | "cart-purchase-steps"
  // Shopware's rate limit (429) on a cart write; `quantity` carries the seconds to wait:
  | "rate-limited"
  // The cart page (routes/checkout.cart.tsx):
  | "cart-updated"
  | "cart-changed"
  | "cart-removed"
  | "cart-update-failed"
  | "promotion-added"
  | "promotion-removed"
  | "promotion-not-found"
  | "promotion-not-eligible"
  | "promotion-code-required"
  | "shipping-estimated"
  | "shipping-method-changed"
  | "payment-method-changed"
  | "shipping-method-blocked"
  | "payment-method-blocked";

/** Every message key, for checking a key that came back in a cookie. */
export const cartMessageKeys = [
  "cart-added",
  "cart-adjusted",
  "cart-failed",
  "cart-invalid-quantity",
  "cart-product-not-found",
  "cart-out-of-stock",
  "cart-stock-reached",
  "cart-min-order-quantity",
  "cart-purchase-steps",
  "rate-limited",
  "cart-updated",
  "cart-changed",
  "cart-removed",
  "cart-update-failed",
  "promotion-added",
  "promotion-removed",
  "promotion-not-found",
  "promotion-not-eligible",
  "promotion-code-required",
  "shipping-estimated",
  "shipping-method-changed",
  "payment-method-changed",
  "shipping-method-blocked",
  "payment-method-blocked",
] as const satisfies readonly CartMessageKey[];

/** One message about the cart, not yet translated; `name` and `quantity` fill the placeholders. */
export interface CartMessage {
  key: CartMessageKey;
  variant: ToastVariant;
  name?: string;
  quantity?: number;
}

/** The JSON answer of the add-to-cart action to a fetcher (no `redirectTo`). */
export type AddToCartResult =
  { ok: true; cartCount: number; messages: CartMessage[] } | { ok: false; error: CartMessage };

/** Texts of the cart messages (docs/storefront-rules.md): `{name}` and `{quantity}` are filled from the message. */
const withName: Record<CartMessageKey, MessageDescriptor> = {
  "cart-added": msg`{name} was added to the cart.`,
  "cart-adjusted": msg`{name} was added to the cart; the quantity was adjusted.`,
  "cart-failed": msg`{name} could not be added to the cart. Please try again later.`,
  "cart-invalid-quantity": msg`Invalid quantity for {name}.`,
  "cart-product-not-found": msg`The product {name} could not be found.`,
  "cart-out-of-stock": msg`{name} is out of stock.`,
  "cart-stock-reached": msg`{name} is only available {quantity} times; the quantity was adjusted.`,
  "cart-min-order-quantity": msg`The minimum order quantity of {name} is {quantity}; the quantity was raised.`,
  "cart-purchase-steps": msg`{name} is sold in steps; the quantity was changed to {quantity}.`,
  "rate-limited": msg`Too many requests at the moment. Please wait {seconds} seconds and try again.`,
  "cart-updated": msg`The quantity of {name} was changed.`,
  "cart-changed": msg`The cart was adjusted for {name}.`,
  "cart-removed": msg`{name} was removed from the cart.`,
  "cart-update-failed": msg`The cart could not be changed. Please try again later.`,
  "promotion-added": msg`The promotion code {name} was redeemed.`,
  "promotion-removed": msg`The promotion code {name} was removed.`,
  "promotion-not-found": msg`The promotion code {name} could not be found.`,
  "promotion-not-eligible": msg`The promotion “{name}” is saved and applies as soon as the cart meets its conditions.`,
  "promotion-code-required": msg`Please enter a promotion code.`,
  "shipping-estimated": msg`The shipping costs are now calculated for {name}.`,
  "shipping-method-changed": msg`The chosen shipping method does not deliver there; the cart now uses {name}.`,
  "payment-method-changed": msg`The chosen payment method is not available for this cart; it is now {name}.`,
  "shipping-method-blocked": msg`No shipping method delivers this cart ({name} is not available). Please choose another delivery country or contact us.`,
  "payment-method-blocked": msg`No payment method is available for this cart ({name} is not). Please choose another currency or contact us.`,
};
const withoutName: Partial<Record<CartMessageKey, MessageDescriptor>> = {
  "cart-added": msg`Added to the cart.`,
  "cart-adjusted": msg`Added to the cart; the quantity was adjusted.`,
  "cart-failed": msg`The product could not be added to the cart. Please try again later.`,
  "cart-invalid-quantity": msg`Invalid quantity.`,
  "cart-product-not-found": msg`The product could not be found.`,
  "cart-updated": msg`The quantity was changed.`,
  "cart-changed": msg`The cart was adjusted.`,
  "cart-removed": msg`The product was removed from the cart.`,
  "promotion-added": msg`The promotion code was redeemed.`,
  "promotion-removed": msg`The promotion code was removed.`,
  "promotion-not-found": msg`The promotion code could not be found.`,
  "promotion-not-eligible": msg`The promotion is saved and applies as soon as the cart meets its conditions.`,
  "shipping-estimated": msg`The shipping costs were recalculated.`,
  "shipping-method-changed": msg`The chosen shipping method does not deliver there; another one was chosen.`,
  "payment-method-changed": msg`The chosen payment method is not available for this cart; another one was chosen.`,
};

/** The message as a descriptor with its values, for `i18n._(...)`. */
export function cartMessageText(message: Pick<CartMessage, "key" | "name" | "quantity">): MessageDescriptor {
  const descriptor = (!message.name && withoutName[message.key]) || withName[message.key];
  const quantity = message.quantity ?? "";
  return { ...descriptor, values: { name: message.name ?? "", quantity, seconds: quantity } };
}

/** The hidden inputs of a product card's add-to-cart form: one piece, then back to `redirectTo`. */
export function addToCartFields(productId: string, redirectTo: string): Record<string, string> {
  return { productId, quantity: "1", redirectTo };
}

/** Shows a cart message as a toast: successes close by themselves, errors stay until closed. */
export function useShowCartMessage(): (message: CartMessage) => void {
  const { i18n } = useLingui();
  return (message) => {
    toastQueue.add(
      { title: i18n._(cartMessageText(message)), variant: message.variant },
      { timeout: TOAST_TIMEOUT, persistent: message.variant === "error" },
    );
  };
}

/**
 * Adds to the cart with JavaScript: the card's form is submitted through a fetcher (no navigation, the
 * layout's cart count revalidates) and the answer shows as toasts. Call it once per list of cards (one
 * fetcher, `pendingProductId` names the card that is adding) or once per card. Without JavaScript, or before
 * hydration, the same form posts natively and the action redirects back.
 */
export function useAddToCart(): {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pendingProductId: string | undefined;
} {
  const fetcher = useFetcher<AddToCartResult>();
  const locale = useLocale();
  const showMessage = useShowCartMessage();
  const shown = useRef<AddToCartResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    if (result.ok) {
      result.messages.forEach(showMessage);
      // The side cart shows what is in the cart now; the other tabs follow (docs/storefront-rules.md).
      openSideCart();
      broadcastCartChange(result.cartCount);
    } else showMessage(result.error);
  }, [fetcher.state, fetcher.data, showMessage]);

  const pendingProductId =
    fetcher.state !== "idle" ? (fetcher.formData?.get("productId")?.toString() ?? undefined) : undefined;

  return {
    onSubmit(event) {
      event.preventDefault();
      const formData = new FormData(event.currentTarget);
      // The answer is JSON for the toasts, in the page's language (this URL has no locale prefix).
      formData.delete("redirectTo");
      formData.set("locale", locale);
      void fetcher.submit(formData, { method: "post", action: ADD_TO_CART_ACTION });
    },
    pendingProductId,
  };
}
