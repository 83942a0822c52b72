import { rules, type FormRules, type Problem } from "./forms/rules.ts";

/**
 * The forms of the account's profile, payment and password-recovery pages, the parts the browser and the
 * server share: each form's intent, its rules (spec §5: required, e-mail, password of at least 8
 * characters, "passwords do not match") and the action's answer. The server side is
 * `account-profile.server.ts` and `recover.server.ts`. Documented in docs/storefront-rules.md, "Account
 * profile and password recovery".
 */

export type AccountFormIntent =
  | "profile"
  | "email"
  | "password"
  | "payment-method"
  | "recover"
  | "reset"
  /** The service forms (lib/service-forms.ts) share the account's form and its answer. */
  | "quotation"
  | "test-machine"
  /** The order mail's link, for a guest: the order's e-mail and billing postal code. */
  | "order-link"
  /** The CMS form element's contact and newsletter forms (lib/cms-forms.ts). */
  | "cms-contact"
  | "cms-newsletter";

/** Why a form failed as a whole (no field to blame). */
export type AccountFormError =
  | "failed"
  | "throttled"
  | "expired"
  /** The order link's e-mail and postal code are not the order's. */
  | "credentials";

/** The action's answer: what was typed (never a password) and what is wrong per field, or that it worked. */
export interface AccountFormResult {
  ok: boolean;
  intent: AccountFormIntent;
  values: Record<string, string>;
  errors: Record<string, Problem>;
  formError?: AccountFormError;
  /** With `throttled`: seconds until the next try. */
  retryAfter?: number;
}

/** A second password that must equal the first: German's "passwords do not match" (spec §5). */
const samePassword =
  (other: string) =>
  (value: string, values: Readonly<Record<string, string>>): Problem | undefined =>
    value === (values[other] ?? "") ? undefined : { rule: "passwordsMatch" };

const sameValue =
  (other: string) =>
  (value: string, values: Readonly<Record<string, string>>): Problem | undefined =>
    value.trim() === (values[other] ?? "").trim() ? undefined : { rule: "sameAs", other };

/** Personal data: names required; business accounts also company and the Swiss UID. */
export function profileRules(values: Readonly<Record<string, string>>): FormRules {
  const business = values["accountType"] === "business";
  return {
    firstName: [rules.required(), rules.maxLength(255)],
    lastName: [rules.required(), rules.maxLength(255)],
    title: [rules.maxLength(100)],
    ...(business ? { company: [rules.required(), rules.maxLength(255)], vatId: [rules.vatId()] } : {}),
  };
}

export const emailRules: FormRules = {
  email: [rules.required(), rules.email()],
  emailConfirmation: [rules.required(), sameValue("email")],
  password: [rules.required()],
};

export const passwordRules: FormRules = {
  password: [rules.required()],
  newPassword: [rules.password()],
  newPasswordConfirm: [rules.required(), samePassword("newPassword")],
};

export const recoverRules: FormRules = { email: [rules.required(), rules.email()] };

export const resetRules: FormRules = {
  newPassword: [rules.password()],
  newPasswordConfirm: [rules.required(), samePassword("newPassword")],
};

export const orderLinkRules: FormRules = {
  email: [rules.required(), rules.email()],
  zipcode: [rules.required()],
};

export const paymentMethodRules: FormRules = { paymentMethodId: [rules.required()] };

/** Field names that hold a password: never sent back to the page. */
export const secretFields = new Set(["password", "newPassword", "newPasswordConfirm"]);

/** The form's values without its passwords, for the answer. */
export function echoValues(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secretFields.has(name)));
}
