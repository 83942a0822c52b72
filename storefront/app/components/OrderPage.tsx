import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Button, CartSummary, formatPrice, Link, useIsHydrated } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import type {
  OrderPageData,
  OrderPageLine,
  OrderPaymentMethod,
  PaymentProblem,
} from "../lib/order.server.ts";
import { broadcastCartChange } from "../lib/cart-sync.ts";
import { localizePath } from "../lib/locale.ts";
import { useSummaryLabels } from "./summary-labels.ts";
import { shopBankAccount as bankAccount, shopContact } from "../lib/shop-contact.ts";
import { useLocale } from "../lib/use-locale.ts";

/** Seconds before the success page sends the shopper to the payment provider (spec §9). */
export const PAYMENT_REDIRECT_SECONDS = 5;

type Variant = "success" | "paid" | "unpaid";

export interface OrderPageProps {
  variant: Variant;
  /** The page's heading. */
  title: string;
  order: OrderPageData;
  /** The unpaid page: the methods the order may be paid with now. */
  paymentMethods?: OrderPaymentMethod[];
  /** Why the payment did not complete, or what the retry form met. */
  problem?: PaymentProblem;
}

const pagePath = (orderId: string, variant: Variant, locale: ReturnType<typeof useLocale>) =>
  localizePath(`/checkout/success/${orderId}${variant === "success" ? "" : `/${variant}`}`, locale);

/** A form posting to its page's action: a document POST without JavaScript, a router submission with it. */
function usePending(action: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction === action;
}

/** "Pay now": the success page's form; with JavaScript it submits itself after a visible countdown. */
function PayNow({ order, countdown }: { order: OrderPageData; countdown: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const action = pagePath(order.id, "success", locale);
  const isPending = usePending(action);
  const form = useRef<HTMLFormElement>(null);
  // Seconds left; null without countdown (without JavaScript, before hydration, or stopped by the shopper).
  const [elapsed, setElapsed] = useState(0);
  const [stopped, setStopped] = useState(false);
  const seconds = countdown && !stopped ? Math.max(0, PAYMENT_REDIRECT_SECONDS - elapsed) : null;

  useEffect(() => {
    if (seconds === null) return;
    if (seconds === 0) {
      form.current?.requestSubmit();
      return;
    }
    const timer = setTimeout(() => setElapsed((value) => value + 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const method = order.paymentMethod.name;
  const total = PAYMENT_REDIRECT_SECONDS;
  return (
    <Form method="post" action={action} ref={form} className={styles.pay}>
      <input type="hidden" name="intent" value="pay" />
      <p>{t`Please complete the payment with ${method}.`}</p>
      {/* Announced once when the countdown starts; the ticking number is for the eye only. */}
      <p aria-live="polite" className={styles.srOnly}>
        {seconds !== null && seconds > 0
          ? t`You will be forwarded to the payment page in ${total} seconds.`
          : ""}
      </p>
      {seconds !== null && seconds > 0 && (
        <p className={styles.countdown} aria-hidden="true" data-testid="payment-countdown">
          {t`Forwarding to the payment page in ${seconds} s`}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending} pendingLabel={t`Forwarding to the payment page`}>
          {t`Pay now`}
        </Button>
        {seconds !== null && seconds > 0 && (
          <Button type="button" variant="secondary" onPress={() => setStopped(true)}>
            {t`Stay on this page`}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** How a synchronous method is paid: the invoice's 30 days, prepayment's bank account. */
function PaymentNoteText({ order }: { order: OrderPageData }) {
  const { t } = useLingui();
  const total = formatPrice(order.totals.total, order.currency);
  const number = order.orderNumber;
  const { iban, holder } = bankAccount;
  // A virtual order has no goods to come with the invoice or to ship: the download waits for the payment.
  const virtual = order.virtual === true;
  switch (order.paymentMethod.note) {
    case "invoice":
      return virtual ? (
        <p>{t`Please pay the invoice within 30 days.`}</p>
      ) : (
        <p>{t`The invoice comes with the goods. Please pay it within 30 days.`}</p>
      );
    case "prepayment":
      return virtual ? (
        <p>{t`Please transfer ${total} to IBAN ${iban} (${holder}), reference: order ${number}.`}</p>
      ) : (
        <p>
          {t`Please transfer ${total} to IBAN ${iban} (${holder}), reference: order ${number}. We ship once the payment has arrived.`}
        </p>
      );
    default:
      return null;
  }
}

/** What the shopper reads about a payment that did not complete (spec §8 for the Store API's refusals). */
function problemText(problem: PaymentProblem, number: string): MessageDescriptor {
  switch (problem) {
    case "interrupted":
      return msg`The payment was interrupted and has not been made.`;
    case "cancelled":
      return msg`You cancelled the payment; it has not been made.`;
    case "method-not-available":
      return msg`The selected payment method does not exist or is not available for this order.`;
    case "already-paid":
      return msg`Order ${number} is already paid and cannot be changed.`;
    case "failed":
      return msg`The payment could not be started. Please try again.`;
  }
}

/** The unpaid page's form: the available methods (the current one chosen), then the payment again. */
function RetryPayment({ order, methods }: { order: OrderPageData; methods: OrderPaymentMethod[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const action = pagePath(order.id, "unpaid", locale);
  const isPending = usePending(action);
  const current = order.paymentMethod.id;
  const listed = methods.some((method) => method.id === current)
    ? methods
    : [order.paymentMethod, ...methods];
  return (
    <Form method="post" action={action} className={styles.retry}>
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="currentPaymentMethodId" value={current} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`Payment method`}</legend>
        {listed.map((method) => (
          <label key={method.id} className={styles.option}>
            <input
              type="radio"
              name="paymentMethodId"
              value={method.id}
              defaultChecked={method.id === current}
              className={styles.radio}
            />
            <span>
              <span className={styles.optionName}>{method.name}</span>
              {method.description && <span className={styles.optionText}>{method.description}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" isPending={isPending} pendingLabel={t`Starting the payment`}>
          {t`Retry payment`}
        </Button>
      </div>
    </Form>
  );
}

function ShopContact() {
  const { t } = useLingui();
  return (
    <section className={styles.box} aria-labelledby="order-contact">
      <h2 id="order-contact" className={styles.subheading}>
        {t`Questions about your payment?`}
      </h2>
      <p>{t`Contact us, we are glad to help:`}</p>
      <ul className={styles.plainList}>
        <li>
          {t`Phone`}: <Link href={shopContact.phoneHref}>{shopContact.phone}</Link>
        </li>
        <li>
          {t`E-mail`}: <Link href={`mailto:${shopContact.email}`}>{shopContact.email}</Link>
        </li>
      </ul>
    </section>
  );
}

function Address({ heading, lines }: { heading: string; lines: string[] }) {
  return (
    <div>
      <h3 className={styles.smallHeading}>{heading}</h3>
      <address className={styles.address}>
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
    </div>
  );
}

/** The shop's path of a purchased file: `routes/account.order.$orderId.download.$downloadId.ts`. */
export const orderDownloadPath = (
  orderId: string,
  downloadId: string,
  locale: ReturnType<typeof useLocale>,
) =>
  localizePath(
    `/account/order/${encodeURIComponent(orderId)}/download/${encodeURIComponent(downloadId)}`,
    locale,
  );

/**
 * A download line item's files: each granted one as a download link (its accessible name says which file),
 * and while the order is not paid (a file not granted, or none listed) the note that it comes with the payment.
 */
function LineDownloads({ orderId, line }: { orderId: string; line: OrderPageLine }) {
  const { t } = useLingui();
  const locale = useLocale();
  const files = line.downloads ?? [];
  const granted = files.filter((file) => file.accessGranted);
  const pending = granted.length === 0 || granted.length < files.length;
  return (
    <span className={styles.downloads}>
      {granted.length > 0 && (
        <ul className={styles.plainList}>
          {granted.map((file) => {
            const name = file.fileName;
            return (
              <li key={file.id} className={styles.download}>
                <span className={styles.fileName}>{name}</span>
                <Link
                  href={orderDownloadPath(orderId, file.id, locale)}
                  download
                  aria-label={t`Download ${name}`}
                >
                  {t`Download`}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {pending && (
        <span
          className={styles.optionText}
        >{t`The download is unlocked as soon as the payment has arrived.`}</span>
      )}
    </span>
  );
}

/**
 * What was ordered: positions (with the products' images when the order has them; a download's files),
 * totals with VAT, methods, addresses, the comment. A virtual order (downloads only) has no shipping rows,
 * shipping address or shipping method. Also the account's order page (components/account/OrderDetail.tsx).
 */
export function OrderSummary({ order }: { order: OrderPageData }) {
  const { t } = useLingui();
  const money = (amount: number) => formatPrice(amount, order.currency);
  const method = order.shippingMethod;
  const labels = useSummaryLabels(method, order.taxStatus);
  const virtual = order.virtual === true;
  return (
    <div className={styles.summaryLayout}>
      <section aria-labelledby="order-items" className={styles.items}>
        <h2 id="order-items" className={styles.subheading}>
          {t`Your order`}
        </h2>
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <span className={styles.lineName}>
                {line.image && (
                  <img
                    src={line.image.src}
                    alt={line.image.alt}
                    width={64}
                    height={64}
                    loading="lazy"
                    className={styles.lineImage}
                  />
                )}
                <span className={styles.optionName}>{line.label}</span>
                {line.options.map((option) => (
                  <span key={option.group} className={styles.optionText}>
                    {option.group}: {option.option}
                  </span>
                ))}
                {line.productNumber && (
                  <span className={styles.optionText}>
                    {t`Product number`}: {line.productNumber}
                  </span>
                )}
                {line.downloads && <LineDownloads orderId={order.id} line={line} />}
              </span>
              <span className={styles.lineQuantity}>
                {line.quantity} × {money(line.unitPrice)}
              </span>
              <span className={styles.lineTotal}>{money(line.totalPrice)}</span>
            </li>
          ))}
        </ul>
        <div className={styles.details}>
          <Address heading={t`Billing address`} lines={order.billingAddress} />
          {/* A virtual order ships nothing: no shipping address, no shipping method. */}
          {!virtual && (
            <Address
              heading={t`Shipping address`}
              lines={order.shippingAddress.length > 0 ? order.shippingAddress : [t`Same as billing address`]}
            />
          )}
          {!virtual && (
            <div>
              <h3 className={styles.smallHeading}>{t`Shipping method`}</h3>
              <p>{method ?? "–"}</p>
            </div>
          )}
          <div>
            <h3 className={styles.smallHeading}>{t`Payment method`}</h3>
            <p>{order.paymentMethod.name}</p>
          </div>
          {order.comment && (
            <div>
              <h3 className={styles.smallHeading}>{t`Your comment`}</h3>
              <p className={styles.comment}>{order.comment}</p>
            </div>
          )}
        </div>
      </section>
      <CartSummary
        currency={order.currency}
        {...order.totals}
        virtual={virtual}
        className={styles.summary}
        labels={labels}
      />
    </div>
  );
}

/**
 * The pages after the order (an island): the success page with "Pay now" (and the countdown to the
 * provider for asynchronous methods), the paid page, and the unpaid page with the retry form and the shop's
 * contact. Every form posts without JavaScript; with it, the router submits them and the buttons wait.
 */
export function OrderPage({ variant, title, order, paymentMethods = [], problem }: OrderPageProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const number = order.orderNumber;
  const email = order.email;
  const paid = order.paymentState === "paid";
  const asynchronous = order.paymentMethod.asynchronous;
  const payable = asynchronous && order.paymentChangeable && !paid;
  const hydrated = useIsHydrated();
  // The order emptied the cart: the shop's other tabs update their badge and side cart (lib/cart-sync.ts).
  useEffect(() => {
    if (variant === "success") broadcastCartChange(0);
  }, [variant]);

  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{title}</h1>
      {problem && (
        <p role={problem === "already-paid" ? "status" : "alert"} className={styles.problem}>
          {i18n._(problemText(problem, number))}
        </p>
      )}
      <section className={styles.box} aria-labelledby="order-status">
        <h2 id="order-status" className={styles.subheading}>
          {variant === "unpaid"
            ? t`Order ${number}: payment outstanding`
            : paid
              ? t`Order ${number}: paid`
              : t`Order number ${number}`}
        </h2>
        {variant !== "unpaid" && <p>{t`We have sent the order confirmation to ${email}.`}</p>}
        {paid && <p>{t`Thank you, we have received your payment.`}</p>}
        {!paid && !asynchronous && <PaymentNoteText order={order} />}
        {variant === "success" && payable && order.paymentState === "open" && (
          <PayNow order={order} countdown={hydrated} />
        )}
        {variant === "success" && payable && order.paymentState !== "open" && (
          <p>
            <Link href={pagePath(order.id, "unpaid", locale)}>{t`Retry payment`}</Link>
          </p>
        )}
      </section>
      {variant === "unpaid" && order.paymentChangeable && !paid && (
        <section className={styles.box} aria-labelledby="order-retry">
          <h2 id="order-retry" className={styles.subheading}>
            {t`Pay again, with the same or another method`}
          </h2>
          <RetryPayment order={order} methods={paymentMethods} />
        </section>
      )}
      {variant === "unpaid" && <ShopContact />}
      <OrderSummary order={order} />
      <p>
        <Link href={localizePath("/", locale)}>{t`Continue shopping`}</Link>
      </p>
    </main>
  );
}

const styles = {
  main: css({
    maxW: "container",
    mx: "auto",
    px: "gutter",
    py: "6",
    display: "flex",
    flexDirection: "column",
    gap: "8",
  }),
  heading: css({ textStyle: "h1" }),
  srOnly: css({ srOnly: true }),
  box: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    p: "5",
    borderWidth: "thin",
    borderStyle: "solid",
    borderColor: "border",
    rounded: "md",
  }),
  problem: css({
    p: "4",
    rounded: "md",
    bg: "bg.subtle",
    borderLeftWidth: "4px",
    borderLeftStyle: "solid",
    borderLeftColor: "danger",
  }),
  subheading: css({ textStyle: "h3" }),
  smallHeading: css({ fontWeight: "semibold", mb: "1" }),
  pay: css({ display: "flex", flexDirection: "column", gap: "3" }),
  countdown: css({ fontWeight: "semibold" }),
  actions: css({ display: "flex", flexWrap: "wrap", gap: "3" }),
  retry: css({ display: "flex", flexDirection: "column", gap: "4" }),
  fieldset: css({ display: "flex", flexDirection: "column", gap: "2", border: "none", p: "0", m: "0" }),
  legend: css({ textStyle: "label", mb: "2" }),
  option: css({
    display: "flex",
    gap: "3",
    alignItems: "flex-start",
    p: "3",
    borderWidth: "thin",
    borderStyle: "solid",
    borderColor: "border",
    rounded: "md",
    cursor: "pointer",
  }),
  radio: css({ mt: "1", w: "4", h: "4", flexShrink: "0", accentColor: "accent" }),
  optionName: css({ display: "block", fontWeight: "semibold" }),
  optionText: css({ display: "block", fontSize: "sm", color: "fg.muted" }),
  plainList: css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "1" }),
  summaryLayout: css({
    display: "grid",
    gap: "8",
    lg: { gridTemplateColumns: "1fr 22rem", alignItems: "start" },
  }),
  items: css({ display: "flex", flexDirection: "column", gap: "4", minW: "0" }),
  lines: css({
    listStyle: "none",
    p: "0",
    m: "0",
    borderTopWidth: "thin",
    borderTopStyle: "solid",
    borderColor: "border",
  }),
  line: css({
    display: "grid",
    gridTemplateColumns: "1fr auto",
    gap: "2",
    py: "3",
    borderBottomWidth: "thin",
    borderBottomStyle: "solid",
    borderColor: "border",
    md: { gridTemplateColumns: "1fr auto auto", gap: "6" },
  }),
  lineName: css({ minW: "0", gridColumn: "1 / -1", md: { gridColumn: "auto" } }),
  lineImage: css({ w: "16", h: "16", objectFit: "contain", rounded: "sm", bg: "bg.muted", mb: "2" }),
  lineQuantity: css({ color: "fg.muted", fontVariantNumeric: "tabular-nums" }),
  lineTotal: css({ fontWeight: "semibold", textAlign: "right", fontVariantNumeric: "tabular-nums" }),
  details: css({
    display: "grid",
    gap: "5",
    sm: { gridTemplateColumns: "1fr 1fr" },
  }),
  address: css({ fontStyle: "normal", display: "flex", flexDirection: "column" }),
  comment: css({ whiteSpace: "pre-line", overflowWrap: "anywhere" }),
  downloads: css({ display: "flex", flexDirection: "column", gap: "1", mt: "2" }),
  download: css({ display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: "3" }),
  fileName: css({ fontSize: "sm", overflowWrap: "anywhere" }),
  summary: css({ lg: { position: "sticky", top: "4" } }),
};
