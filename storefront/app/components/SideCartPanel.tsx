import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { SideCart } from "@shop/design-system/side-cart";
import type { loader as cartLoader } from "../routes/checkout.cart.tsx";
import { useCartForm } from "../lib/cart-form.ts";
import { subscribeCartChanges } from "../lib/cart-sync.ts";
import { localizePath, type Locale } from "../lib/locale.ts";
import { sideCartSubtotal } from "../lib/side-cart.ts";
import { CartLine } from "./CartLine.tsx";
import { renderLink } from "./SiteHeader.tsx";

/**
 * The side cart's content (docs/storefront-rules.md, "Side cart"): loaded with its code on first use (the
 * header's island). Its data is the cart page's loader (`readCartPage`, private, never cached), loaded by a
 * fetcher on opening; React Router reloads it after every cart action of this tab, and it reloads itself on
 * another tab's change (lib/cart-sync.ts). Its forms are the cart page's (`CartLine`).
 */
export function SideCartPanel({
  locale,
  isOpen,
  onOpenChange,
}: {
  locale: Locale;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useLingui();
  const fetcher = useFetcher<typeof cartLoader>();
  const removal = useCartForm();
  const cartPath = localizePath("/checkout/cart", locale);
  const { load } = fetcher;
  useEffect(() => {
    if (!isOpen) return;
    void load(cartPath);
    // Open while another tab changes the cart: reload (the router's revalidation skips a loaded fetcher).
    return subscribeCartChanges(() => void load(cartPath));
  }, [isOpen, load, cartPath]);

  const cart = fetcher.data?.cart;
  const net = cart?.taxState !== "gross";
  return (
    <SideCart
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      lineCount={cart?.lines.length ?? 0}
      isLoading={!cart}
      isBusy={fetcher.state !== "idle"}
      subtotal={cart ? sideCartSubtotal(cart) : 0}
      currency={cart?.totals.currency ?? "CHF"}
      checkoutHref={localizePath("/checkout", locale)}
      cartHref={cartPath}
      renderLink={renderLink}
      labels={{
        title: t`Cart`,
        close: t`Close cart`,
        list: t`Products in the cart`,
        empty: t`Your cart is empty.`,
        loading: t`Loading the cart`,
        subtotal: net ? t`Subtotal` : t`Subtotal (excl. VAT)`,
        taxNote: t`plus VAT and shipping costs`,
        checkout: t`Proceed to checkout`,
        cart: t`View cart`,
        continueShopping: t`Continue shopping`,
      }}
    >
      {cart?.lines.map((line) => (
        <CartLine
          key={line.id}
          line={line}
          currency={cart.totals.currency}
          cartPath={cartPath}
          removal={removal}
          layout="compact"
        />
      ))}
    </SideCart>
  );
}
