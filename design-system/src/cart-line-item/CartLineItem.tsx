import type { FormEvent, ReactNode } from "react";
import { cx } from "@shop/styled-system/css";
import { cartLineItem, type CartLineItemVariantProps } from "@shop/styled-system/recipes";
import { Button } from "../button/Button.tsx";
import { Image } from "../image/Image.tsx";
import { Link } from "../link/Link.tsx";
import { formatPrice } from "../price/formatPrice.ts";
import { QuantityField, type QuantityMessages } from "../quantity-field/QuantityField.tsx";

/** One of the line item's forms: a real `<form method="post">`, enhanced by `onSubmit` when given. */
export interface CartLineItemForm {
  /** Where the form posts, e.g. "/checkout/cart". */
  action: string;
  /** Hidden fields: the intent, the line item id, where to come back ... */
  fields: Record<string, string>;
  /** The button's text, e.g. "Aktualisieren" / "Entfernen". */
  label: string;
  /** The button's accessible name when it differs, e.g. "Clarus Neutralreiniger entfernen". */
  ariaLabel?: string;
  /** What a screen reader hears while waiting, e.g. "Wird entfernt". */
  pendingLabel: string;
  isPending?: boolean;
  /** With JavaScript: submits without a page load (the app calls `preventDefault`). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

export interface CartLineItemProps {
  name: string;
  /** The product page. */
  href: string;
  image?: { src: string; alt: string; width: number; height: number };
  /** The variant's options, e.g. `[{ group: "Inhalt", option: "5 l" }]`. */
  options?: readonly { group: string; option: string }[];
  productNumber?: string;
  /** e.g. "Artikelnummer". */
  productNumberLabel: string;
  /** ISO 4217 code; amounts go through `formatPrice`. */
  currency: string;
  unitPrice: number;
  totalPrice: number;
  /** e.g. "Stückpreis". */
  unitPriceLabel: string;
  /** e.g. "Total". */
  totalPriceLabel: string;
  quantity: number;
  /** The product's minimum purchase, purchase steps and maximum. */
  min?: number;
  step?: number;
  max?: number;
  quantityLabel: string;
  quantityMessages: QuantityMessages;
  decrementLabel: string;
  incrementLabel: string;
  /** The quantity form (its field is `quantity`). */
  update: CartLineItemForm;
  /** The remove form; left out for items that cannot be removed. */
  remove?: CartLineItemForm;
  /** `compact` stays stacked on wide screens, for a narrow panel (the side cart). @default "responsive" */
  layout?: CartLineItemVariantProps["layout"];
  className?: string;
}

/**
 * A product in the cart: image, name (a link to the product), options, product number, unit price, the
 * quantity form (QuantityField with the product's minimum, steps and maximum, and a submit button), the line
 * total and a remove button. Both forms post without JavaScript; `onSubmit` and `isPending` enhance them.
 */
export function CartLineItem({
  name,
  href,
  image,
  options = [],
  productNumber,
  productNumberLabel,
  currency,
  unitPrice,
  totalPrice,
  unitPriceLabel,
  totalPriceLabel,
  quantity,
  min = 1,
  step = 1,
  max = 100,
  quantityLabel,
  quantityMessages,
  decrementLabel,
  incrementLabel,
  update,
  remove,
  layout,
  className,
}: CartLineItemProps) {
  const styles = cartLineItem({ layout });
  const isBusy = Boolean(update.isPending || remove?.isPending);
  return (
    <article className={cx(styles.root, className)} aria-label={name} aria-busy={isBusy || undefined}>
      <div className={styles.media}>
        {image ? (
          <Image {...image} sizes="96px" loading="lazy" className={styles.image} />
        ) : (
          <span className={styles.placeholder} />
        )}
      </div>
      <div className={styles.details}>
        <Link href={href} className={styles.name}>
          {name}
        </Link>
        {options.length > 0 && (
          <ul className={styles.options}>
            {options.map((option) => (
              <li key={option.group}>
                {option.group}: {option.option}
              </li>
            ))}
          </ul>
        )}
        {productNumber && (
          <p className={styles.meta}>
            {productNumberLabel}: {productNumber}
          </p>
        )}
        <p className={styles.meta}>
          {unitPriceLabel}: <span className={styles.amount}>{formatPrice(unitPrice, currency)}</span>
        </p>
      </div>
      <LineForm form={update} variant="secondary" isDisabled={remove?.isPending} className={styles.quantity}>
        <QuantityField
          // A new quantity from the server resets what the field shows.
          key={quantity}
          name="quantity"
          label={quantityLabel}
          min={min}
          max={Math.max(min, max)}
          step={step}
          defaultValue={quantity}
          messages={quantityMessages}
          decrementLabel={decrementLabel}
          incrementLabel={incrementLabel}
          isDisabled={isBusy}
        />
      </LineForm>
      <p className={styles.total}>
        <span className={styles.totalLabel}>{totalPriceLabel}</span>{" "}
        <span className={styles.amount}>{formatPrice(totalPrice, currency)}</span>
      </p>
      {remove && (
        <LineForm form={remove} variant="ghost" isDisabled={update.isPending} className={styles.remove} />
      )}
    </article>
  );
}

/** A line item's form: its hidden fields, what it holds, and its submit button (pending while it waits). */
function LineForm({
  form,
  variant,
  isDisabled,
  className,
  children,
}: {
  form: CartLineItemForm;
  variant: "secondary" | "ghost";
  isDisabled?: boolean;
  className: string;
  children?: ReactNode;
}) {
  return (
    <form method="post" action={form.action} onSubmit={form.onSubmit} className={className}>
      {Object.entries(form.fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      {children}
      <Button
        type="submit"
        variant={variant}
        size="sm"
        aria-label={form.ariaLabel}
        isPending={form.isPending}
        pendingLabel={form.pendingLabel}
        isDisabled={isDisabled}
      >
        {form.label}
      </Button>
    </form>
  );
}
