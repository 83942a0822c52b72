/**
 * The validation catalogue of the spec (§5 "Generic form messages", "Password"), as pure functions the
 * browser and the server share: each rule takes the field's text and answers a `Problem` (what is wrong,
 * with its parameters) or undefined. Texts live in `messages.ts`; the rules never build a sentence.
 * Documented in docs/storefront-rules.md, "Forms".
 */

/** What can be wrong with a value: the catalogue's rules, then Shopware's violations (`violations.ts`). */
export type Problem =
  | { rule: "required" }
  | { rule: "email" }
  | { rule: "integer" }
  | { rule: "numeric" }
  | { rule: "alpha" }
  | { rule: "alphanumeric" }
  | { rule: "decimal" }
  | { rule: "between"; min: number; max: number }
  | { rule: "minLength"; min: number }
  | { rule: "maxLength"; max: number }
  | { rule: "minValue"; min: number }
  | { rule: "sameAs"; other: string }
  | { rule: "url" }
  | { rule: "ip" }
  | { rule: "mac" }
  | { rule: "passwordsMatch" }
  | { rule: "zipcode" }
  | { rule: "vatId" }
  | { rule: "acceptTerms" }
  | { rule: "acceptDataProtection" }
  | { rule: "acceptWaiver" }
  | { rule: "date" }
  | { rule: "notInThePast" }
  | { rule: "serverBlank" }
  | { rule: "serverTooShort" }
  | { rule: "serverTooLow" }
  | { rule: "serverInvalid"; field: string }
  | { rule: "serverWrongPassword" }
  | { rule: "serverVatId" }
  | { rule: "serverZipcode" }
  | { rule: "serverEmailTaken" };

/** A check of one value; the form's other values for rules that compare (same-as). */
export type Rule = (value: string, values: Readonly<Record<string, string>>) => Problem | undefined;

/** Shopware's password rule: at least 8 characters (case-sensitive, nothing else required). */
export const PASSWORD_MIN_LENGTH = 8;

/** Characters as PHP's mb_strlen counts them (code points), the way Shopware measures lengths. */
export const textLength = (value: string) => [...value].length;

const isBlank = (value: string) => value.trim() === "";

/** Every rule but `required` passes an empty value: a field is optional unless it is required. */
const unlessBlank =
  (check: (value: string) => boolean, problem: Problem): Rule =>
  (value) =>
    isBlank(value) || check(value.trim()) ? undefined : problem;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const integerPattern = /^[+-]?\d+$/;
const numericPattern = /^\d+$/;
const decimalPattern = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;
const alphaPattern = /^\p{L}+$/u;
const alphanumericPattern = /^[\p{L}\p{N}]+$/u;
const macPattern = /^([0-9a-f]{2}[:-]){5}[0-9a-f]{2}$/i;
const ipv4Pattern = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(value: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(value) || !value.includes(":")) return false;
  try {
    return new URL(`http://[${value}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** The Swiss UID with its optional VAT suffix, Shopware's pattern for CH. */
export const SWISS_UID_PATTERN = "CHE-\\d{3}\\.\\d{3}\\.\\d{3}( MWST| TVA| IVA)?";

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    return true;
  }
}

const toNumber = (value: string) => Number(value.trim().replace(",", "."));

export const rules = {
  required: (): Rule => (value) => (isBlank(value) ? { rule: "required" } : undefined),
  email: (): Rule => unlessBlank((value) => emailPattern.test(value), { rule: "email" }),
  integer: (): Rule => unlessBlank((value) => integerPattern.test(value), { rule: "integer" }),
  numeric: (): Rule => unlessBlank((value) => numericPattern.test(value), { rule: "numeric" }),
  alpha: (): Rule => unlessBlank((value) => alphaPattern.test(value), { rule: "alpha" }),
  alphanumeric: (): Rule => unlessBlank((value) => alphanumericPattern.test(value), { rule: "alphanumeric" }),
  decimal: (): Rule => unlessBlank((value) => decimalPattern.test(value), { rule: "decimal" }),
  between: (min: number, max: number): Rule =>
    unlessBlank((value) => decimalPattern.test(value) && toNumber(value) >= min && toNumber(value) <= max, {
      rule: "between",
      min,
      max,
    }),
  minLength: (min: number): Rule =>
    unlessBlank((value) => textLength(value) >= min, { rule: "minLength", min }),
  maxLength:
    (max: number): Rule =>
    (value) =>
      textLength(value.trim()) <= max ? undefined : { rule: "maxLength", max },
  minValue: (min: number): Rule =>
    unlessBlank((value) => decimalPattern.test(value) && toNumber(value) >= min, { rule: "minValue", min }),
  sameAs:
    (other: string): Rule =>
    (value, values) =>
      value === (values[other] ?? "") ? undefined : { rule: "sameAs", other },
  url: (): Rule => unlessBlank(isUrl, { rule: "url" }),
  ip: (): Rule => unlessBlank((value) => ipv4Pattern.test(value) || isIpv6(value), { rule: "ip" }),
  mac: (): Rule => unlessBlank((value) => macPattern.test(value), { rule: "mac" }),
  /** At least 8 characters; not trimmed (a password's spaces count). */
  password: (): Rule => (value) =>
    value === ""
      ? { rule: "required" }
      : textLength(value) < PASSWORD_MIN_LENGTH
        ? { rule: "minLength", min: PASSWORD_MIN_LENGTH }
        : undefined,
  /** A postal code matching the country's pattern (Shopware's `defaultPostalCodePattern`); none: any. */
  zipcode: (pattern?: string | null): Rule =>
    unlessBlank((value) => !pattern || matches(pattern, value), { rule: "zipcode" }),
  /** A VAT id matching the country's pattern; none: the Swiss UID (`CHE-123.456.789 MWST`). */
  vatId: (pattern?: string | null): Rule =>
    unlessBlank((value) => matches(pattern || SWISS_UID_PATTERN, value), { rule: "vatId" }),
  /** A checkbox that must be ticked (terms and conditions): its value is "on"/"1"/"true" when it is. */
  accepted:
    (problem: Problem = { rule: "acceptTerms" }): Rule =>
    (value) =>
      ["on", "1", "true"].includes(value) ? undefined : problem,
};

/** A form's rules: per field name, checked in order; the first problem wins. */
export type FormRules = Readonly<Record<string, readonly Rule[]>>;

/** Every field's first problem (fields without one are absent). */
export function validate(
  formRules: FormRules,
  values: Readonly<Record<string, string>>,
): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  for (const [field, fieldRules] of Object.entries(formRules)) {
    const value = values[field] ?? "";
    for (const rule of fieldRules) {
      const problem = rule(value, values);
      if (problem) {
        problems[field] = problem;
        break;
      }
    }
  }
  return problems;
}

/** A form's text values (files ignored; a repeated name keeps its first value). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !(name in values)) values[name] = value;
  }
  return values;
}
