import { PHONE_MAX_LENGTH, type CheckoutCountry } from "./checkout.ts";
import { rules, type FormRules, type Problem } from "./forms/rules.ts";

/**
 * The address book `/account/address` (spec §2), the parts the browser needs too: the form's field names
 * and rules (spec §5, the catalogue in `forms/rules.ts`), and the shapes of the loaders' and actions'
 * answers. The server side is `address-book.server.ts`; documented in docs/storefront-rules.md.
 */

/** The address form's fields: the Store API's names at the top level (violations point at `/zipcode`). */
export const addressFormFields = [
  "salutationId",
  "firstName",
  "lastName",
  "company",
  "street",
  "additionalAddressLine1",
  "additionalAddressLine2",
  "zipcode",
  "city",
  "countryId",
  "countryStateId",
  "phoneNumber",
] as const;

/** One card of the address book. */
export interface AddressCardData {
  id: string;
  lines: string[];
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
}

/** What the list page shows after a form posted without JavaScript (`?done=`), spoken once. */
export type AddressDone = "created" | "saved" | "deleted" | "default-billing" | "default-shipping";
export const addressDoneKeys: readonly AddressDone[] = [
  "created",
  "saved",
  "deleted",
  "default-billing",
  "default-shipping",
];

/** The list page's forms. */
export type AddressIntent = "delete" | "default-billing" | "default-shipping";

/** A message of a whole form (the Store API refused, or failed). */
export type AddressFormError =
  | "address-is-default"
  | "address-is-active"
  | "address-not-found"
  // Shopware's rate limit (429): wait `retryAfter` seconds.
  | "rate-limited"
  | "failed";

export interface AddressListFailure {
  ok: false;
  intent: AddressIntent | "";
  addressId: string;
  formError: AddressFormError;
  retryAfter?: number;
}
export interface AddressListSuccess {
  ok: true;
  intent: AddressIntent;
  addressId: string;
}
export type AddressListResult = AddressListFailure | AddressListSuccess;

/** The address form's answer when the shopper stays on it: what was typed and what is wrong. */
export interface AddressFormFailure {
  ok: false;
  values: Record<string, string>;
  errors: Record<string, Problem>;
  formError?: AddressFormError;
  retryAfter?: number;
}

/** The address form page's data: the countries, salutations, and the address being edited (if any). */
/** `?use=` of the address form opened from the checkout: the new address becomes the order's billing or shipping address. */
export type AddressUse = "billing" | "shipping";

/** `?use=` (or the posted `use`) when it is one of ours. */
export function readAddressUse(value: string | null | undefined): AddressUse | undefined {
  return value === "billing" || value === "shipping" ? value : undefined;
}

export interface AddressFormPage {
  addressId?: string;
  /** Opened from the checkout (create only): after saving, the address is used for the order, back to the checkout. */
  use?: AddressUse;
  values: Record<string, string>;
  countries: CheckoutCountry[];
  salutations: { id: string; name: string }[];
  defaultCountryId: string;
}

/** The address form's rules for the values as typed (postal code per the chosen country's pattern). */
export function addressFormRules(
  values: Readonly<Record<string, string>>,
  countries: readonly CheckoutCountry[],
): FormRules {
  const country = countries.find((item) => item.id === values["countryId"]);
  return {
    firstName: [rules.required(), rules.maxLength(255)],
    lastName: [rules.required(), rules.maxLength(255)],
    company: [rules.maxLength(255)],
    street: [rules.required(), rules.maxLength(255)],
    additionalAddressLine1: [rules.maxLength(255)],
    additionalAddressLine2: [rules.maxLength(255)],
    zipcode: [rules.required(), rules.zipcode(country?.zipPattern)],
    city: [rules.required(), rules.maxLength(255)],
    countryId: [rules.required()],
    phoneNumber: [rules.maxLength(PHONE_MAX_LENGTH)],
  };
}
