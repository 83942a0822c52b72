import { rules, type FormRules, type Problem } from "./forms/rules.ts";

/**
 * The checkout's forms, the parts the browser needs too: field names, their rules (spec §5, the catalogue
 * in `forms/rules.ts`) and the shapes of the action's answers. The server side is `checkout.server.ts`.
 */

/** A country the address forms offer, with its cantons and its postal code pattern. */
export interface CheckoutCountry {
  id: string;
  name: string;
  iso: string;
  zipPattern?: string;
  states: { id: string; name: string }[];
}

/** The guest form's address fields, per address (`billingAddress.street`, `shippingAddress.street`, ...). */
export const addressFieldNames = [
  "firstName",
  "lastName",
  "street",
  "zipcode",
  "city",
  "countryId",
  "countryStateId",
  "phoneNumber",
] as const;

export type CheckoutIntent =
  "guest" | "shipping-method" | "payment-method" | "billing-address" | "shipping-address" | "order";

/** The action's answer when the shopper stays on the form: what was typed and what is wrong, per field. */
export interface CheckoutFailure {
  ok: false;
  intent: CheckoutIntent;
  values: Record<string, string>;
  errors: Record<string, Problem>;
  /** A message of the whole form (the shop failed, the cart changed). */
  formError?: "checkout-failed" | "order-failed" | "cart-empty" | "rate-limited" | "address-not-found";
  /** With `rate-limited`: the seconds Shopware asked to wait. */
  retryAfter?: number;
}

export interface CheckoutSuccess {
  ok: true;
  intent: CheckoutIntent;
}

export type CheckoutResult = CheckoutFailure | CheckoutSuccess;

/** Longer than any phone number with its country code and spaces; Shopware's column takes 255. */
export const PHONE_MAX_LENGTH = 40;

const isTicked = (value: string | undefined) => ["on", "1", "true"].includes(value ?? "");

function addressRules(prefix: string, country: CheckoutCountry | undefined, withNames: boolean): FormRules {
  return {
    ...(withNames ? { [`${prefix}.firstName`]: [rules.required(), rules.maxLength(255)] } : {}),
    ...(withNames ? { [`${prefix}.lastName`]: [rules.required(), rules.maxLength(255)] } : {}),
    [`${prefix}.street`]: [rules.required(), rules.maxLength(255)],
    [`${prefix}.zipcode`]: [rules.required(), rules.zipcode(country?.zipPattern)],
    [`${prefix}.city`]: [rules.required(), rules.maxLength(255)],
    [`${prefix}.countryId`]: [rules.required()],
    [`${prefix}.phoneNumber`]: [rules.maxLength(PHONE_MAX_LENGTH)],
  };
}

/** The guest form's rules for the values as typed (business fields and the other address only when chosen). */
export function guestFormRules(
  values: Readonly<Record<string, string>>,
  countries: readonly CheckoutCountry[],
): FormRules {
  const countryOf = (id: string | undefined) => countries.find((country) => country.id === id);
  const business = values["accountType"] === "business";
  return {
    firstName: [rules.required(), rules.maxLength(255)],
    lastName: [rules.required(), rules.maxLength(255)],
    email: [rules.required(), rules.email()],
    ...(business
      ? {
          company: [rules.required(), rules.maxLength(255)],
          vatId: [
            rules.vatId(countryOf(values["billingAddress.countryId"])?.iso === "CH" ? undefined : ".*"),
          ],
        }
      : {}),
    ...addressRules("billingAddress", countryOf(values["billingAddress.countryId"]), false),
    ...(isTicked(values["differentShipping"])
      ? addressRules("shippingAddress", countryOf(values["shippingAddress.countryId"]), true)
      : {}),
    acceptedDataProtection: [rules.accepted({ rule: "acceptDataProtection" })],
  };
}

/** The order form's rules: the terms, and the waiver of the withdrawal right when downloads are in the cart. */
export function orderFormRules(hasDownloads: boolean): FormRules {
  return {
    tos: [rules.accepted()],
    ...(hasDownloads ? { revocation: [rules.accepted({ rule: "acceptWaiver" })] } : {}),
    orderReference: [rules.maxLength(100)],
    comment: [rules.maxLength(1000)],
  };
}

export { isTicked };
