import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { RadioGroupField, SelectField, TextField, useIsHydrated } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import type { CheckoutCountry } from "../lib/checkout.ts";

/**
 * Reusable form parts (checkout now; registration and the account's addresses next): the customer's fields
 * and an address's fields. Names are the Store API's (`billingAddress.zipcode`), so its violations map to
 * them (lib/forms/violations.ts). They take the values as typed and each field's error text.
 */
export interface FieldState {
  values: Readonly<Record<string, string>>;
  /** The error text of a field, or undefined. */
  error: (name: string) => string | undefined;
}

/** The control's id of a field name (the error summary links to it). */
export const fieldId = (form: string, name: string) => `${form}-${name.replace(/\./g, "-")}`;

export interface CustomerFieldsProps extends FieldState {
  form: string;
  salutations: readonly { id: string; name: string }[];
}

/** Account type (private/business), salutation, names, e-mail; company and VAT id for business. */
export function CustomerFields({ form, values, error, salutations }: CustomerFieldsProps) {
  const { t } = useLingui();
  const hydrated = useIsHydrated();
  const [accountType, setAccountType] = useState(values["accountType"] || "private");
  const showBusiness = !hydrated || accountType === "business";
  return (
    <div className={styles.grid}>
      <RadioGroupField
        name="accountType"
        label={t`Account type`}
        orientation="horizontal"
        value={accountType}
        onChange={setAccountType}
        options={[
          { value: "private", label: t`Private customer` },
          { value: "business", label: t`Business customer` },
        ]}
        className={styles.wide}
      />
      {showBusiness && (
        <>
          <TextField
            id={fieldId(form, "company")}
            name="company"
            label={t`Company`}
            description={hydrated ? undefined : t`For business customers only.`}
            isRequired={hydrated}
            autoComplete="organization"
            defaultValue={values["company"]}
            errorMessage={error("company")}
          />
          <TextField
            id={fieldId(form, "vatId")}
            name="vatId"
            label={t`VAT ID`}
            description={t`E.g. CHE-123.456.789 MWST`}
            defaultValue={values["vatId"]}
            errorMessage={error("vatId")}
          />
        </>
      )}
      <SelectField
        id={fieldId(form, "salutationId")}
        name="salutationId"
        label={t`Salutation`}
        options={salutations.map((salutation) => ({ value: salutation.id, label: salutation.name }))}
        placeholder={t`Please choose`}
        defaultValue={values["salutationId"]}
        errorMessage={error("salutationId")}
        className={styles.wide}
      />
      <TextField
        id={fieldId(form, "firstName")}
        name="firstName"
        label={t`First name`}
        isRequired
        autoComplete="given-name"
        defaultValue={values["firstName"]}
        errorMessage={error("firstName")}
      />
      <TextField
        id={fieldId(form, "lastName")}
        name="lastName"
        label={t`Last name`}
        isRequired
        autoComplete="family-name"
        defaultValue={values["lastName"]}
        errorMessage={error("lastName")}
      />
      <TextField
        id={fieldId(form, "email")}
        name="email"
        type="email"
        label={t`E-mail address`}
        isRequired
        autoComplete="email"
        defaultValue={values["email"]}
        errorMessage={error("email")}
        className={styles.wide}
      />
    </div>
  );
}

export interface AddressFieldsProps extends FieldState {
  form: string;
  /** `billingAddress` or `shippingAddress`: the names' prefix. */
  prefix: string;
  countries: readonly CheckoutCountry[];
  defaultCountryId: string;
  /** Names of their own (a different shipping address). @default false */
  withNames?: boolean;
}

/** Street, postal code, city, country and the canton of that country. */
export function AddressFields({
  form,
  prefix,
  values,
  error,
  countries,
  defaultCountryId,
  withNames = false,
}: AddressFieldsProps) {
  const { t } = useLingui();
  const name = (field: string) => `${prefix}.${field}`;
  const section = prefix === "shippingAddress" ? "shipping" : "billing";
  const [countryId, setCountryId] = useState(values[name("countryId")] || defaultCountryId);
  const states = countries.find((country) => country.id === countryId)?.states ?? [];
  const text = (field: string, label: string, autoComplete: string, extra: object = {}) => (
    <TextField
      id={fieldId(form, name(field))}
      name={name(field)}
      label={label}
      isRequired
      autoComplete={`${section} ${autoComplete}`}
      defaultValue={values[name(field)]}
      errorMessage={error(name(field))}
      {...extra}
    />
  );
  return (
    <div className={styles.grid}>
      {withNames && text("firstName", t`First name`, "given-name")}
      {withNames && text("lastName", t`Last name`, "family-name")}
      {text("street", t`Street and number`, "address-line1", { className: styles.wide })}
      {text("zipcode", t`Postal code`, "postal-code", { inputMode: "numeric" })}
      {text("city", t`City`, "address-level2")}
      <SelectField
        id={fieldId(form, name("countryId"))}
        name={name("countryId")}
        label={t`Country`}
        isRequired
        autoComplete={`${section} country`}
        options={countries.map((country) => ({ value: country.id, label: country.name }))}
        defaultValue={countryId}
        onChange={setCountryId}
        errorMessage={error(name("countryId"))}
      />
      {states.length > 0 && (
        <SelectField
          key={countryId}
          id={fieldId(form, name("countryStateId"))}
          name={name("countryStateId")}
          label={t`Canton`}
          autoComplete={`${section} address-level1`}
          options={states.map((state) => ({ value: state.id, label: state.name }))}
          placeholder={t`Please choose`}
          defaultValue={values[name("countryStateId")]}
          errorMessage={error(name("countryStateId"))}
        />
      )}
    </div>
  );
}

const styles = {
  grid: css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } }),
  wide: css({ gridColumn: { md: "1 / -1" } }),
};
