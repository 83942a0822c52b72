import { data, redirect } from "react-router";
import {
  isStoreApiError,
  type AddressInput,
  type CustomerAddress,
  type StoreApiClient,
} from "@shop/store-api";
import { loginPath } from "./account.ts";
import { addressLines, requireCustomer } from "./account.server.ts";
import {
  addressDoneKeys,
  addressFormFields,
  addressFormRules,
  type AddressCardData,
  type AddressDone,
  type AddressFormError,
  type AddressFormFailure,
  type AddressFormPage,
  type AddressIntent,
  type AddressListResult,
  readAddressUse,
  type AddressUse,
} from "./address-book.ts";
import { readCountries, readSalutations } from "./registration.server.ts";
import { pageNotFound, toPageError } from "./errors.server.ts";
import { formValues, validate } from "./forms/rules.ts";
import { mapViolations } from "./forms/violations.ts";
import { localizePath, type Locale } from "./locale.ts";
import { PRIVATE_HEADERS } from "./http-cache.server.ts";

/**
 * The address book `/account/address` on the server (spec §2): the customer's addresses as cards, the
 * address form (create `/account/address/create`, edit `/account/address/{id}`), delete and the default
 * billing/shipping switches. Every form is a plain POST answering 303 (or the form again with its values
 * and errors); a 403 of the Store API (the session expired) sends to the login, which leads back here.
 */

const idPattern = /^[0-9a-f]{32}$/i;

/** The login page leading back to `path`, when the Store API says the session is no customer's (403/401). */
function isSessionGone(error: unknown): boolean {
  return isStoreApiError(error) && (error.status === 403 || error.status === 401);
}
const toLogin = (locale: Locale, path: string) =>
  redirect(loginPath(locale, path), { status: 303, headers: PRIVATE_HEADERS });

/** The list's cards: the default billing address first, then the default shipping address, then the rest. */
export function toAddressCards(
  addresses: readonly CustomerAddress[],
  defaults: { billing?: string | null; shipping?: string | null },
): AddressCardData[] {
  const rank = (address: CustomerAddress) =>
    address.id === defaults.billing ? 0 : address.id === defaults.shipping ? 1 : 2;
  return addresses
    .map((address, index) => ({ address, index }))
    .toSorted((a, b) => rank(a.address) - rank(b.address) || a.index - b.index)
    .map(({ address }) => ({
      id: address.id,
      lines: addressLines(address),
      isDefaultBilling: address.id === defaults.billing,
      isDefaultShipping: address.id === defaults.shipping,
    }));
}

/** `?done=` of a 303 after a form without JavaScript, when it is one of ours. */
export function readDone(url: URL): AddressDone | undefined {
  const done = url.searchParams.get("done");
  return (addressDoneKeys as readonly string[]).includes(done ?? "") ? (done as AddressDone) : undefined;
}

/** The list page's data; a 403 (session expired) answers 303 to the login. */
export async function readAddressBook(api: StoreApiClient, url: URL, locale: Locale) {
  const customer = await requireCustomer(api, url, locale);
  try {
    const list = await api.listAddresses({ associations: { country: {}, countryState: {} }, limit: 100 });
    return {
      addresses: toAddressCards(list.elements, {
        billing: customer.defaultBillingAddressId,
        shipping: customer.defaultShippingAddressId,
      }),
      done: readDone(url),
    };
  } catch (error) {
    if (isSessionGone(error)) throw toLogin(locale, localizePath("/account/address", locale));
    throw toPageError(error, url.pathname);
  }
}

/** A refusal of the Store API as the form's message (spec §8 "default address set/delete errors"). */
export function addressFormError(error: unknown): AddressFormError {
  if (!isStoreApiError(error)) return "failed";
  if (error.status === 429) return "rate-limited";
  const code = error.errors[0]?.code ?? error.code;
  if (code === "CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT") return "address-is-default";
  if (code === "CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE") return "address-is-active";
  if (code === "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND") return "address-not-found";
  return "failed";
}

/**
 * The list page's forms (`intent`): `delete`, `default-billing`, `default-shipping` of `addressId`.
 * Success answers 303 to the list with `?done=` (with `_fetch`, a fetcher: `{ ok: true }`); a refusal
 * answers 400 with the message; a 403 sends to the login. A form of another site never gets here
 * (lib/csrf.server.ts).
 */
export async function addressListAction(request: Request, api: StoreApiClient, locale: Locale) {
  const listPath = localizePath("/account/address", locale);
  const values = formValues(await request.formData().catch(() => new FormData()));
  const intent = (values["intent"] ?? "") as AddressIntent;
  const addressId = (values["addressId"] ?? "").trim();
  const fail = (formError: AddressFormError, status: number, retryAfter?: number) =>
    data<AddressListResult>(
      {
        ok: false,
        intent: ["delete", "default-billing", "default-shipping"].includes(intent) ? intent : "",
        addressId,
        formError,
        ...(retryAfter === undefined ? {} : { retryAfter }),
      },
      { status, headers: PRIVATE_HEADERS },
    );
  if (!["delete", "default-billing", "default-shipping"].includes(intent)) return fail("failed", 400);
  if (!idPattern.test(addressId)) return fail("address-not-found", 400);
  if (!api.getContextToken()) return toLogin(locale, listPath);
  try {
    if (intent === "delete") await api.deleteAddress(addressId);
    else await api.setDefaultAddress(intent === "default-billing" ? "billing" : "shipping", addressId);
  } catch (error) {
    if (isSessionGone(error)) return toLogin(locale, listPath);
    if (isStoreApiError(error) && (error.status === 400 || error.status === 429))
      return fail(addressFormError(error), error.status, error.retryAfter);
    console.error("address book failed", error);
    return fail("failed", 502);
  }
  if (values["_fetch"])
    return data<AddressListResult>({ ok: true, intent, addressId }, { headers: PRIVATE_HEADERS });
  const done: AddressDone = intent === "delete" ? "deleted" : intent;
  return redirect(`${listPath}?done=${done}`, { status: 303, headers: PRIVATE_HEADERS });
}

/** An address as the form's values. */
export function toFormValues(address: CustomerAddress): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of addressFormFields) {
    const value = (address as Record<string, unknown>)[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * The address form page's data: countries, salutations, the session's country as the default, and for
 * `addressId` the customer's address (another id: 404). 403 → the login.
 */
export async function readAddressForm(
  api: StoreApiClient,
  url: URL,
  locale: Locale,
  addressId?: string,
): Promise<AddressFormPage> {
  await requireCustomer(api, url, locale);
  try {
    const [countries, salutations, context, address] = await Promise.all([
      readCountries(api),
      readSalutations(api),
      api.readContext(),
      addressId ? readOwnAddress(api, addressId) : Promise.resolve(undefined),
    ]);
    if (addressId && !address) throw pageNotFound(url.pathname);
    const use = addressId ? undefined : readAddressUse(url.searchParams.get("use"));
    return {
      ...(addressId ? { addressId } : {}),
      ...(use ? { use } : {}),
      values: address ? toFormValues(address) : {},
      countries,
      salutations,
      defaultCountryId: context.shippingLocation.country.id,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isSessionGone(error)) throw toLogin(locale, url.pathname);
    throw toPageError(error, url.pathname);
  }
}

async function readOwnAddress(api: StoreApiClient, addressId: string) {
  if (!idPattern.test(addressId)) return undefined;
  const list = await api.listAddresses({ ids: [addressId], limit: 1 });
  return list.elements.find((address) => address.id === addressId);
}

const text = (values: Record<string, string>, name: string) => (values[name] ?? "").trim();

/** The form's values as the Store API's address (a canton of another country is dropped). */
export function toAddressInput(
  values: Record<string, string>,
  countries: readonly { id: string; states: readonly { id: string }[] }[],
): AddressInput {
  const countryId = text(values, "countryId");
  const stateId = text(values, "countryStateId");
  const country = countries.find((item) => item.id === countryId);
  const optional = (
    name: "salutationId" | "company" | "additionalAddressLine1" | "additionalAddressLine2" | "phoneNumber",
  ) => (text(values, name) ? { [name]: text(values, name) } : {});
  return {
    firstName: text(values, "firstName"),
    lastName: text(values, "lastName"),
    street: text(values, "street"),
    zipcode: text(values, "zipcode"),
    city: text(values, "city"),
    countryId,
    countryStateId: country?.states.some((state) => state.id === stateId) ? stateId : null,
    ...optional("salutationId"),
    ...optional("company"),
    ...optional("additionalAddressLine1"),
    ...optional("additionalAddressLine2"),
    ...optional("phoneNumber"),
  };
}

/**
 * A new address for the checkout: the session's billing or shipping address, then back to the checkout.
 * The address is saved either way: when Shopware refuses the switch, the checkout offers it to choose.
 */
async function chooseForCheckout(api: StoreApiClient, locale: Locale, use: AddressUse, id: string) {
  try {
    await api.updateContext(use === "billing" ? { billingAddressId: id } : { shippingAddressId: id });
  } catch (error) {
    console.error("address: using the new address for the checkout failed", error);
  }
  return redirect(localizePath("/checkout", locale), { status: 303, headers: PRIVATE_HEADERS });
}

/** Only the form's fields are echoed, capped. */
function echo(values: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of addressFormFields)
    if (values[field] !== undefined) kept[field] = values[field].slice(0, 1000);
  return kept;
}

/**
 * The address form's action: checks with the shared rules, creates (`addressId` undefined) or replaces
 * the address, and answers 303 to the list (`?done=created|saved`). A new address posted with `use`
 * (billing or shipping, the form opened from the checkout) becomes the session's billing or shipping
 * address and the answer leads back to the checkout. Problems answer 400 with the values as typed and the
 * problems per field (the Store API's violations mapped by their pointers).
 */
export async function saveAddressAction(
  request: Request,
  api: StoreApiClient,
  locale: Locale,
  addressId?: string,
) {
  const listPath = localizePath("/account/address", locale);
  const values = formValues(await request.formData().catch(() => new FormData()));
  const fail = (failure: Omit<AddressFormFailure, "ok" | "values">, status: number) =>
    data<AddressFormFailure>(
      { ok: false, values: echo(values), ...failure },
      { status, headers: PRIVATE_HEADERS },
    );
  const use = addressId === undefined ? readAddressUse(values["use"]) : undefined;
  const here = new URL(request.url).pathname + (use ? `?use=${use}` : "");
  if (!api.getContextToken()) return toLogin(locale, here);
  if (addressId !== undefined && !idPattern.test(addressId))
    return fail({ errors: {}, formError: "address-not-found" }, 404);
  try {
    const countries = await readCountries(api);
    const errors = validate(addressFormRules(values, countries), values);
    if (Object.keys(errors).length > 0) return fail({ errors }, 400);
    try {
      const saved = await api.saveAddress(toAddressInput(values, countries), addressId);
      if (use) return await chooseForCheckout(api, locale, use, saved.id);
    } catch (error) {
      if (isStoreApiError(error) && error.status === 400) {
        const mapped = mapViolations(error.errors);
        if (Object.keys(mapped).length > 0) return fail({ errors: mapped }, 400);
        return fail({ errors: {}, formError: addressFormError(error) }, 400);
      }
      throw error;
    }
  } catch (error) {
    if (isSessionGone(error)) return toLogin(locale, here);
    if (isStoreApiError(error) && error.status === 429) {
      // Shopware's rate limit: the form again with everything typed, and how long to wait.
      return fail({ errors: {}, formError: "rate-limited", retryAfter: error.retryAfter }, 429);
    }
    console.error("address save failed", error);
    return fail({ errors: {}, formError: "failed" }, 502);
  }
  return redirect(`${listPath}?done=${addressId ? "saved" : "created"}`, {
    status: 303,
    headers: PRIVATE_HEADERS,
  });
}
