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

/** A one-time message carried across a redirect (the layout loader reads the `shop-flash` cookie). */
export interface FlashMessage {
  key: CartMessageKey | "logged-out" | WishlistMessageKey | NewsletterMessageKey;
  name?: string;
  quantity?: number;
}

const variants: Partial<Record<FlashMessage["key"], ToastVariant>> = {
  "cart-added": "success",
  "cart-adjusted": "warning",
  "cart-failed": "error",
  "logged-out": "success",
  "cart-invalid-quantity": "error",
  "cart-product-not-found": "error",
  "cart-out-of-stock": "error",
  "cart-stock-reached": "warning",
  "cart-min-order-quantity": "warning",
  "cart-purchase-steps": "warning",
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

function flashText({ key, name }: FlashMessage) {
  if (key === "logged-out") return msg`You have been logged out.`;
  if (key === "wishlist-removed" || key === "wishlist-failed") return wishlistMessageText(key, name);
  if (isNewsletterMessageKey(key)) return newsletterMessageText(key);
  return cartMessageText({ key, name });
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

  useEffect(() => {
    if (!flash || shown.current === flash) return;
    shown.current = flash;
    toastQueue.add(
      { title: i18n._(flashText(flash)), variant },
      { timeout: TOAST_TIMEOUT, persistent: variant === "error" },
    );
  }, [flash, variant, i18n]);

  const notice = flash ? i18n._(flashText(flash)) : undefined;
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
