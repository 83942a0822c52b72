import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import {
  Checkbox,
  RadioGroupField,
  SelectField,
  TextField,
  useIsHydrated,
  type SelectFieldProps,
  type TextFieldProps,
} from "@shop/design-system";
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

/** A text field of a form with the name's value as typed and its error: the repeated part of every line. */
function Field({
  form,
  name,
  values,
  error,
  ...props
}: FieldState & { form: string } & Omit<TextFieldProps, "id" | "defaultValue" | "errorMessage">) {
  return (
    <TextField
      id={fieldId(form, name)}
      name={name}
      defaultValue={values[name]}
      errorMessage={error(name)}
      {...props}
    />
  );
}

/** A select of a form with the name's value as typed and its error. */
function Select({
  form,
  name,
  values,
  error,
  ...props
}: FieldState & { form: string } & Omit<SelectFieldProps, "id" | "errorMessage">) {
  return (
    <SelectField
      id={fieldId(form, name)}
      name={name}
      defaultValue={values[name]}
      errorMessage={error(name)}
      {...props}
    />
  );
}

const salutationOptions = (salutations: readonly { id: string; name: string }[]) =>
  salutations.map((salutation) => ({ value: salutation.id, label: salutation.name }));

export interface CustomerFieldsProps extends FieldState {
  form: string;
  salutations: readonly { id: string; name: string }[];
}

/** Account type (private/business), salutation, names, e-mail; company and VAT id for business. */
export function CustomerFields({ form, values, error, salutations }: CustomerFieldsProps) {
  const { t } = useLingui();
  const hydrated = useIsHydrated();
  const [accountType, setAccountType] = useState(values["accountType"] || "private");
  const state = { form, values, error };
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
      {/* In the page for everyone, shown by CSS while "Business customer" is checked: the same before and
          after hydration (no layout shift) and without JavaScript. */}
      <div className={shownForBusiness}>
        <Field
          {...state}
          name="company"
          label={t`Company`}
          isRequired={hydrated && accountType === "business"}
          autoComplete="organization"
        />
        <Field {...state} name="vatId" label={t`VAT ID`} description={t`E.g. CHE-123.456.789 MWST`} />
      </div>
      <Select
        {...state}
        name="salutationId"
        label={t`Salutation`}
        options={salutationOptions(salutations)}
        placeholder={t`Please choose`}
        className={styles.wide}
      />
      <Field {...state} name="firstName" label={t`First name`} isRequired autoComplete="given-name" />
      <Field {...state} name="lastName" label={t`Last name`} isRequired autoComplete="family-name" />
      <Field
        {...state}
        name="email"
        type="email"
        label={t`E-mail address`}
        isRequired
        autoComplete="email"
        className={styles.wide}
      />
    </div>
  );
}

export interface AddressFieldsProps extends FieldState {
  form: string;
  /** `billingAddress` or `shippingAddress`: the names' prefix; empty: the names as they are (the address book). */
  prefix: string;
  countries: readonly CheckoutCountry[];
  defaultCountryId: string;
  /** Names of their own (a different shipping address, the address book). @default false */
  withNames?: boolean;
  /** Salutation, company and two additional address lines (the address book). */
  salutations?: readonly { id: string; name: string }[];
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
  salutations,
}: AddressFieldsProps) {
  const { t } = useLingui();
  const name = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const section = prefix === "shippingAddress" ? "shipping " : prefix === "billingAddress" ? "billing " : "";
  const [countryId, setCountryId] = useState(values[name("countryId")] || defaultCountryId);
  const states = countries.find((country) => country.id === countryId)?.states ?? [];
  const state = { form, values, error };
  const text = (field: string, label: string, autoComplete: string, extra: Partial<TextFieldProps> = {}) => (
    <Field
      {...state}
      name={name(field)}
      label={label}
      isRequired
      autoComplete={`${section}${autoComplete}`}
      {...extra}
    />
  );
  return (
    <div className={styles.grid}>
      {salutations && (
        <Select
          {...state}
          name={name("salutationId")}
          label={t`Salutation`}
          options={salutationOptions(salutations)}
          placeholder={t`Please choose`}
          className={styles.wide}
        />
      )}
      {withNames && text("firstName", t`First name`, "given-name")}
      {withNames && text("lastName", t`Last name`, "family-name")}
      {salutations &&
        text("company", t`Company`, "organization", { isRequired: false, className: styles.wide })}
      {text("street", t`Street and number`, "address-line1", { className: styles.wide })}
      {salutations &&
        text("additionalAddressLine1", t`Additional address line 1`, "address-line2", {
          isRequired: false,
          className: styles.wide,
        })}
      {salutations &&
        text("additionalAddressLine2", t`Additional address line 2`, "address-line3", {
          isRequired: false,
          className: styles.wide,
        })}
      {text("zipcode", t`Postal code`, "postal-code", { inputMode: "numeric" })}
      {text("city", t`City`, "address-level2")}
      <Select
        {...state}
        name={name("countryId")}
        label={t`Country`}
        isRequired
        autoComplete={`${section}country`}
        options={countries.map((country) => ({ value: country.id, label: country.name }))}
        defaultValue={countryId}
        onChange={setCountryId}
      />
      {states.length > 0 && (
        <Select
          key={countryId}
          {...state}
          name={name("countryStateId")}
          label={t`Canton`}
          autoComplete={`${section}address-level1`}
          options={states.map((item) => ({ value: item.id, label: item.name }))}
          placeholder={t`Please choose`}
        />
      )}
      {text("phoneNumber", t`Phone`, "tel", {
        isRequired: false,
        type: "tel",
        description: t`Optional, for questions about the delivery.`,
      })}
    </div>
  );
}

/**
 * The business fields (company, VAT id) after an `accountType` radio group: in the page for everyone and
 * shown by CSS while "Business customer" is checked, so they are the same before and after hydration (no
 * layout shift) and work without JavaScript. A wrapper that keeps its children in the parent's grid.
 */
export const shownForBusiness = css({
  display: "none",
  "form:has(input[name=accountType][value=business]:checked) &": { display: "contents" },
});

/**
 * "Ship to a different address" and the shipping address's fields (`differentShipping`,
 * `shippingAddress.*`). The fieldset is shown by CSS while the box is ticked, so it is the same before and
 * after hydration (no layout shift) and works without JavaScript; the server reads the address only when
 * the box is ticked.
 */
export function DifferentShippingAddress({
  form,
  values,
  error,
  countries,
  defaultCountryId,
}: FieldState & { form: string; countries: readonly CheckoutCountry[]; defaultCountryId: string }) {
  const { t } = useLingui();
  return (
    <>
      <Checkbox name="differentShipping" value="on" defaultSelected={values["differentShipping"] === "on"}>
        {t`Ship to a different address`}
      </Checkbox>
      <fieldset className={styles.shipping}>
        <legend className={styles.legend}>{t`Shipping address`}</legend>
        <AddressFields
          form={form}
          prefix="shippingAddress"
          values={values}
          error={error}
          countries={countries}
          defaultCountryId={defaultCountryId}
          withNames
        />
      </fieldset>
    </>
  );
}

const styles = {
  shipping: css({
    border: "none",
    p: "0",
    m: "0",
    display: "flex",
    flexDirection: "column",
    gap: "3",
    "form:not(:has(input[name=differentShipping]:checked)) &": { display: "none" },
  }),
  legend: css({ textStyle: "h4", mb: "3" }),
  grid: css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } }),
  wide: css({ gridColumn: { md: "1 / -1" } }),
};
