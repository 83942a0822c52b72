import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { Link, useFetcher } from "react-router";
import { Button, ErrorSummary, useIsHydrated } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { AddressFields, fieldId } from "../AddressFields.tsx";
import { useAddressErrorText } from "./AddressBook.tsx";
import { addressFormRules, type AddressFormFailure, type AddressFormPage } from "../../lib/address-book.ts";
import { problemText } from "../../lib/forms/messages.ts";
import { formValues, validate, type Problem } from "../../lib/forms/rules.ts";
import { localizePath } from "../../lib/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";

export interface AddressFormProps {
  page: AddressFormPage;
  /** The action's answer to the form posted without JavaScript: values as typed and errors per field. */
  failure?: AddressFormFailure;
}

const form = "address";

/**
 * The address form (add `/account/address/create`, edit `/account/address/{id}`): salutation, names,
 * company, street and two additional lines, postal code (the country's pattern), city, country and canton.
 * A plain POST form to its own page; with JavaScript checked first by the same rules and sent through a
 * fetcher (a success navigates to the list). On a failed submit the error summary takes focus; nothing
 * typed is lost.
 */
export function AddressForm({ page, failure }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const hydrated = useIsHydrated();
  const errorText = useAddressErrorText();
  const fetcher = useFetcher<AddressFormFailure>();
  const [clientErrors, setClientErrors] = useState<Record<string, Problem> | undefined>();
  const [submits, setSubmits] = useState(0);
  const answer = fetcher.data && !fetcher.data.ok ? fetcher.data : failure;
  const errors = clientErrors ?? answer?.errors ?? {};
  const values = answer?.values ?? page.values;
  const pending = fetcher.state !== "idle";
  const attempt = `${submits}:${pending ? "busy" : "idle"}`;
  // Opened from the checkout, the form keeps `use` in its address, so a failed post without JavaScript
  // shows the form for the checkout again.
  const action =
    localizePath(page.addressId ? `/account/address/${page.addressId}` : "/account/address/create", locale) +
    (page.use ? `?use=${page.use}` : "");
  const labels: Record<string, string> = {
    salutationId: t`Salutation`,
    firstName: t`First name`,
    lastName: t`Last name`,
    company: t`Company`,
    street: t`Street and number`,
    additionalAddressLine1: t`Additional address line 1`,
    additionalAddressLine2: t`Additional address line 2`,
    zipcode: t`Postal code`,
    city: t`City`,
    countryId: t`Country`,
    countryStateId: t`Canton`,
    phoneNumber: t`Phone`,
  };
  const label = (name: string) => labels[name] ?? name;
  const error = (name: string) => {
    const problem = errors[name];
    return problem ? i18n._(problemText(problem, label(name))) : undefined;
  };
  const items = Object.entries(errors).map(([name, problem]) => ({
    fieldId: fieldId(form, name),
    message: `${label(name)}: ${i18n._(problemText(problem, label(name)))}`,
  }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const current = formValues(data);
    const found = validate(addressFormRules(current, page.countries), current);
    setSubmits((count) => count + 1);
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      return;
    }
    setClientErrors(undefined);
    void fetcher.submit(data, { method: "post", action });
  };

  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-busy={pending || undefined}
      className={styles.form}
      data-ready={hydrated || undefined}
    >
      {answer?.formError && (
        <p role="alert" className={styles.alert}>
          {errorText(answer.formError, answer.retryAfter)}
        </p>
      )}
      <ErrorSummary title={t`Please correct the following entries:`} errors={items} focusKey={attempt} />
      {page.use && <input type="hidden" name="use" value={page.use} />}
      <AddressFields
        form={form}
        prefix=""
        values={values}
        error={error}
        countries={page.countries}
        defaultCountryId={page.defaultCountryId}
        salutations={page.salutations}
        withNames
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={pending} pendingLabel={t`Sending`}>
          {page.addressId
            ? t`Save address`
            : page.use === "billing"
              ? t`Add and use as billing address`
              : page.use === "shipping"
                ? t`Add and use as shipping address`
                : t`Add address`}
        </Button>
        <Link to={localizePath(page.use ? "/checkout" : "/account/address", locale)} className={styles.link}>
          {page.use ? t`Back to checkout` : t`Cancel`}
        </Link>
      </div>
    </fetcher.Form>
  );
}

const styles = {
  form: css({ display: "flex", flexDirection: "column", gap: "5", maxW: "40rem" }),
  alert: css({
    p: "3",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "danger.border",
    bg: "danger.subtle",
    color: "danger.text",
  }),
  actions: css({ display: "flex", flexWrap: "wrap", gap: "4", alignItems: "center" }),
  link: css({
    color: "accent.text",
    textDecoration: "underline",
    borderRadius: "sm",
    focusVisibleRing: "outside",
  }),
};
