import { cx } from "@shop/styled-system/css";
import { price, type PriceVariantProps } from "@shop/styled-system/recipes";
import { formatPrice } from "./formatPrice.ts";

export interface PriceProps {
  /** The price to pay, in major units (12.5 is twelve francs fifty). */
  amount: number;
  /** ISO 4217 code, shown as the prefix (`CHF`, `EUR`, ...). */
  currency: string;
  /** The former or recommended price; shown struck through, and the amount turns into a sale price. */
  listPrice?: number;
  /**
   * Words read before the struck-through list price, so assistive technology hears one phrase
   * ("CHF 9.90 instead of CHF 12.90"). Translated by the app. Required with `listPrice`.
   */
  listPriceLabel?: string;
  /** A translated prefix for price ranges, e.g. "from" / "ab" / "dès". */
  from?: string;
  /** @default "md" */
  size?: PriceVariantProps["size"];
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

/** A price in the shop's one money format (see `formatPrice`), optionally with a crossed-out list price. */
export function Price({ amount, currency, listPrice, listPriceLabel, from, size, className }: PriceProps) {
  const hasListPrice = listPrice !== undefined && Number.isFinite(listPrice);
  const styles = price({ size, isSale: hasListPrice });
  return (
    <span className={cx(styles.root, className)} data-sale={hasListPrice || undefined}>
      {from && <span className={styles.from}>{from} </span>}
      <span className={styles.amount}>{formatPrice(amount, currency)}</span>
      {hasListPrice && (
        <>
          {listPriceLabel && <span className={styles.listPriceLabel}> {listPriceLabel} </span>}
          <s className={styles.listPrice}>{formatPrice(listPrice, currency)}</s>
        </>
      )}
    </span>
  );
}
