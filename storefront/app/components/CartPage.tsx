import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button, CartSummary, formatPrice, Link } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { cartMessageText, type CartMessage } from "../lib/add-to-cart.ts";
import { useCartForm, type CartForm } from "../lib/cart-form.ts";
import type { CartPageData, CartPagePromotion, CartTotals, ShippingEstimate } from "../lib/cart.server.ts";
import { localizePath } from "../lib/locale.ts";
import { submitOnChange } from "../lib/submit-on-change.ts";
import { useSummaryLabels } from "./summary-labels.ts";
import { useLocale } from "../lib/use-locale.ts";
import { CartLine } from "./CartLine.tsx";
import { CartNotices } from "./CartNotices.tsx";

function PromotionRow({
  promotion,
  cartPath,
  removal,
}: {
  promotion: CartPagePromotion;
  cartPath: string;
  /** The page's removal form: it outlives the removed row, for the answer's toast. */
  removal: CartForm;
}) {
  const { t } = useLingui();
  const code = promotion.code;
  return (
    <li className={styles.promotion}>
      <span>
        <strong>{code}</strong> {promotion.label}
      </span>
      <form method="post" action={cartPath} onSubmit={removal.onSubmit}>
        <input type="hidden" name="intent" value="promotion-remove" />
        <input type="hidden" name="lineItemId" value={promotion.id} />
        <input type="hidden" name="redirectTo" value={cartPath} />
        <Button
          type="submit"
          variant="ghost"
          size="sm"
          aria-label={t`Remove the promotion code ${code}`}
          isPending={removal.pendingLineItemId === promotion.id}
          pendingLabel={t`Removing`}
        >
          {t`Remove`}
        </Button>
      </form>
    </li>
  );
}

function PromotionForm({ cartPath, initialCode }: { cartPath: string; initialCode: string }) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<CartMessage | undefined>(undefined);
  const form = useCartForm((result) => {
    // Redeemed (or saved, waiting): the field empties; refused: the code stays to correct it.
    const refused = result.messages.find((message) => message.variant === "error");
    setError(refused);
    if (result.ok) setCode("");
  });
  const errorText = error ? i18n._(cartMessageText(error)) : undefined;
  return (
    <form method="post" action={cartPath} onSubmit={form.onSubmit} className={styles.promotionForm}>
      <input type="hidden" name="intent" value="promotion-add" />
      <input type="hidden" name="redirectTo" value={cartPath} />
      <label htmlFor="promotion-code" className={styles.label}>
        {t`Promotion code`}
      </label>
      <div className={styles.promotionRow}>
        <input
          id="promotion-code"
          name="code"
          required
          maxLength={100}
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "promotion-code-error" : undefined}
          className={styles.input}
        />
        <Button type="submit" variant="secondary" isPending={form.isPending} pendingLabel={t`Redeeming`}>
          {t`Redeem`}
        </Button>
      </div>
      {errorText && (
        <p id="promotion-code-error" className={styles.error}>
          {errorText}
        </p>
      )}
    </form>
  );
}

/**
 * The shipping estimate: country and method set the session's (`PATCH /context`), and the summary shows the
 * costs for them. With JavaScript a choice submits at once; without it the button does.
 */
function EstimateForm({
  estimate,
  cartPath,
  totals,
}: {
  estimate: ShippingEstimate;
  cartPath: string;
  totals: CartTotals;
}) {
  const { t } = useLingui();
  const form = useCartForm();
  const methodText = ({ name, cost }: ShippingEstimate["methods"][number]) =>
    cost === undefined ? name : `${name} – ${cost === 0 ? t`free` : formatPrice(cost, totals.currency)}`;
  return (
    <form
      method="post"
      action={cartPath}
      onSubmit={form.onSubmit}
      className={styles.estimate}
      aria-busy={form.isPending || undefined}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`Shipping estimate`}</legend>
        <input type="hidden" name="intent" value="shipping-estimate" />
        <input type="hidden" name="redirectTo" value={cartPath} />
        <label htmlFor="estimate-country" className={styles.label}>
          {t`Country`}
        </label>
        <select
          id="estimate-country"
          name="countryId"
          // Keyed by the session's value: after a change it shows what the server calculated with.
          key={`country-${estimate.countryId}`}
          defaultValue={estimate.countryId}
          {...submitOnChange}
          className={styles.select}
        >
          {estimate.countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
        <label htmlFor="estimate-method" className={styles.label}>
          {t`Shipping method`}
        </label>
        <select
          id="estimate-method"
          name="shippingMethodId"
          key={`method-${estimate.shippingMethodId}`}
          defaultValue={estimate.shippingMethodId}
          {...submitOnChange}
          className={styles.select}
        >
          {estimate.methods.map((method) => (
            <option key={method.id} value={method.id}>
              {methodText(method)}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className={styles.estimateSubmit}>
            {t`Calculate shipping costs`}
          </button>
        </noscript>
      </fieldset>
    </form>
  );
}

/** The cart page's content (an island): lines, promotion codes, summary and the way to checkout. */
export function CartPage({ cart, promotionCode }: { cart: CartPageData; promotionCode: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const cartPath = localizePath("/checkout/cart", locale);
  const { totals } = cart;
  const labels = useSummaryLabels(cart.shippingMethodName, cart.taxState);
  // Removals: one form for the list, which outlives the removed line (its toast).
  const removal = useCartForm();

  if (cart.lines.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t`Your cart is empty.`}</p>
        <Link href={localizePath("/", locale)}>{t`Continue shopping`}</Link>
      </div>
    );
  }

  const remaining = totals.freeShippingRemaining;
  const missing = remaining === undefined ? "" : formatPrice(remaining, totals.currency);
  const hint = totals.virtual
    ? t`Downloads only: nothing is shipped, there are no shipping costs.`
    : remaining !== undefined
      ? t`${missing} more for free delivery`
      : totals.freeShippingReached
        ? t`Your order ships free of charge.`
        : undefined;
  // A waiting promotion code is said beside the codes; a replaced or missing shipping or payment method
  // above the products.
  const promotionNotices = cart.notices.filter((notice) => notice.key === "promotion-not-eligible");
  const methodNotices = cart.notices.filter((notice) => notice.key !== "promotion-not-eligible");
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <CartNotices notices={methodNotices} />
        <ul className={styles.lines} aria-label={t`Products in the cart`}>
          {cart.lines.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              currency={totals.currency}
              cartPath={cartPath}
              removal={removal}
            />
          ))}
        </ul>
        <section className={styles.promotions} aria-label={t`Promotion codes`}>
          <CartNotices notices={promotionNotices} />
          {cart.promotions.length > 0 && (
            <ul className={styles.promotionList}>
              {cart.promotions.map((promotion) => (
                <PromotionRow
                  key={promotion.id}
                  promotion={promotion}
                  cartPath={cartPath}
                  removal={removal}
                />
              ))}
            </ul>
          )}
          <PromotionForm cartPath={cartPath} initialCode={promotionCode} />
        </section>
      </div>
      <CartSummary {...totals} className={styles.summary} freeShippingHint={hint} labels={labels}>
        {cart.estimate && <EstimateForm estimate={cart.estimate} cartPath={cartPath} totals={totals} />}
        <a href={localizePath("/checkout", locale)} className={styles.checkout}>
          {t`Proceed to checkout`}
        </a>
        <a href={localizePath("/quotation-request?from=cart", locale)} className={styles.quote}>
          {t`Request a quote`}
        </a>
      </CartSummary>
    </div>
  );
}

const styles = {
  empty: css({ display: "flex", flexDirection: "column", gap: "3", alignItems: "flex-start" }),
  layout: css({
    display: "grid",
    gap: "8",
    lg: { gridTemplateColumns: "1fr 22rem", alignItems: "start" },
  }),
  main: css({ display: "flex", flexDirection: "column", gap: "8", minW: "0" }),
  lines: css({
    listStyle: "none",
    p: "0",
    m: "0",
    borderTopWidth: "thin",
    borderTopStyle: "solid",
    borderColor: "border",
  }),
  summary: css({ lg: { position: "sticky", top: "4" } }),
  promotions: css({ display: "flex", flexDirection: "column", gap: "3" }),
  promotionList: css({
    listStyle: "none",
    p: "0",
    m: "0",
    display: "flex",
    flexDirection: "column",
    gap: "2",
  }),
  promotion: css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3" }),
  promotionForm: css({ display: "flex", flexDirection: "column", gap: "1.5", maxW: "28rem" }),
  promotionRow: css({ display: "flex", gap: "2" }),
  label: css({ textStyle: "label" }),
  input: css({
    flex: "1",
    minW: "0",
    h: "10",
    px: "3",
    borderWidth: "thin",
    borderStyle: "solid",
    borderColor: "border.strong",
    rounded: "md",
    bg: "bg",
    color: "fg",
    _focusVisible: { outline: "2px solid {colors.focusRing}", outlineOffset: "2px" },
    "&[aria-invalid=true]": { borderColor: "danger" },
  }),
  error: css({ color: "danger.text", fontSize: "sm" }),
  estimate: css({ borderTopWidth: "thin", borderTopStyle: "solid", borderColor: "border", pt: "4" }),
  fieldset: css({ display: "flex", flexDirection: "column", gap: "1.5", border: "none", p: "0", m: "0" }),
  legend: css({ fontWeight: "semibold", mb: "2" }),
  select: css({
    h: "10",
    px: "2",
    borderWidth: "thin",
    borderStyle: "solid",
    borderColor: "border.strong",
    rounded: "md",
    bg: "bg",
    color: "fg",
    mb: "2",
    _focusVisible: { outline: "2px solid {colors.focusRing}", outlineOffset: "2px" },
  }),
  estimateSubmit: css({
    h: "10",
    px: "4",
    borderWidth: "thin",
    borderStyle: "solid",
    borderColor: "border.strong",
    rounded: "md",
    bg: "bg",
    color: "fg",
    fontWeight: "semibold",
    cursor: "pointer",
    _focusVisible: { outline: "2px solid {colors.focusRing}", outlineOffset: "2px" },
  }),
  quote: css({
    alignSelf: "center",
    color: "accent.text",
    textDecoration: "underline",
    fontWeight: "medium",
    borderRadius: "sm",
    _focusVisible: { outline: "2px solid {colors.focusRing}", outlineOffset: "2px" },
  }),
  checkout: css({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    h: "12",
    px: "6",
    rounded: "md",
    bg: "accent",
    color: "accent.fg",
    fontWeight: "semibold",
    textDecoration: "none",
    _focusVisible: { outline: "2px solid {colors.focusRing}", outlineOffset: "2px" },
  }),
};
