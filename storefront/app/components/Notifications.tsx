import { useEffect, useRef } from "react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { TOAST_TIMEOUT, ToastRegion, toastQueue, type ToastVariant } from "@shop/design-system";
import { css, cx } from "@shop/styled-system/css";
import { toast as toastStyles } from "@shop/styled-system/recipes";
import { cartMessageText, type CartMessageKey } from "../lib/add-to-cart.ts";
import {
  isNewsletterMessageKey,
  newsletterMessageText,
  type NewsletterMessageKey,
} from "../lib/newsletter.ts";
import { wishlistMessageText, type WishlistMessageKey } from "../lib/wishlist.ts";

/** A one-time message carried across a redirect to its page (lib/flash.server.ts). */
export interface FlashMessage {
  key:
    | CartMessageKey
    | "logged-out"
    | "registered"
    | "account-activated"
    | "already-confirmed"
    | WishlistMessageKey
    | NewsletterMessageKey;
  name?: string;
  quantity?: number;
}

const variants: Partial<Record<FlashMessage["key"], ToastVariant>> = {
  "cart-added": "success",
  "cart-adjusted": "warning",
  "cart-failed": "error",
  "logged-out": "success",
  "account-activated": "success",
  "already-confirmed": "info",
  "cart-invalid-quantity": "error",
  "cart-product-not-found": "error",
  "cart-out-of-stock": "error",
  "cart-stock-reached": "warning",
  "cart-min-order-quantity": "warning",
  "cart-purchase-steps": "warning",
  "rate-limited": "error",
  "cart-updated": "success",
  "cart-changed": "warning",
  "cart-removed": "success",
  "cart-update-failed": "error",
  "promotion-added": "success",
  "promotion-removed": "success",
  "promotion-not-found": "error",
  "promotion-not-eligible": "info",
  "promotion-code-required": "error",
  "wishlist-removed": "success",
  "wishlist-failed": "error",
  "newsletter-subscribed": "success",
  "newsletter-invalid-email": "error",
  "newsletter-failed": "error",
  "newsletter-unsubscribed": "success",
};

function flashText({ key, name, quantity }: FlashMessage) {
  switch (key) {
    case "logged-out":
      return msg`You have been logged out.`;
    case "account-activated":
      return msg`Your account has been activated.`;
    case "already-confirmed":
      return msg`Your account is already activated. Please log in.`;
    case "registered":
      return undefined;
    case "wishlist-removed":
    case "wishlist-failed":
      return wishlistMessageText(key, name);
    default:
      return isNewsletterMessageKey(key)
        ? newsletterMessageText(key)
        : cartMessageText({ key, name, quantity });
  }
}

/**
 * The shop's toasts: the region (rendered in the browser only) and the flash message of a form posted
 * without JavaScript. With JavaScript the flash becomes a toast; without, it shows as a static notice at
 * the top of the page.
 */
export function Notifications({ flash }: { flash?: FlashMessage }) {
  const { t, i18n } = useLingui();
  const shown = useRef<FlashMessage | undefined>(undefined);
  const variant = flash ? (variants[flash.key] ?? "info") : "info";

  // The registration's notice is the `/register` page itself, not a toast.
  const text = flash ? flashText(flash) : undefined;
  useEffect(() => {
    if (!flash || !text || shown.current === flash) return;
    shown.current = flash;
    toastQueue.add(
      { title: i18n._(text), variant },
      { timeout: TOAST_TIMEOUT, persistent: variant === "error" },
    );
  }, [flash, text, variant, i18n]);

  const notice = text ? i18n._(text) : undefined;
  const styles = toastStyles({ variant });
  return (
    <>
      <ToastRegion label={t`Notifications`} closeLabel={t`Close`} />
      {notice && (
        <noscript>
          <div role={variant === "error" ? "alert" : "status"} className={cx(styles.toast, noticeStyle)}>
            <span />
            <span className={styles.title}>{notice}</span>
          </div>
        </noscript>
      )}
    </>
  );
}

const noticeStyle = css({ maxW: "container", mx: "auto", mt: "4", boxShadow: "none" });
