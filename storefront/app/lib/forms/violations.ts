import type { Problem } from "./rules.ts";

/**
 * Shopware's violations (a 400 whose errors carry `source.pointer` and a `VIOLATION::` code) as the form's
 * problems: the pointer names the field (`/billingAddress/zipcode` → `billingAddress.zipcode`, the form's
 * input name), the code the spec's server violation text (§5 "Server violation texts").
 * Documented in docs/storefront-rules.md, "Forms".
 */

/** What the mapping reads of a Store API error entry (`StoreApiErrorEntry`). */
export interface ViolationEntry {
  code?: string;
  detail?: string;
  source?: { pointer?: string };
}

/** A pointer as the form's field name: `/billingAddress/zipcode` → `billingAddress.zipcode`; `/vatIds/0` → `vatIds`. */
export function pointerToField(pointer: string): string {
  const parts = pointer
    .split("/")
    .filter(Boolean)
    .filter((part) => !/^\d+$/.test(part));
  return parts.join(".");
}

/** The code of a violation as the spec's server text. */
export function violationProblem(code: string | undefined, field: string): Problem {
  switch (code?.replace(/^VIOLATION::/, "")) {
    case "IS_BLANK_ERROR":
    case "c1051bb4-d103-4f74-8988-acbcafc7fdc3":
      return { rule: "serverBlank" };
    case "TOO_SHORT_ERROR":
    case "9ff3fdc4-b214-49db-8718-39c315e33d45":
      return { rule: "serverTooShort" };
    case "TOO_LOW_ERROR":
      return { rule: "serverTooLow" };
    case "ZIP_CODE_INVALID":
      return { rule: "serverZipcode" };
    case "VAT_ID_FORMAT_NOT_CORRECT":
      return { rule: "serverVatId" };
    case "CUSTOMER_EMAIL_NOT_UNIQUE":
      return { rule: "serverEmailTaken" };
    case "CUSTOMER_PASSWORD_NOT_CORRECT":
    case "PASSWORD_NOT_CORRECT":
      return { rule: "serverWrongPassword" };
    default:
      // STRICT_CHECK_FAILED_ERROR, INVALID_FORMAT_ERROR, NO_SUCH_CHOICE_ERROR, ENTITY_DOES_NOT_EXISTS ...
      return { rule: "serverInvalid", field };
  }
}

/**
 * The violations among a failed call's errors, per field (the first per field wins). `fields` renames a
 * pointer's field to the form's (e.g. `company` → `billingAddress.company`). Entries without a pointer
 * are not violations and are left out: the caller shows them as a message of the whole form.
 */
export function mapViolations(
  errors: readonly ViolationEntry[],
  fields: Readonly<Record<string, string>> = {},
): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  for (const entry of errors) {
    const pointer = entry.source?.pointer;
    if (!pointer || pointer === "/") continue;
    const raw = pointerToField(pointer);
    const field = fields[raw] ?? raw;
    if (!(field in problems)) problems[field] = violationProblem(entry.code, field);
  }
  return problems;
}
