import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Problem } from "./rules.ts";

/**
 * The texts of the catalogue's problems (spec §5), in both locales through Lingui: `i18n._(problemText(p))`.
 * Fields may name themselves in a text (`{field}` of a strict-check violation): pass the field's label.
 */
const texts: Record<Problem["rule"], MessageDescriptor> = {
  required: msg`This field is required.`,
  email: msg`Please enter a valid e-mail address.`,
  integer: msg`Please enter a whole number.`,
  numeric: msg`Please enter digits only.`,
  alpha: msg`Please enter letters only.`,
  alphanumeric: msg`Please enter letters and digits only.`,
  decimal: msg`Please enter a number.`,
  between: msg`Please enter a value between {min} and {max}.`,
  minLength: msg`Please enter at least {min} characters.`,
  maxLength: msg`Please enter at most {max} characters.`,
  minValue: msg`Please enter a value of at least {min}.`,
  sameAs: msg`The values do not match.`,
  url: msg`Please enter a valid URL.`,
  ip: msg`Please enter a valid IP address.`,
  mac: msg`Please enter a valid MAC address.`,
  passwordsMatch: msg`The passwords do not match.`,
  zipcode: msg`The postal code does not have the right format for this country.`,
  vatId: msg`The VAT ID does not have the right format (e.g. CHE-123.456.789 MWST).`,
  acceptTerms: msg`Please accept the terms and conditions.`,
  acceptDataProtection: msg`Please agree to the data protection provisions.`,
  acceptWaiver: msg`Please confirm that the download starts before the withdrawal period ends.`,
  date: msg`Please enter a valid date.`,
  notInThePast: msg`Please choose a date that is not in the past.`,
  serverBlank: msg`This field must not be empty.`,
  serverTooShort: msg`This value is too short.`,
  serverTooLow: msg`This value is too low.`,
  serverInvalid: msg`{field} is invalid.`,
  serverWrongPassword: msg`The password is wrong.`,
  serverVatId: msg`The VAT ID has the wrong format.`,
  serverZipcode: msg`The postal code has the wrong format.`,
  serverEmailTaken: msg`This e-mail address is already in use.`,
};

/** A problem as a descriptor with its values; `label` is the field's visible name (for `{field}`). */
export function problemText(problem: Problem, label = ""): MessageDescriptor {
  const { rule, ...parameters } = problem;
  return { ...texts[rule], values: { ...parameters, field: label } };
}
