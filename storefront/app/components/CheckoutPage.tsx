import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useFetcher } from "react-router";
import {
  Button,
  CartSummary,
  Checkbox,
  ErrorSummary,
  formatPrice,
  RadioGroupField,
  TextField,
  toastQueue,
  TOAST_TIMEOUT,
  useIsHydrated,
} from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { AddressFields, CustomerFields, fieldId, DifferentShippingAddress } from "./AddressFields.tsx";
import { DataProtectionConsent } from "./DataProtectionConsent.tsx";
import { CartNotices } from "./CartNotices.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { useSummaryLabels } from "./summary-labels.ts";
import {
  guestFormRules,
  orderFormRules,
  type CheckoutFailure,
  type CheckoutIntent,
  type CheckoutResult,
} from "../lib/checkout.ts";
import type { CheckoutPageData } from "../lib/checkout.server.ts";
import { problemText } from "../lib/forms/messages.ts";
import { formValues, validate, type FormRules, type Problem } from "../lib/forms/rules.ts";
import { localizePath, type Locale } from "../lib/locale.ts";
import { useLocale } from "../lib/use-locale.ts";

export interface CheckoutPageProps {
  page: CheckoutPageData;
  /** The action's answer to a form posted without JavaScript: values as typed and errors per field. */
  failure?: CheckoutFailure;
}

/**
 * The checkout's content (spec §2 "/checkout", §4 "Checkout"): first who orders (login, or the guest form),
 * then addresses, shipping and payment method, the summary and the order form. Forms are plain POST forms
 * to `/checkout`; with JavaScript fetchers send them (the page revalidates, the buttons show they wait,
 * results come as toasts), checked first by the same rules the server applies.
 */
export function CheckoutPage({ page, failure }: CheckoutPageProps) {
  const hydrated = useIsHydrated();
  return (
    // `data-ready` once the island runs (tests wait for it; the checkout has no shop header).
    <div className={styles.layout} data-ready={hydrated || undefined}>
      <div className={styles.main}>
        {page.step === "identify" ? (
          <Identify page={page} failure={failure?.intent === "guest" ? failure : undefined} />
        ) : (
          <Confirm page={page} failure={failure} />
        )}
      </div>
      <Summary page={page} />
    </div>
  );
}

/** A form's labels per field name, for the error summary ("Postal code: ..."). */
type Labels = Record<string, string>;

/**
 * One checkout form: client checks with the shared rules, the fetcher, the answer's errors (server or
 * no-JS), the error summary taking focus on every failed submit.
 */
function useCheckoutForm(
  intent: CheckoutIntent,
  failure: CheckoutFailure | undefined,
  rulesFor: (values: Record<string, string>) => FormRules,
) {
  const fetcher = useFetcher<CheckoutResult>();
  const [clientErrors, setClientErrors] = useState<Record<string, Problem> | undefined>();
  const [submits, setSubmits] = useState(0);
  const answer = fetcher.data && !fetcher.data.ok ? fetcher.data : failure;
  const errors = clientErrors ?? (answer?.intent === intent ? answer.errors : {}) ?? {};
  const pending = fetcher.state !== "idle";
  // Changes with every submit and again when its answer is in: the error summary takes focus then.
  const attempt = `${submits}:${pending ? "busy" : "idle"}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = formValues(data);
    const found = validate(rulesFor(values), values);
    setSubmits((count) => count + 1);
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      return;
    }
    setClientErrors(undefined);
    void fetcher.submit(data, { method: "post", action: form.getAttribute("action") ?? undefined });
  };
  return {
    fetcher,
    errors,
    pending,
    onSubmit,
    attempt,
    formError: answer?.formError,
    retryAfter: answer?.retryAfter,
    values: answer?.values ?? {},
  };
}

function FormErrors({
  form,
  errors,
  labels,
  attempt,
  formError,
  retryAfter,
}: {
  form: string;
  errors: Record<string, Problem>;
  labels: Labels;
  attempt: string;
  formError?: CheckoutFailure["formError"];
  retryAfter?: number;
}) {
  const { t, i18n } = useLingui();
  const items = Object.entries(errors).map(([name, problem]) => ({
    fieldId: fieldId(form, name),
    message: `${labels[name] ?? name}: ${i18n._(problemText(problem, labels[name] ?? name))}`,
  }));
  const seconds = retryAfter ?? "";
  const general =
    formError === "order-failed"
      ? t`The order could not be placed. Please check your cart and try again.`
      : formError === "cart-empty"
        ? t`Your cart is empty.`
        : formError === "rate-limited"
          ? t`Too many requests at the moment. Please wait ${seconds} seconds and try again.`
          : formError
            ? t`Something went wrong. Please try again later.`
            : undefined;
  return (
    <>
      {general && (
        <p role="alert" className={styles.alert}>
          {general}
        </p>
      )}
      <ErrorSummary title={t`Please correct the following entries:`} errors={items} focusKey={attempt} />
    </>
  );
}

function Identify({
  page,
  failure,
}: {
  page: Extract<CheckoutPageData, { step: "identify" }>;
  failure?: CheckoutFailure;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const checkoutPath = localizePath("/checkout", locale);
  const form = "guest";
  const { fetcher, errors, pending, onSubmit, attempt, formError, retryAfter, values } = useCheckoutForm(
    "guest",
    failure,
    (typed) => guestFormRules(typed, page.countries),
  );
  const error = (name: string) => {
    const problem = errors[name];
    return problem ? i18n._(problemText(problem, labels[name] ?? name)) : undefined;
  };
  const labels: Labels = {
    accountType: t`Account type`,
    company: t`Company`,
    vatId: t`VAT ID`,
    salutationId: t`Salutation`,
    firstName: t`First name`,
    lastName: t`Last name`,
    email: t`E-mail address`,
    "billingAddress.street": t`Street and number`,
    "billingAddress.zipcode": t`Postal code`,
    "billingAddress.city": t`City`,
    "billingAddress.countryId": t`Country`,
    "billingAddress.countryStateId": t`Canton`,
    "billingAddress.phoneNumber": t`Phone`,
    "shippingAddress.firstName": t`Shipping address: first name`,
    "shippingAddress.lastName": t`Shipping address: last name`,
    "shippingAddress.street": t`Shipping address: street and number`,
    "shippingAddress.zipcode": t`Shipping address: postal code`,
    "shippingAddress.city": t`Shipping address: city`,
    "shippingAddress.countryId": t`Shipping address: country`,
    "shippingAddress.countryStateId": t`Shipping address: canton`,
    "shippingAddress.phoneNumber": t`Shipping address: phone`,
    acceptedDataProtection: t`Data protection`,
  };
  return (
    <>
      <section className={styles.card} aria-labelledby="checkout-login">
        <h2 id="checkout-login" className={styles.sectionHeading}>
          <Trans>Already a customer?</Trans>
        </h2>
        <LoginForm redirectTo={checkoutPath} headingLevel={2} showHeading={false} />
      </section>
      <section className={styles.card} aria-labelledby="checkout-guest">
        <h2 id="checkout-guest" className={styles.sectionHeading}>
          <Trans>Order as guest</Trans>
        </h2>
        <fetcher.Form
          method="post"
          action={checkoutPath}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="checkout-guest"
          aria-busy={pending || undefined}
          className={styles.form}
        >
          <input type="hidden" name="intent" value="guest" />
          <FormErrors
            form={form}
            errors={errors}
            labels={labels}
            attempt={attempt}
            formError={formError}
            retryAfter={retryAfter}
          />
          <CustomerFields form={form} values={values} error={error} salutations={page.salutations} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>
              <Trans>Billing address</Trans>
            </legend>
            <AddressFields
              form={form}
              prefix="billingAddress"
              values={values}
              error={error}
              countries={page.countries}
              defaultCountryId={page.defaultCountryId}
            />
          </fieldset>
          <DifferentShippingAddress
            form={form}
            values={values}
            error={error}
            countries={page.countries}
            defaultCountryId={page.defaultCountryId}
          />
          <DataProtectionConsent
            id={fieldId(form, "acceptedDataProtection")}
            name="acceptedDataProtection"
            defaultSelected={values["acceptedDataProtection"] === "on"}
            error={error("acceptedDataProtection")}
          />
          <Button type="submit" isPending={pending} pendingLabel={t`Sending`} className={styles.submit}>
            {t`Continue`}
          </Button>
        </fetcher.Form>
      </section>
    </>
  );
}

type ConfirmPage = Extract<CheckoutPageData, { step: "confirm" }>;

interface AddressPartProps {
  kind: "billing" | "shipping";
  page: ConfirmPage;
  /** The answer to a form posted without JavaScript (its `intent` says which form). */
  failure?: CheckoutFailure;
}

/** One address the order goes to, and how to choose another. */
function AddressBlock({ kind, page, failure }: AddressPartProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const lines = kind === "billing" ? page.billingAddress : page.shippingAddress;
  return (
    <div className={styles.addressBlock}>
      <h3 className={styles.subHeading}>{kind === "billing" ? t`Billing address` : t`Shipping address`}</h3>
      <address className={styles.address}>
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
      {page.addresses.length > 1 ? (
        <AddressChoice kind={kind} page={page} failure={failure} />
      ) : (
        !page.guest && <NewAddressLink kind={kind} locale={locale} />
      )}
    </div>
  );
}

/**
 * The address book's page for a new address, which then becomes the order's billing or shipping address
 * and leads back here (registered customers; a guest has no address book).
 */
function NewAddressLink({ kind, locale }: { kind: "billing" | "shipping"; locale: Locale }) {
  const { t } = useLingui();
  return (
    <Link to={localizePath(`/account/address/create?use=${kind}`, locale)} className={styles.link}>
      {kind === "billing" ? t`Add a new billing address` : t`Add a new shipping address`}
    </Link>
  );
}

/**
 * Another of the customer's addresses for the order (spec §4 "different billing address"): a disclosure
 * (a native `<details>`, so it opens without JavaScript) with the addresses as radio cards and a button.
 * The form posts `billing-address` / `shipping-address` to `/checkout`; with JavaScript a fetcher sends it,
 * the page revalidates (a shipping address in another country changes costs and methods), a toast says
 * what happened and the disclosure closes.
 */
function AddressChoice({ kind, page, failure }: AddressPartProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const intent = kind === "billing" ? "billing-address" : "shipping-address";
  const current = kind === "billing" ? page.billingAddressId : page.shippingAddressId;
  const fetcher = useFetcher<CheckoutResult>();
  const pending = fetcher.state !== "idle";
  const details = useRef<HTMLDetailsElement>(null);
  const answer = fetcher.data ?? (failure?.intent === intent ? failure : undefined);
  const problem = answer && !answer.ok ? answer : undefined;
  const message =
    problem?.formError === "address-not-found"
      ? t`This address no longer exists. Please choose another one.`
      : problem?.errors["addressId"]
        ? t`Please choose an address.`
        : problem
          ? t`Something went wrong. Please try again later.`
          : undefined;
  const seen = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === seen.current || !fetcher.data) return;
    seen.current = fetcher.data;
    if (!fetcher.data.ok) return;
    if (details.current) details.current.open = false;
    toastQueue.add(
      {
        title:
          kind === "billing" ? t`The billing address was changed.` : t`The shipping address was changed.`,
        variant: "success",
      },
      { timeout: TOAST_TIMEOUT },
    );
  }, [fetcher.state, fetcher.data, kind, t]);
  const action = localizePath("/checkout", locale);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    data.set("_fetch", "1");
    void fetcher.submit(data, { method: "post", action });
  };
  return (
    <details ref={details} className={styles.choice} open={problem ? true : undefined}>
      <summary className={styles.choiceSummary}>
        {kind === "billing" ? t`Choose another billing address` : t`Choose another shipping address`}
      </summary>
      <fetcher.Form
        // A new current address (after the change, or another tab's) shows as chosen.
        key={current}
        method="post"
        action={action}
        onSubmit={onSubmit}
        aria-busy={pending || undefined}
        className={styles.choiceForm}
      >
        <input type="hidden" name="intent" value={intent} />
        {message && (
          <p role="alert" className={styles.alert}>
            {message}
          </p>
        )}
        <RadioGroupField
          name="addressId"
          label={kind === "billing" ? t`Billing address` : t`Shipping address`}
          defaultValue={current}
          isDisabled={pending}
          options={page.addresses.map((address) => ({
            value: address.id,
            label: address.lines[0] ?? "",
            description: address.lines.slice(1).join(", "),
          }))}
        />
        <Button
          type="submit"
          variant="secondary"
          isPending={pending}
          pendingLabel={t`Updating…`}
          className={styles.apply}
        >
          {t`Use this address`}
        </Button>
        {!page.guest && <NewAddressLink kind={kind} locale={locale} />}
      </fetcher.Form>
    </details>
  );
}

function MethodForm({
  intent,
  field,
  label,
  options,
  current,
  price,
}: {
  intent: "shipping-method" | "payment-method";
  field: "shippingMethodId" | "paymentMethodId";
  label: string;
  options: { id: string; name: string; description?: string }[];
  current: string;
  price?: (id: string) => ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const fetcher = useFetcher<CheckoutResult>();
  const pending = fetcher.state !== "idle";
  const [value, setValue] = useState(current);
  // The server's choice wins when it changes (e.g. a blocked method was replaced).
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }
  const seen = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === seen.current || !fetcher.data) return;
    seen.current = fetcher.data;
    const ok = fetcher.data.ok;
    toastQueue.add(
      {
        title: ok
          ? intent === "shipping-method"
            ? t`The shipping method was changed.`
            : t`The payment method was changed.`
          : t`Something went wrong. Please try again later.`,
        variant: ok ? "success" : "error",
      },
      { timeout: TOAST_TIMEOUT },
    );
  }, [fetcher.state, fetcher.data, intent, t]);
  return (
    <fetcher.Form
      method="post"
      action={localizePath("/checkout", locale)}
      className={styles.form}
      aria-busy={pending || undefined}
    >
      <input type="hidden" name="intent" value={intent} />
      <RadioGroupField
        name={field}
        label={label}
        value={value}
        isDisabled={pending}
        onChange={(next) => {
          setValue(next);
          void fetcher.submit(
            { intent, [field]: next, _fetch: "1" },
            { method: "post", action: localizePath("/checkout", locale) },
          );
        }}
        options={options.map((option) => ({
          value: option.id,
          label: option.name,
          description: option.description,
          price: price?.(option.id),
        }))}
      />
      {pending && (
        <output className={styles.hint}>
          <Trans>Updating…</Trans>
        </output>
      )}
      {/* Without JavaScript the choice is sent with this button; with it, on change (no button, and no
          layout shift when it would go away at hydration). */}
      <noscript>
        <Button type="submit" variant="secondary" className={styles.apply}>
          {intent === "shipping-method" ? t`Apply shipping method` : t`Apply payment method`}
        </Button>
      </noscript>
    </fetcher.Form>
  );
}

function Confirm({ page, failure }: { page: ConfirmPage; failure?: CheckoutFailure }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const form = "order";
  const { fetcher, errors, pending, onSubmit, attempt, formError, retryAfter, values } = useCheckoutForm(
    "order",
    failure?.intent === "order" ? failure : undefined,
    () => orderFormRules(page.hasDownloads),
  );
  const labels: Labels = {
    tos: t`Terms and conditions`,
    revocation: t`Digital content`,
    companyName: t`Company name`,
    orderReference: t`Order reference`,
    comment: t`Comment`,
  };
  const error = (name: string) => {
    const problem = errors[name];
    return problem ? i18n._(problemText(problem, labels[name] ?? name)) : undefined;
  };
  const tosErrorId = useId();
  const revocationErrorId = useId();
  const money = (amount: number) => formatPrice(amount, page.cart.totals.currency);
  const shippingPrice = (id: string) => {
    const cost = page.shippingMethods.find((method) => method.id === id)?.cost;
    if (cost === undefined) return undefined;
    return cost === 0 ? t`free` : money(cost);
  };
  return (
    <>
      <section className={styles.card} aria-labelledby="checkout-addresses">
        <h2 id="checkout-addresses" className={styles.sectionHeading}>
          <Trans>Addresses</Trans>
        </h2>
        <p className={styles.hint}>
          {page.guest ? t`Ordering as guest: ${page.email}` : t`Logged in as ${page.email}`}
        </p>
        <div className={styles.addresses}>
          <AddressBlock kind="billing" page={page} failure={failure} />
          {/* A virtual cart (downloads only) ships nothing: no shipping address to show. */}
          {!page.cart.totals.virtual && <AddressBlock kind="shipping" page={page} failure={failure} />}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="checkout-shipping">
        <h2 id="checkout-shipping" className={styles.sectionHeading}>
          <Trans>Shipping</Trans>
        </h2>
        {page.cart.totals.virtual ? (
          // Shopware builds no delivery for a virtual cart: no method to choose, no costs.
          <p className={styles.hint}>
            {t`Your order holds downloads only: nothing is shipped, there are no shipping costs.`}
          </p>
        ) : (
          <MethodForm
            intent="shipping-method"
            field="shippingMethodId"
            label={t`Shipping method`}
            options={page.shippingMethods}
            current={page.shippingMethodId}
            price={shippingPrice}
          />
        )}
      </section>
      <section className={styles.card} aria-labelledby="checkout-payment">
        <h2 id="checkout-payment" className={styles.sectionHeading}>
          <Trans>Payment</Trans>
        </h2>
        <MethodForm
          intent="payment-method"
          field="paymentMethodId"
          label={t`Payment method`}
          options={page.paymentMethods}
          current={page.paymentMethodId}
          price={() => t`no surcharge`}
        />
      </section>
      <section className={styles.card} aria-labelledby="checkout-order">
        <h2 id="checkout-order" className={styles.sectionHeading}>
          <Trans>Complete order</Trans>
        </h2>
        <fetcher.Form
          method="post"
          action={localizePath("/checkout", locale)}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="checkout-order"
          aria-busy={pending || undefined}
          className={styles.form}
        >
          <input type="hidden" name="intent" value="order" />
          <FormErrors
            form={form}
            errors={errors}
            labels={labels}
            attempt={attempt}
            formError={formError}
            retryAfter={retryAfter}
          />
          <TextField
            id={fieldId(form, "companyName")}
            name="companyName"
            label={t`Company name`}
            autoComplete="organization"
            defaultValue={values["companyName"]}
            errorMessage={error("companyName")}
          />
          <TextField
            id={fieldId(form, "orderReference")}
            name="orderReference"
            label={t`Order reference`}
            description={t`E.g. your purchase order number or the buyer's name.`}
            maxLength={100}
            defaultValue={values["orderReference"]}
            errorMessage={error("orderReference")}
          />
          <TextField
            id={fieldId(form, "comment")}
            name="comment"
            label={t`Comment`}
            multiline
            defaultValue={values["comment"]}
            errorMessage={error("comment")}
          />
          <div>
            <Checkbox
              id={fieldId(form, "tos")}
              name="tos"
              value="on"
              defaultSelected={values["tos"] === "on"}
              isInvalid={Boolean(error("tos"))}
              aria-describedby={error("tos") ? tosErrorId : undefined}
            >
              {t`I have read and accept the terms and conditions.`}
            </Checkbox>
            {error("tos") && (
              <p id={tosErrorId} className={styles.error}>
                {error("tos")}
              </p>
            )}
          </div>
          {page.hasDownloads && (
            <div>
              <Checkbox
                id={fieldId(form, "revocation")}
                name="revocation"
                value="on"
                defaultSelected={values["revocation"] === "on"}
                isInvalid={Boolean(error("revocation"))}
                aria-describedby={error("revocation") ? revocationErrorId : undefined}
              >
                {t`I agree that the download starts before the withdrawal period ends, and I know that I thereby lose my right of withdrawal.`}
              </Checkbox>
              {error("revocation") && (
                <p id={revocationErrorId} className={styles.error}>
                  {error("revocation")}
                </p>
              )}
            </div>
          )}
          <Button
            type="submit"
            isPending={pending}
            pendingLabel={t`Placing the order`}
            className={styles.submit}
          >
            {t`Place order`}
          </Button>
        </fetcher.Form>
      </section>
    </>
  );
}

function Summary({ page }: { page: CheckoutPageData }) {
  const { t } = useLingui();
  const { totals, lines } = page.cart;
  const money = (amount: number) => formatPrice(amount, totals.currency);
  const labels = useSummaryLabels(page.cart.shippingMethodName, page.cart.taxState);
  return (
    <CartSummary {...totals} className={styles.summary} labels={labels}>
      <ul className={styles.lines} aria-label={t`Products`}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span className={styles.linePrice}>{money(line.totalPrice)}</span>
          </li>
        ))}
      </ul>
      {page.cart.notices.length > 0 && (
        <div className={styles.notices}>
          <CartNotices notices={page.cart.notices} />
        </div>
      )}
    </CartSummary>
  );
}

const styles = {
  layout: css({
    display: "grid",
    gap: "8",
    gridTemplateColumns: { base: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" },
    alignItems: "start",
  }),
  main: css({ display: "flex", flexDirection: "column", gap: "6", minW: "0" }),
  card: css({
    borderWidth: "thin",
    borderStyle: "solid",
    borderColor: "border",
    borderRadius: "lg",
    p: { base: "4", md: "6" },
  }),
  sectionHeading: css({ textStyle: "h3", mb: "4" }),
  subHeading: css({ textStyle: "h4", mb: "1" }),
  form: css({ display: "flex", flexDirection: "column", gap: "5" }),
  fieldset: css({ border: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "3" }),
  legend: css({ textStyle: "h4", mb: "3" }),
  hint: css({ textStyle: "body.sm", color: "fg.muted" }),
  alert: css({ textStyle: "body.md", color: "danger.text", fontWeight: "semibold" }),
  error: css({ textStyle: "body.sm", color: "danger.text", mt: "1" }),
  // Long labels ("Commander avec obligation de paiement") wrap on a 320 px phone instead of sticking out.
  submit: css({ alignSelf: "flex-start", maxW: "full", whiteSpace: "normal", textAlign: "center" }),
  apply: css({ alignSelf: "flex-start", maxW: "full", whiteSpace: "normal", textAlign: "center" }),
  addresses: css({
    display: "grid",
    gap: "6",
    mt: "4",
    gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
  }),
  address: css({ display: "flex", flexDirection: "column", fontStyle: "normal" }),
  addressBlock: css({ display: "flex", flexDirection: "column", gap: "2", minW: "0" }),
  choice: css({ mt: "1" }),
  choiceSummary: css({
    cursor: "pointer",
    color: "accent.text",
    textDecoration: "underline",
    w: "fit-content",
    borderRadius: "sm",
    focusVisibleRing: "outside",
  }),
  choiceForm: css({ display: "flex", flexDirection: "column", gap: "4", mt: "3" }),
  link: css({
    color: "accent.text",
    textDecoration: "underline",
    w: "fit-content",
    borderRadius: "sm",
    focusVisibleRing: "outside",
  }),
  summary: css({ position: { lg: "sticky" }, top: "4" }),
  lines: css({ display: "flex", flexDirection: "column", gap: "2", mb: "4" }),
  line: css({ display: "flex", justifyContent: "space-between", gap: "3", textStyle: "body.sm" }),
  linePrice: css({ whiteSpace: "nowrap" }),
  notices: css({ display: "flex", flexDirection: "column", gap: "2", mb: "4" }),
};
