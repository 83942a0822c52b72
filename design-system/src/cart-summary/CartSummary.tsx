import { useId, type ReactNode } from "react";
import { cx } from "@shop/styled-system/css";
import { cartSummary } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";
import { formatPrice } from "../price/formatPrice.ts";

/** The summary's texts, translated by the app. */
export interface CartSummaryLabels {
  /** e.g. "Zusammenfassung". */
  heading: string;
  /** e.g. "Zwischensumme". */
  subtotal: string;
  /** e.g. "Rabatt". */
  discount: string;
  /** e.g. "Versandkosten". */
  shippingCosts: string;
  /** e.g. "Versandrabatt". */
  shippingDiscount: string;
  /** e.g. "Gesamtsumme ohne MwSt.". */
  netTotal: string;
  /** e.g. `(rate) => \`zzgl. ${rate} % MwSt.\`` */
  tax: (rate: number) => string;
  /** e.g. "Gesamtsumme". */
  total: string;
}

export interface CartSummaryProps {
  /** ISO 4217 code; amounts go through `formatPrice`. */
  currency: string;
  /** The products before discounts. */
  subtotal: number;
  /** The goods discounts (negative); the row shows when it is not 0. */
  discount?: number;
  shippingCosts: number;
  /** What a shipping discount took off the shipping costs (positive); the row shows when it is above 0. */
  shippingDiscount?: number;
  netTotal: number;
  /** VAT per rate. */
  taxes: readonly { rate: number; amount: number }[];
  total: number;
  labels: CartSummaryLabels;
  /** How much is missing for free shipping, worded by the app, e.g. "Noch CHF 12.30 bis zur Gratislieferung". */
  freeShippingHint?: string;
  /** Nothing is shipped (a virtual cart: downloads only): no shipping-costs rows. */
  virtual?: boolean;
  /** Below the totals, e.g. the link to checkout. */
  children?: ReactNode;
  className?: string;
}

/** The cart's totals as a description list under a heading, with the free-shipping hint. */
export function CartSummary({
  currency,
  subtotal,
  discount = 0,
  shippingCosts,
  shippingDiscount = 0,
  netTotal,
  taxes,
  total,
  labels,
  freeShippingHint,
  virtual = false,
  children,
  className,
}: CartSummaryProps) {
  const styles = cartSummary();
  const headingId = useId();
  const money = (amount: number) => formatPrice(amount, currency);
  const row = (label: string, amount: string, emphasis?: "total" | "discount") => (
    <div className={styles.row} data-emphasis={emphasis}>
      <dt>{label}</dt>
      <dd className={styles.amount}>{amount}</dd>
    </div>
  );
  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {labels.heading}
      </h2>
      <dl className={styles.list}>
        {row(labels.subtotal, money(subtotal))}
        {discount !== 0 && row(labels.discount, money(discount), "discount")}
        {!virtual && row(labels.shippingCosts, money(shippingCosts))}
        {!virtual &&
          shippingDiscount > 0 &&
          row(labels.shippingDiscount, money(-shippingDiscount), "discount")}
        {row(labels.netTotal, money(netTotal))}
        {taxes.map((tax) => (
          <div key={tax.rate} className={styles.row}>
            <dt>{labels.tax(tax.rate)}</dt>
            <dd className={styles.amount}>{money(tax.amount)}</dd>
          </div>
        ))}
        {row(labels.total, money(total), "total")}
      </dl>
      {freeShippingHint && (
        <p className={styles.hint}>
          <Icon name="truck" size="sm" />
          {freeShippingHint}
        </p>
      )}
      {children}
    </section>
  );
}
