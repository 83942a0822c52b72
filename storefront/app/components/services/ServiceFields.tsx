import { useLingui } from "@lingui/react/macro";
import { SelectField, TextField } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import type { FieldHelpers } from "../account/AccountForm.tsx";
import { DataProtectionConsent } from "../DataProtectionConsent.tsx";

/**
 * The parts both service forms share: the contact fields (salutation, names, e-mail, phone; company) and
 * the privacy consent. Names are the rules' (lib/service-forms.ts), so the problems land at their fields.
 */
export interface ServiceFieldsProps {
  field: FieldHelpers;
  salutations: readonly { id: string; name: string }[];
  companyRequired: boolean;
}

export function ContactFields({ field, salutations, companyRequired }: ServiceFieldsProps) {
  const { t } = useLingui();
  const text = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={field.id(name)}
      name={name}
      label={label}
      defaultValue={field.value(name)}
      errorMessage={field.error(name)}
      {...extra}
    />
  );
  return (
    <fieldset className={serviceStyles.grid}>
      <legend className={serviceStyles.legend}>{t`Your contact details`}</legend>
      {text("company", t`Company`, {
        isRequired: companyRequired,
        autoComplete: "organization",
        className: serviceStyles.wide,
      })}
      <SelectField
        id={field.id("salutationId")}
        name="salutationId"
        label={t`Salutation`}
        options={salutations.map((salutation) => ({ value: salutation.id, label: salutation.name }))}
        placeholder={t`Please choose`}
        defaultValue={field.value("salutationId")}
        errorMessage={field.error("salutationId")}
        className={serviceStyles.wide}
      />
      {text("firstName", t`First name`, { isRequired: true, autoComplete: "given-name" })}
      {text("lastName", t`Last name`, { isRequired: true, autoComplete: "family-name" })}
      {text("email", t`E-mail address`, { isRequired: true, type: "email", autoComplete: "email" })}
      {text("phone", t`Phone`, { type: "tel", autoComplete: "tel" })}
    </fieldset>
  );
}

/** The privacy consent checkbox with its error (required by both forms). */
export function PrivacyConsent({ field }: { field: FieldHelpers }) {
  return (
    <DataProtectionConsent
      id={field.id("privacy")}
      name="privacy"
      defaultSelected={field.value("privacy") === "on"}
      error={field.error("privacy")}
    />
  );
}

/** What was sent, as a list of label and value (the success notice). */
export function SentSummary({ label, rows }: { label: string; rows: readonly [string, string][] }) {
  return (
    <dl className={serviceStyles.summary} aria-label={label}>
      {rows
        .filter(([, value]) => value.trim() !== "")
        .map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export const serviceStyles = {
  page: css({ maxW: "48rem", mx: "auto", px: "gutter", py: "10", w: "full" }),
  main: css({ display: "flex", flexDirection: "column", gap: "6", minW: "0" }),
  heading: css({ textStyle: "h1", overflowWrap: "anywhere" }),
  hint: css({ color: "fg.muted" }),
  grid: css({
    display: "grid",
    gap: "4",
    minW: "0",
    border: "none",
    p: "0",
    m: "0",
    md: { gridTemplateColumns: "1fr 1fr" },
  }),
  wide: css({ md: { gridColumn: "1 / -1" } }),
  legend: css({ textStyle: "h3", mb: "2" }),
  summary: css({
    display: "grid",
    gap: "1",
    p: "4",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "md",
    fontSize: "sm",
    "& > div": { display: "flex", flexWrap: "wrap", gap: "2" },
    "& dt": { fontWeight: "semibold" },
    "& dd": { whiteSpace: "pre-line", overflowWrap: "anywhere" },
  }),
};
