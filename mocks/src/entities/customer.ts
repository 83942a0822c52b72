import { countryById } from "../fixtures/countries.ts";
import { countryStateById } from "../fixtures/country-states.ts";
import {
  customerAddresses,
  customers,
  type CustomerAddressFixture,
  type CustomerFixture,
} from "../fixtures/customers.ts";
import { FIXTURE_CREATED_AT } from "../fixtures/ids.ts";
import { languages } from "../fixtures/languages.ts";
import { defaultLocale } from "../fixtures/locale.ts";
import { customerGroupById, salesChannel, type CustomerGroupFixture } from "../fixtures/sales-channel.ts";
import { salutationById } from "../fixtures/salutations.ts";
import type { EmulatorState, SessionContext } from "../state.ts";
import type { Json } from "./common.ts";
import type { RequestScope } from "./scope.ts";
import { toCountry, toCountryState, toCustomerGroup, toSalutation } from "./system.ts";

/** Per-instance customers by id (`review.ts` reads the first name from here for a review's author). */
export const CUSTOMER_STORE = "customers";
/** Per-instance addresses by id; PATCH /context checks address ids against it (handlers/context.ts). */
export const CUSTOMER_ADDRESS_STORE = "customer-addresses";
/** Marks an instance whose stores hold the fixture customers (`reset()` empties it, so they come back). */
const SEEDED_STORE = "customers-seeded";

/** Fills an instance's customer and address stores with the fixtures on first use (and after `reset()`). */
function seed(state: EmulatorState): void {
  const seeded = state.store<true>(SEEDED_STORE);
  if (seeded.has("fixtures")) return;
  seeded.set("fixtures", true);
  const accounts = state.store<CustomerFixture>(CUSTOMER_STORE);
  for (const customer of customers) accounts.set(customer.id, structuredClone(customer));
  const addresses = state.store<CustomerAddressFixture>(CUSTOMER_ADDRESS_STORE);
  for (const address of customerAddresses) addresses.set(address.id, structuredClone(address));
}

/** The instance's customers (the fixtures plus any added later), by id. */
export function customerStore(state: EmulatorState): Map<string, CustomerFixture> {
  seed(state);
  return state.store<CustomerFixture>(CUSTOMER_STORE);
}

export function addressStore(state: EmulatorState): Map<string, CustomerAddressFixture> {
  seed(state);
  return state.store<CustomerAddressFixture>(CUSTOMER_ADDRESS_STORE);
}

/** The session's logged-in customer, or undefined for guests (and for ids no account has). */
export function sessionCustomer(state: EmulatorState, session: SessionContext): CustomerFixture | undefined {
  return session.customerId ? customerStore(state).get(session.customerId) : undefined;
}

/** The session's customer group: the logged-in customer's, else the sales channel's default (guests). */
export function sessionCustomerGroup(state: EmulatorState, session: SessionContext): CustomerGroupFixture {
  return customerGroupById(sessionCustomer(state, session)?.groupId);
}

/** A `customer_address` with its country, canton and salutation, as Shopware loads them for the context. */
export function toCustomerAddress(address: CustomerAddressFixture, scope: RequestScope): Json {
  const country = countryById(address.countryId);
  const countryState = address.countryStateId ? countryStateById(address.countryStateId) : undefined;
  const salutation = address.salutationId ? salutationById(address.salutationId) : undefined;
  return {
    id: address.id,
    customerId: address.customerId,
    countryId: address.countryId,
    countryStateId: address.countryStateId,
    salutationId: address.salutationId,
    firstName: address.firstName,
    lastName: address.lastName,
    zipcode: address.zipcode,
    city: address.city,
    company: address.company,
    street: address.street,
    department: address.department ?? null,
    title: null,
    phoneNumber: address.phoneNumber,
    additionalAddressLine1: address.additionalAddressLine1,
    additionalAddressLine2: address.additionalAddressLine2 ?? null,
    hash: null,
    customFields: null,
    country: country ? toCountry(country, scope) : null,
    countryState: countryState ? toCountryState(countryState, scope) : null,
    salutation: salutation ? toSalutation(salutation, scope) : null,
    createdAt: FIXTURE_CREATED_AT,
    updatedAt: null,
    apiAlias: "customer_address",
  };
}

/**
 * A `customer` as `GET /context` and `POST /account/customer` answer it: the account with its salutation,
 * group, default addresses and the session's active ones (the chosen address ids, else the defaults).
 */
export function toCustomer(
  state: EmulatorState,
  customer: CustomerFixture,
  session: SessionContext,
  scope: RequestScope,
): Json {
  const addresses = addressStore(state);
  const address = (id: string | null) => {
    const found = id ? addresses.get(id) : undefined;
    return found && found.customerId === customer.id ? toCustomerAddress(found, scope) : null;
  };
  const defaultBillingAddress = address(customer.defaultBillingAddressId);
  const defaultShippingAddress = address(customer.defaultShippingAddressId);
  const salutation = salutationById(customer.salutationId);
  return {
    id: customer.id,
    groupId: customerGroupById(customer.groupId).id,
    salesChannelId: salesChannel.id,
    languageId: languages[defaultLocale].id,
    lastPaymentMethodId: null,
    defaultBillingAddressId: customer.defaultBillingAddressId,
    defaultShippingAddressId: customer.defaultShippingAddressId,
    customerNumber: customer.customerNumber,
    salutationId: customer.salutationId,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    title: customer.title,
    accountType: customer.accountType,
    company: customer.company,
    vatIds: customer.vatIds ?? (customer.company ? [] : null),
    affiliateCode: null,
    campaignCode: null,
    active: customer.active,
    doubleOptInRegistration: Boolean(customer.doubleOptIn),
    doubleOptInEmailSentDate: customer.doubleOptIn?.sentAt ?? null,
    doubleOptInConfirmDate: customer.doubleOptIn?.confirmedAt ?? null,
    hash: null,
    guest: customer.guest,
    firstLogin: customer.createdAt,
    lastLogin: null,
    birthday: customer.birthday ?? null,
    lastOrderDate: null,
    orderCount: 0,
    orderTotalAmount: 0,
    reviewCount: 0,
    customFields: null,
    tagIds: null,
    requestedGroupId: null,
    createdById: null,
    updatedById: null,
    group: toCustomerGroup(customerGroupById(customer.groupId), scope),
    salutation: salutation ? toSalutation(salutation, scope) : null,
    defaultBillingAddress,
    defaultShippingAddress,
    activeBillingAddress: address(session.billingAddressId) ?? defaultBillingAddress,
    activeShippingAddress: address(session.shippingAddressId) ?? defaultShippingAddress,
    createdAt: customer.createdAt,
    updatedAt: null,
    apiAlias: "customer",
  };
}

/** The `customer` of a SalesChannelContext: null for guests. */
export function toContextCustomer(state: EmulatorState, session: SessionContext, scope: RequestScope) {
  const customer = sessionCustomer(state, session);
  return customer ? toCustomer(state, customer, session, scope) : null;
}
