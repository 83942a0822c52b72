import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link as RouterLink, useFetcher } from "react-router";
import { Button, Checkbox, ErrorSummary, TextField, useIsHydrated } from "@shop/design-system";
import { css, cx } from "@shop/styled-system/css";
import { link } from "@shop/styled-system/recipes";
import { hiddenUntilHydrated } from "../hydration-styles.ts";
import { AddressFields, CustomerFields, fieldId, DifferentShippingAddress } from "../AddressFields.tsx";
import { DataProtectionConsent } from "../DataProtectionConsent.tsx";
import { problemText } from "../../lib/forms/messages.ts";
import { formValues, PASSWORD_MIN_LENGTH, validate, type Problem } from "../../lib/forms/rules.ts";
import { localizePath } from "../../lib/locale.ts";
import { registerFormRules, type RegisterFailure, type RegisterPageData } from "../../lib/register.ts";
import { useLocale } from "../../lib/use-locale.ts";

export interface RegisterFormProps {
  page: RegisterPageData;
  /** The action's answer to a form posted without JavaScript: values as typed and errors per field. */
  failure?: RegisterFailure;
}

const form = "register";

/**
 * The registration `/register` (spec §2, §5): private or business customer, salutation, names, e-mail,
 * password, billing address, an optional shipping address, data protection and newsletter. A plain POST
 * form; with JavaScript a fetcher sends it after the same checks the server makes. Once sent, the page
 * shows the double opt-in notice (`page.sentTo`).
 */
export function RegisterForm({ page, failure }: RegisterFormProps) {
  const hydrated = useIsHydrated();
  return (
    <div className={styles.card} data-ready={hydrated || undefined}>
      {page.sentTo ? <OptInNotice email={page.sentTo} /> : <Registration page={page} failure={failure} />}
    </div>
  );
}

function OptInNotice({ email }: { email: string }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="register-sent" className={styles.form}>
      <h1 id="register-sent" className={styles.heading} tabIndex={-1}>
        <Trans>Please confirm your e-mail address</Trans>
      </h1>
      <output className={styles.notice}>
        <Trans>
          We sent you an e-mail to <strong>{email}</strong>. Click the link in it to activate your account.
        </Trans>
      </output>
      <p className={styles.hint}>
        <Trans>No e-mail? Please check your spam folder.</Trans>
      </p>
      <RouterLink to={localizePath("/login", locale)} className={styles.link}>
        <Trans>Go to login</Trans>
      </RouterLink>
    </section>
  );
}

function Registration({ page, failure }: { page: RegisterPageData; failure?: RegisterFailure }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const hydrated = useIsHydrated();
  const action = localizePath("/register", locale);
  const fetcher = useFetcher<RegisterFailure>();
  const [clientErrors, setClientErrors] = useState<Record<string, Problem> | undefined>();
  const [submits, setSubmits] = useState(0);
  const [showPassword, setShowPassword] = useState(false);
  const answer = fetcher.data && !fetcher.data.ok ? fetcher.data : failure;
  const errors = clientErrors ?? answer?.errors ?? {};
  const values = answer?.values ?? {};
  const pending = fetcher.state !== "idle";
  // Changes with every submit and again when its answer is in: the error summary takes focus then.
  const attempt = `${submits}:${pending ? "busy" : "idle"}`;

  const labels: Record<string, string> = {
    accountType: t`Account type`,
    company: t`Company`,
    vatId: t`VAT ID`,
    salutationId: t`Salutation`,
    firstName: t`First name`,
    lastName: t`Last name`,
    email: t`E-mail address`,
    password: t`Password`,
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
  const error = (name: string) => {
    const problem = errors[name];
    return problem ? i18n._(problemText(problem, labels[name] ?? name)) : undefined;
  };
  const items = Object.entries(errors).map(([name, problem]) => ({
    fieldId: fieldId(form, name),
    message: `${labels[name] ?? name}: ${i18n._(problemText(problem, labels[name] ?? name))}`,
  }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const typed = formValues(data);
    const found = validate(registerFormRules(typed, page.countries), typed);
    setSubmits((count) => count + 1);
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      return;
    }
    setClientErrors(undefined);
    void fetcher.submit(data, { method: "post", action });
  };

  return (
    <section aria-labelledby="register-heading">
      <h1 id="register-heading" className={styles.heading}>
        <Trans>Create a customer account</Trans>
      </h1>
      <p className={styles.hint}>
        <Trans>Already registered?</Trans>{" "}
        <RouterLink to={localizePath("/login", locale)} className={styles.link}>
          <Trans>Log in</Trans>
        </RouterLink>
      </p>
      <fetcher.Form
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="register-heading"
        aria-busy={pending || undefined}
        className={styles.form}
      >
        {answer?.formError && (
          <p role="alert" className={styles.alert}>
            {t`Something went wrong. Please try again later.`}
          </p>
        )}
        <ErrorSummary title={t`Please correct the following entries:`} errors={items} focusKey={attempt} />
        <CustomerFields form={form} values={values} error={error} salutations={page.salutations} />
        <div className={styles.password}>
          <TextField
            id={fieldId(form, "password")}
            name="password"
            type={showPassword ? "text" : "password"}
            label={t`Password`}
            description={t`At least ${PASSWORD_MIN_LENGTH} characters. Upper and lower case count.`}
            isRequired
            autoComplete="new-password"
            errorMessage={error("password")}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={showPassword}
            aria-controls={fieldId(form, "password")}
            onPress={() => setShowPassword((shown) => !shown)}
            className={cx(styles.toggle, !hydrated && hiddenUntilHydrated)}
          >
            {showPassword ? t`Hide password` : t`Show password`}
          </Button>
        </div>
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
        <Checkbox name="newsletter" value="on" defaultSelected={values["newsletter"] === "on"}>
          {t`Subscribe to the newsletter`}
        </Checkbox>
        <Button type="submit" isPending={pending} pendingLabel={t`Sending`} className={styles.submit}>
          {t`Create account`}
        </Button>
      </fetcher.Form>
    </section>
  );
}

const styles = {
  card: css({
    w: "full",
    maxW: "48rem",
    borderWidth: "thin",
    borderStyle: "solid",
    borderColor: "border",
    borderRadius: "lg",
    p: { base: "4", md: "8" },
  }),
  heading: css({ textStyle: "h2", mb: "2", outline: "none" }),
  form: css({ display: "flex", flexDirection: "column", gap: "5", mt: "4" }),
  fieldset: css({ border: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "3" }),
  legend: css({ textStyle: "h4", mb: "3" }),
  notice: css({ display: "block" }),
  hint: css({ textStyle: "body.sm", color: "fg.muted" }),
  link: cx(link(), css({ alignSelf: "flex-start" })),
  alert: css({ textStyle: "body.md", color: "danger.text", fontWeight: "semibold" }),
  password: css({ display: "flex", flexDirection: "column", gap: "1", alignItems: "flex-start" }),
  toggle: css({ alignSelf: "flex-start" }),
  submit: css({ alignSelf: "flex-start" }),
};
