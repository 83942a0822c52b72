import {
  isStoreApiError,
  type Registration,
  type RegistrationAddress,
  type StoreApiClient,
} from "@shop/store-api";
import { isTicked, type CheckoutCountry } from "./checkout.ts";
import { contextTokenCookieName, serializeCookie } from "./cookies.server.ts";
import { mapViolations } from "./forms/violations.ts";
import type { Problem } from "./forms/rules.ts";
import { localePrefix, type Locale } from "./locale.ts";

/**
 * Registration on the server, shared by the checkout's guest form (`checkout.server.ts`) and the account
 * registration `/register` (`register.server.ts`): the countries and salutations the forms offer, the
 * form's values as Shopware's registration, the storefront URL, the call with its violations per field,
 * and the session cookie of the new context token.
 */

export const nameOf = (entity: { name?: string | null; translated?: { name?: string | null } | null }) =>
  entity.translated?.name ?? entity.name ?? "";

export async function readCountries(api: StoreApiClient): Promise<CheckoutCountry[]> {
  const result = await api.readCountries({ associations: { states: {} } });
  return result.elements
    .filter((country) => country.active !== false && country.shippingAvailable !== false)
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((country) => {
      const states = (country as { states?: unknown }).states;
      const list = Array.isArray(states)
        ? (states as {
            id: string;
            name?: string | null;
            translated?: { name?: string | null } | null;
            position?: number | null;
          }[])
        : [];
      return {
        id: country.id,
        name: nameOf(country),
        iso: country.iso ?? "",
        zipPattern:
          country.checkPostalCodePattern !== false
            ? (country.defaultPostalCodePattern ?? undefined)
            : undefined,
        states: list
          .toSorted((a, b) => nameOf(a).localeCompare(nameOf(b)))
          .map((state) => ({ id: state.id, name: nameOf(state) })),
      };
    });
}

const text = (values: Record<string, string>, name: string) => (values[name] ?? "").trim();

/** The salutations the forms offer, in Shopware's order. */
export async function readSalutations(api: StoreApiClient): Promise<{ id: string; name: string }[]> {
  const salutations = await api.readSalutations();
  return salutations.elements
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((salutation) => ({
      id: salutation.id,
      name: salutation.translated?.displayName ?? salutation.displayName ?? salutation.salutationKey,
    }));
}

/** The sales channel's domain of the request: the shop's origin and the locale's prefix (`/fr-CH`). */
export function storefrontUrlOf(request: Request, locale: Locale): string {
  return new URL(request.url).origin + localePrefix(locale);
}

/** The HttpOnly session cookie of a context token (login, registration, its confirmation). */
export function sessionCookie(request: Request, token: string): string {
  return serializeCookie(contextTokenCookieName, token, { request, httpOnly: true });
}

export type RegisterOutcome =
  | { ok: true; contextToken: string | undefined; doubleOptIn: boolean }
  | { ok: false; errors: Record<string, Problem> };

/**
 * Sends a registration. Shopware's violations (400 with pointers) come back per form field; any other
 * failure is thrown.
 */
export async function registerWith(
  api: StoreApiClient,
  registration: Registration,
): Promise<RegisterOutcome> {
  try {
    const { customer, contextToken } = await api.register(registration);
    const doubleOptIn = Boolean(
      (customer as { doubleOptInRegistration?: boolean | null }).doubleOptInRegistration,
    );
    return { ok: true, contextToken, doubleOptIn };
  } catch (error) {
    if (isStoreApiError(error) && error.status === 400) {
      const errors = mapViolations(error.errors, registrationViolationFields);
      if (Object.keys(errors).length > 0) return { ok: false, errors };
    }
    throw error;
  }
}

function toAddress(
  values: Record<string, string>,
  prefix: string,
  countries: CheckoutCountry[],
): RegistrationAddress {
  const countryId = text(values, `${prefix}.countryId`);
  const stateId = text(values, `${prefix}.countryStateId`);
  // A canton of another country (the list of a form posted without JavaScript after the country changed) is dropped.
  const country = countries.find((item) => item.id === countryId);
  const state = country?.states.some((item) => item.id === stateId) ? stateId : undefined;
  const address: RegistrationAddress = {
    countryId,
    street: text(values, `${prefix}.street`),
    zipcode: text(values, `${prefix}.zipcode`),
    city: text(values, `${prefix}.city`),
    ...(state ? { countryStateId: state } : {}),
  };
  const firstName = text(values, `${prefix}.firstName`);
  const lastName = text(values, `${prefix}.lastName`);
  const phoneNumber = text(values, `${prefix}.phoneNumber`);
  if (firstName) address.firstName = firstName;
  if (lastName) address.lastName = lastName;
  if (phoneNumber) address.phoneNumber = phoneNumber;
  return address;
}

/** A registration form's values as Shopware's registration: a guest (`guest: true`), or an account with its password. */
export function toRegistration(
  values: Record<string, string>,
  countries: CheckoutCountry[],
  storefrontUrl: string,
  { guest = true }: { guest?: boolean } = {},
): Registration {
  const business = values["accountType"] === "business";
  const salutationId = text(values, "salutationId");
  const company = text(values, "company");
  const vatId = text(values, "vatId");
  const billingAddress = toAddress(values, "billingAddress", countries);
  if (business && company) billingAddress.company = company;
  return {
    ...(guest ? { guest: true } : { password: values["password"] ?? "" }),
    email: text(values, "email"),
    firstName: text(values, "firstName"),
    lastName: text(values, "lastName"),
    storefrontUrl,
    acceptedDataProtection: isTicked(values["acceptedDataProtection"]),
    accountType: business ? "business" : "private",
    ...(salutationId ? { salutationId } : {}),
    ...(business ? { company, ...(vatId ? { vatIds: [vatId] } : {}) } : {}),
    billingAddress,
    ...(isTicked(values["differentShipping"])
      ? { shippingAddress: toAddress(values, "shippingAddress", countries) }
      : {}),
  };
}

/** Shopware's pointers that name another field of the registration forms (guest and account). */
export const registrationViolationFields: Record<string, string> = {
  vatIds: "vatId",
  "billingAddress.company": "company",
  "billingAddress.firstName": "firstName",
  "billingAddress.lastName": "lastName",
};
