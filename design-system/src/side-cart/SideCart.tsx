import type { ReactNode } from "react";
import { sideCart } from "@shop/styled-system/recipes";
import { Button } from "../button/Button.tsx";
import { Drawer } from "../drawer/Drawer.tsx";
import type { LinkRenderProps } from "../link/Link.tsx";
import { formatPrice } from "../price/formatPrice.ts";
import { Spinner } from "../spinner/Spinner.tsx";

/** The side cart's texts, translated by the app. */
export interface SideCartLabels {
  /** The dialog's title, e.g. "Warenkorb". */
  title: string;
  /** The close button, e.g. "Warenkorb schliessen". */
  close: string;
  /** The list of line items, e.g. "Produkte im Warenkorb". */
  list: string;
  /** e.g. "Ihr Warenkorb ist leer." */
  empty: string;
  /** What a screen reader hears while the cart loads, e.g. "Warenkorb wird geladen". */
  loading: string;
  /** e.g. "Zwischensumme (ohne MwSt.)". */
  subtotal: string;
  /** e.g. "zzgl. MwSt. und Versandkosten". */
  taxNote: string;
  /** e.g. "Zur Kasse". */
  checkout: string;
  /** e.g. "Warenkorb anzeigen". */
  cart: string;
  /** e.g. "Weiter einkaufen". */
  continueShopping: string;
}

export interface SideCartProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  labels: SideCartLabels;
  /** The line items, each an `<li>` (e.g. a `CartLineItem`); none shows the empty message. */
  children?: ReactNode;
  /** How many lines `children` holds: 0 shows the empty message and makes the checkout link inactive. */
  lineCount: number;
  /** The cart has not arrived yet: a spinner instead of the lines and the subtotal. */
  isLoading?: boolean;
  /** The cart is being changed or reloaded: the list is `aria-busy`. */
  isBusy?: boolean;
  /** The subtotal as the side cart shows it (the app decides net or gross); ISO 4217 `currency`. */
  subtotal: number;
  currency: string;
  /** The checkout page, e.g. "/checkout". */
  checkoutHref: string;
  /** The cart page, e.g. "/checkout/cart". */
  cartHref: string;
  /** Renders the cart page link (a router link); default a plain `<a>`. */
  renderLink?: (props: LinkRenderProps) => ReactNode;
}

const plainLink = ({ children, ...props }: LinkRenderProps) => <a {...props}>{children}</a>;

/**
 * The side cart (docs/storefront-rules.md, "Side cart"): a modal dialog from the right (Drawer) named by
 * its title, with the line items or the empty message, the subtotal and tax note, a checkout link
 * (inactive and without a target when the cart is empty), a link to the cart page and a continue-shopping
 * button. Escape, an outside click and the close button close it; focus returns to what opened it.
 */
export function SideCart({
  isOpen,
  onOpenChange,
  labels,
  children,
  lineCount,
  isLoading = false,
  isBusy = false,
  subtotal,
  currency,
  checkoutHref,
  cartHref,
  renderLink = plainLink,
}: SideCartProps) {
  const styles = sideCart();
  const isEmpty = lineCount === 0;
  const footer = (
    <>
      {!isLoading && !isEmpty && (
        <div className={styles.summary}>
          <dl className={styles.subtotal}>
            <dt>{labels.subtotal}</dt>
            <dd className={styles.amount}>{formatPrice(subtotal, currency)}</dd>
          </dl>
          <p className={styles.taxNote}>{labels.taxNote}</p>
        </div>
      )}
      <div className={styles.actions}>
        {isEmpty || isLoading ? (
          // Inactive: no target, announced as a disabled link (spec §2).
          // oxlint-disable-next-line jsx-a11y/anchor-is-valid
          <a role="link" aria-disabled="true" className={styles.checkout}>
            {labels.checkout}
          </a>
        ) : (
          <a href={checkoutHref} className={styles.checkout}>
            {labels.checkout}
          </a>
        )}
        {renderLink({ href: cartHref, className: styles.cartLink, children: labels.cart })}
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {labels.continueShopping}
        </Button>
      </div>
    </>
  );
  return (
    <Drawer
      placement="right"
      title={labels.title}
      closeLabel={labels.close}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={footer}
    >
      {isLoading ? (
        <div className={styles.loading}>
          <Spinner label={labels.loading} />
        </div>
      ) : isEmpty ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={labels.list} aria-busy={isBusy || undefined}>
          {children}
        </ul>
      )}
    </Drawer>
  );
}
