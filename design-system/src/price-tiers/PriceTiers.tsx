import { cx } from "@shop/styled-system/css";
import { priceTiers } from "@shop/styled-system/recipes";
import { Price } from "../price/Price.tsx";

export interface PriceTier {
  /** The quantity range, built and translated by the app, e.g. "bis 9" / "ab 10". */
  quantityLabel: string;
  /** The unit price for this range, in major units. */
  price: number;
  /** The former price, shown struck through (the price turns into a sale price). */
  listPrice?: number;
  /** The reference price, e.g. "CHF 1.98 / 1 l". */
  referencePrice?: string;
}

export interface PriceTiersProps {
  /** The tiers, smallest quantity first. */
  tiers: readonly PriceTier[];
  /** ISO 4217 code, e.g. "CHF"; amounts go through `formatPrice`. */
  currency: string;
  /** The visible table caption, e.g. "Staffelpreise". */
  caption: string;
  /** Column header of the quantities, e.g. "Menge". */
  quantityHeader: string;
  /** Column header of the unit prices, e.g. "Stückpreis". */
  priceHeader: string;
  /** Column header of the reference prices, e.g. "Grundpreis". The column shows only when it is given and a tier has a `referencePrice`. */
  referenceHeader?: string;
  /** The row that applies to the chosen quantity: bold, marked with a bar and `aria-current="true"`. */
  selectedIndex?: number;
  /** Read in brackets after the selected row's quantity, visually hidden, e.g. "aktuelle Menge". */
  selectedLabel?: string;
  /** Read before a struck-through list price, visually hidden, e.g. "statt". Recommended with `listPrice`. */
  listPriceLabel?: string;
  /** Extra classes on the table, applied after the recipe's. */
  className?: string;
}

/**
 * Block prices as a real table: a visible caption, column headers and the quantity ranges as row headers,
 * so a screen reader reads "ab 10, Stückpreis, CHF 8.90". The row for the chosen quantity is marked.
 */
export function PriceTiers({
  tiers,
  currency,
  caption,
  quantityHeader,
  priceHeader,
  referenceHeader,
  selectedIndex,
  selectedLabel,
  listPriceLabel,
  className,
}: PriceTiersProps) {
  const styles = priceTiers();
  if (tiers.length === 0) return null;
  const hasReference = referenceHeader !== undefined && tiers.some((tier) => tier.referencePrice);
  return (
    <table className={cx(styles.root, className)}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.header}>
            {quantityHeader}
          </th>
          <th scope="col" className={cx(styles.header, styles.numeric)}>
            {priceHeader}
          </th>
          {hasReference && (
            <th scope="col" className={cx(styles.header, styles.numeric)}>
              {referenceHeader}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => {
          const isSelected = index === selectedIndex;
          return (
            <tr
              key={`${tier.quantityLabel}-${index}`}
              className={styles.row}
              aria-current={isSelected ? "true" : undefined}
              data-selected={isSelected || undefined}
            >
              <th scope="row" className={styles.quantity}>
                {tier.quantityLabel}
                {isSelected && selectedLabel && <span className={styles.hidden}> ({selectedLabel})</span>}
              </th>
              <td className={cx(styles.cell, styles.numeric)}>
                <Price
                  amount={tier.price}
                  currency={currency}
                  listPrice={tier.listPrice}
                  listPriceLabel={listPriceLabel}
                  size="sm"
                  className={styles.price}
                />
              </td>
              {hasReference && (
                <td className={cx(styles.cell, styles.numeric, styles.reference)}>{tier.referencePrice}</td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
