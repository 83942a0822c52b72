import { guestFormRules, type CheckoutCountry } from "./checkout.ts";
import { rules, type FormRules, type Problem } from "./forms/rules.ts";

/**
 * The registration `/register`, the parts the browser needs too: the form's rules (the checkout's guest
 * form plus the password, spec §5 "Password") and the action's answers. Server side: `register.server.ts`.
 */

/** The account form's rules for the values as typed: the guest form's and a password of 8+ characters. */
export function registerFormRules(
  values: Readonly<Record<string, string>>,
  countries: readonly CheckoutCountry[],
): FormRules {
  return { ...guestFormRules(values, countries), password: [rules.password()] };
}

/** The action's answer when the shopper stays on the form: what was typed (never the password) and what is wrong. */
export interface RegisterFailure {
  ok: false;
  values: Record<string, string>;
  errors: Record<string, Problem>;
  formError?: "register-failed";
}

/** What `/register` shows: the form, or the notice that the opt-in mail went out. */
export interface RegisterPageData {
  countries: CheckoutCountry[];
  salutations: { id: string; name: string }[];
  defaultCountryId: string;
  /** Set once registered: the address the opt-in mail went to. */
  sentTo?: string;
}
