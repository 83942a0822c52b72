import { mergeCarts } from "../cart/store.ts";
import { addressStore, customerStore, toCustomer } from "../entities/customer.ts";
import { countryById, type CountryFixture } from "../fixtures/countries.ts";
import { countryStateById } from "../fixtures/country-states.ts";
import { customerByEmail, type CustomerAddressFixture, type CustomerFixture } from "../fixtures/customers.ts";
import { greetingOf, sendAccountMail, sha1 } from "../lib/account-mail.ts";
import {
  checkBusiness,
  checkStorefrontUrl,
  equalTo,
  PASSWORD_MIN_LENGTH,
  vatIdList,
} from "../lib/account-rules.ts";
import { isoNow } from "../lib/clock.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { salutationById, salutations } from "../fixtures/salutations.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";
import { readJsonBody, Violations, violationsResponse } from "../lib/validation.ts";
import { CUSTOMER_TOKEN_STORE, replaceSession } from "./account.ts";

export { PASSWORD_MIN_LENGTH };

const str = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * Shopware's `address.create` validation (AddressValidationFactory + the country's rules) of one address
 * of a registration: names (falling back to the customer's), street, city, an existing country, a canton of
 * that country, and the postal code: required and matching the country's pattern (`VIOLATION::ZIP_CODE_INVALID`).
 */
export function validateAddress(
  check: Violations,
  prefix: string,
  address: Record<string, unknown>,
  names: { firstName: unknown; lastName: unknown },
): CountryFixture | undefined {
  check.notBlank(`${prefix}/firstName`, address.firstName ?? names.firstName);
  check.notBlank(`${prefix}/lastName`, address.lastName ?? names.lastName);
  check.notBlank(`${prefix}/street`, address.street);
  check.notBlank(`${prefix}/city`, address.city);
  if (!check.notBlank(`${prefix}/countryId`, address.countryId)) return undefined;
  if (!check.exists(`${prefix}/countryId`, "country", address.countryId, (id) => Boolean(countryById(id))))
    return undefined;
  const country = countryById(address.countryId as string)!;
  if (address.countryStateId != null) {
    check.exists(
      `${prefix}/countryStateId`,
      "country_state",
      address.countryStateId,
      (id) => countryStateById(id)?.countryId === country.id,
    );
  }
  if (check.notBlank(`${prefix}/zipcode`, address.zipcode)) {
    const zipcode = String(address.zipcode).trim();
    if (!new RegExp(`^${country.postalCodePattern}$`).test(zipcode)) {
      check.add(
        `${prefix}/zipcode`,
        "ZIP_CODE_INVALID",
        "This value is not a valid ZIP code for country {{ iso }}",
        {
          "{{ iso }}": country.iso,
        },
      );
    }
  }
  return country;
}

export function toAddressFixture(
  id: string,
  customerId: string,
  address: Record<string, unknown>,
  names: { firstName: string; lastName: string; salutationId: string },
  company: string | null,
): CustomerAddressFixture {
  return {
    id,
    customerId,
    salutationId: str(address.salutationId) ?? names.salutationId,
    firstName: str(address.firstName) ?? names.firstName,
    lastName: str(address.lastName) ?? names.lastName,
    company: str(address.company) ?? company,
    department: str(address.department),
    street: String(address.street).trim(),
    additionalAddressLine1: str(address.additionalAddressLine1),
    additionalAddressLine2: str(address.additionalAddressLine2),
    zipcode: String(address.zipcode).trim(),
    city: String(address.city).trim(),
    countryId: String(address.countryId),
    countryStateId: str(address.countryStateId),
    phoneNumber: str(address.phoneNumber),
  };
}

export const newId = () => crypto.randomUUID().replaceAll("-", "");

/**
 * `POST /account/register` (RegisterRoute): with `guest: true` a guest account (no password, the e-mail may
 * already be in use) that can order right away — the session moves to a new token with the guest logged
 * in, the guest cart comes along, and the shipping location follows the shipping address. Without it an
 * account with double opt-in (`core.loginRegistration.doubleOptInRegistration` on, as this shop runs it):
 * the account is stored with a hash, the opt-in mail goes out with the confirm link, and the answer is the
 * customer while the session stays a guest's; `/account/register-confirm` logs the customer in.
 * Private or business (`company`, `vatIds` in the Swiss UID format).
 */
async function register({ request, token, scope, runtime }: RouteArgs): Promise<Response> {
  const { state } = runtime;
  const body = await readJsonBody(request);
  const guest = body.guest === true;
  const business = body.accountType === "business";
  const check = new Violations();

  if (body.salutationId != null)
    check.exists("/salutationId", "salutation", body.salutationId, (id) => Boolean(salutationById(id)));
  if (check.email("/email", body.email) && !guest) {
    const taken = customerByEmail(
      String(body.email),
      [...customerStore(state).values()].filter((c) => !c.guest),
    );
    if (taken) {
      check.add(
        "/email",
        "CUSTOMER_EMAIL_NOT_UNIQUE",
        `The email address ${String(body.email)} is already in use`,
        {
          "{{ email }}": String(body.email),
        },
      );
    }
  }
  if (!guest && check.notBlank("/password", body.password))
    check.minLength("/password", body.password, PASSWORD_MIN_LENGTH);
  check.notBlank("/firstName", body.firstName);
  check.notBlank("/lastName", body.lastName);
  check.notBlank("/acceptedDataProtection", body.acceptedDataProtection);
  if (body.accountType != null) check.choice("/accountType", body.accountType, ["private", "business"]);
  checkStorefrontUrl(check, runtime, scope.origin, body.storefrontUrl);

  const names = { firstName: body.firstName, lastName: body.lastName };
  const billing = record(body.billingAddress);
  let billingCountry: CountryFixture | undefined;
  if (!billing) check.notBlank("/billingAddress", null);
  else billingCountry = validateAddress(check, "/billingAddress", billing, names);
  const shipping = record(body.shippingAddress);
  if (shipping) validateAddress(check, "/shippingAddress", shipping, names);

  const company = str(body.company) ?? (billing ? str(billing.company) : null);
  const vatIds = vatIdList(body.vatIds);
  if (business) checkBusiness(check, company, vatIds, billingCountry);
  if (!check.empty) return violationsResponse(check.list);

  const accounts = customerStore(state);
  const customerId = newId();
  const salutationId = str(body.salutationId) ?? salutations.not_specified.id;
  const person = {
    firstName: String(body.firstName).trim(),
    lastName: String(body.lastName).trim(),
    salutationId,
  };
  const billingAddress = toAddressFixture(newId(), customerId, billing!, person, business ? company : null);
  const shippingAddress = shipping
    ? toAddressFixture(newId(), customerId, shipping, person, null)
    : billingAddress;
  const addresses = addressStore(state);
  addresses.set(billingAddress.id, billingAddress);
  addresses.set(shippingAddress.id, shippingAddress);

  const highest = Math.max(...[...accounts.values()].map((account) => Number(account.customerNumber) || 0));
  const customer: CustomerFixture = {
    id: customerId,
    customerNumber: String(Math.max(highest, 10000) + 1),
    email: String(body.email).trim(),
    password: guest ? null : String(body.password),
    salutationId,
    title: str(body.title),
    firstName: person.firstName,
    lastName: person.lastName,
    accountType: business ? "business" : "private",
    company: business ? company : null,
    vatIds: business ? vatIds : null,
    defaultBillingAddressId: billingAddress.id,
    defaultShippingAddressId: shippingAddress.id,
    guest,
    active: true,
    createdAt: isoNow(state),
    doubleOptIn: guest ? null : { hash: newId(), sentAt: isoNow(state), confirmedAt: null },
  };
  accounts.set(customerId, customer);

  if (customer.doubleOptIn) {
    // RegisterRoute::getConfirmUrl: `<storefrontUrl>/registration/confirm?em=<sha1(email)>&hash=<hash>`.
    const em = await sha1(customer.email);
    const link = `${String(body.storefrontUrl).replace(/\/$/, "")}/registration/confirm?em=${em}&hash=${customer.doubleOptIn.hash}`;
    sendAccountMail(state, "registrationOptIn", {
      to: { email: customer.email, name: `${customer.firstName} ${customer.lastName}` },
      greeting: greetingOf(customer, scope.locale),
      locale: scope.locale,
      link,
      meta: { customerId, hash: customer.doubleOptIn.hash, em },
    });
    return jsonResponse(toCustomer(state, customer, state.session(token), scope));
  }

  return logInRegistered(runtime, token, customer, scope);
}

/**
 * Logs a freshly registered (or confirmed) customer in on a new token: the guest cart comes along, the
 * session keeps the language the shopper registered in (the header's, if sent) so the order and its mails
 * are in that language too, and the shipping location follows the default shipping address.
 */
function logInRegistered(
  runtime: EmulatorRuntime,
  token: string,
  customer: CustomerFixture,
  scope: RouteArgs["scope"],
): Response {
  const { state } = runtime;
  const shippingAddress = addressStore(state).get(customer.defaultShippingAddressId);
  const newToken = runtime.mintToken();
  mergeCarts(state, token, newToken);
  replaceSession(state, token, newToken, {
    languageId: scope.languageId,
    customerId: customer.id,
    billingAddressId: null,
    shippingAddressId: null,
    ...(shippingAddress
      ? { countryId: shippingAddress.countryId, countryStateId: shippingAddress.countryStateId }
      : {}),
  });
  state.store<string>(CUSTOMER_TOKEN_STORE).set(customer.id, newToken);
  const response = jsonResponse(toCustomer(state, customer, state.session(newToken), scope));
  response.headers.set("sw-context-token", newToken);
  return response;
}

/**
 * `POST /account/register-confirm {hash, em}` (RegisterConfirmRoute): no hash → 404
 * CHECKOUT__NO_HASH_PROVIDED; no account with this opt-in hash → 404 CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH;
 * `em` other than the SHA-1 of the account's e-mail → 400 `VIOLATION::NOT_EQUAL_ERROR` at `/em`; confirmed
 * before → 412 CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED. Otherwise the opt-in is completed and the customer
 * is logged in on a new token (in the header), as after a registration without opt-in.
 */
async function registerConfirm({ request, token, scope, runtime }: RouteArgs): Promise<Response> {
  const { state } = runtime;
  const body = await readJsonBody(request);
  if (body.hash == null || body.hash === "") return errorResponse(errors.noHashProvided());
  const hash = String(body.hash);
  const customer = [...customerStore(state).values()].find((account) => account.doubleOptIn?.hash === hash);
  if (!customer?.doubleOptIn) return errorResponse(errors.customerNotFoundByHash(hash));
  const em = await sha1(customer.email);
  if (body.em !== em) {
    const check = new Violations();
    equalTo(check, "/em", body.em, em);
    return violationsResponse(check.list);
  }
  if (customer.doubleOptIn.confirmedAt !== null)
    return errorResponse(errors.customerAlreadyConfirmed(customer.id));
  customer.doubleOptIn = { ...customer.doubleOptIn, confirmedAt: isoNow(state) };
  return logInRegistered(runtime, token, customer, scope);
}

export function registerHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/account/register", register),
    storeApiRoute(runtime, "post", "/account/register-confirm", registerConfirm),
  ];
}
