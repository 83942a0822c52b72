import { HttpResponse } from "msw";
import { addressStore, toCustomerAddress } from "../entities/customer.ts";
import { searchResult } from "../entities/common.ts";
import type { CustomerAddressFixture, CustomerFixture } from "../fixtures/customers.ts";
import { salutationById, salutations } from "../fixtures/salutations.ts";
import { requireCustomer } from "../lib/account-rules.ts";
import { readCriteria, searchEntities } from "../lib/criteria.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";
import type { EmulatorState } from "../state.ts";
import { readJsonBody, Violations, violationsResponse } from "../lib/validation.ts";
import { newId, toAddressFixture, validateAddress } from "./register.ts";

/** The customer's own address with this id (AddressValidationTrait::validateAddress), else undefined. */
function ownAddress(state: EmulatorState, customer: CustomerFixture, addressId: string) {
  const address = addressStore(state).get(addressId);
  return address?.customerId === customer.id ? address : undefined;
}

/**
 * `POST /account/list-address` (ListAddressRoute; customers and guest accounts): the customer's addresses
 * as an `EntitySearchResult` of `customer_address` with country, canton and salutation; the criteria's
 * filters, sort, page and limit apply. Without a customer 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN.
 */
async function listAddresses({ request, session, scope, runtime }: RouteArgs): Promise<Response> {
  const { state } = runtime;
  const customer = requireCustomer(state, session, true);
  if (customer instanceof Response) return customer;
  const criteria = await readCriteria(request);
  const own = [...addressStore(state).values()]
    .filter((address) => address.customerId === customer.id)
    .map((address) => toCustomerAddress(address, scope));
  const { items, page, limit, total } = searchEntities(own, criteria, "customer_address", "exact");
  return jsonResponse(searchResult("customer_address", items, { total, page, limit }), criteria);
}

/**
 * `POST /account/address` and `PATCH /account/address/{addressId}` (UpsertAddressRoute): the address rules
 * of registration with pointers at the top level (`/firstName`, `/zipcode`, ...; the names are required
 * here), salutation "not specified" when none is sent. PATCH replaces every field of an own address (another
 * id → 400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND). Answers the stored `customer_address`.
 */
async function upsertAddress({ request, params, session, scope, runtime }: RouteArgs): Promise<Response> {
  const { state } = runtime;
  const customer = requireCustomer(state, session, true);
  if (customer instanceof Response) return customer;
  const addressId = params.addressId;
  if (addressId && !ownAddress(state, customer, addressId))
    return errorResponse(errors.addressNotFound(addressId));
  const body = await readJsonBody(request);
  const check = new Violations();
  if (body.salutationId)
    check.exists("/salutationId", "salutation", body.salutationId, (id) => Boolean(salutationById(id)));
  validateAddress(check, "", body, { firstName: undefined, lastName: undefined });
  if (!check.empty) return violationsResponse(check.list);
  const names = {
    firstName: String(body.firstName).trim(),
    lastName: String(body.lastName).trim(),
    salutationId: salutations.not_specified.id,
  };
  const address: CustomerAddressFixture = toAddressFixture(
    addressId || newId(),
    customer.id,
    body,
    names,
    null,
  );
  addressStore(state).set(address.id, address);
  return jsonResponse(toCustomerAddress(address, scope));
}

/**
 * `DELETE /account/address/{addressId}` (DeleteAddressRoute): 204; an address that is not the customer's →
 * 400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND; a default billing or shipping address → 400
 * CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT; the session's chosen (active) address → 400
 * CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE.
 */
function deleteAddress({ params, session, runtime }: RouteArgs): Response {
  const { state } = runtime;
  const customer = requireCustomer(state, session, true);
  if (customer instanceof Response) return customer;
  const { addressId = "" } = params;
  if (!ownAddress(state, customer, addressId)) return errorResponse(errors.addressNotFound(addressId));
  if ([customer.defaultBillingAddressId, customer.defaultShippingAddressId].includes(addressId)) {
    return errorResponse(errors.addressIsDefault(addressId));
  }
  if ([session.billingAddressId, session.shippingAddressId].includes(addressId)) {
    return errorResponse(errors.addressIsActive(addressId));
  }
  addressStore(state).delete(addressId);
  return new HttpResponse(null, { status: 204 });
}

/**
 * `PATCH /account/address/default-billing/{addressId}` and `/default-shipping/{addressId}`
 * (SwitchDefaultAddressRoute): makes an own address the default (204); another id → 400
 * CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND.
 */
const switchDefault =
  (type: "billing" | "shipping") =>
  ({ params, session, runtime }: RouteArgs): Response => {
    const customer = requireCustomer(runtime.state, session, true);
    if (customer instanceof Response) return customer;
    const { addressId = "" } = params;
    if (!ownAddress(runtime.state, customer, addressId))
      return errorResponse(errors.addressNotFound(addressId));
    if (type === "billing") customer.defaultBillingAddressId = addressId;
    else customer.defaultShippingAddressId = addressId;
    return new HttpResponse(null, { status: 204 });
  };

export function accountAddressHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/account/list-address", listAddresses),
    storeApiRoute(runtime, "post", "/account/address", upsertAddress),
    storeApiRoute(runtime, "patch", "/account/address/default-billing/:addressId", switchDefault("billing")),
    storeApiRoute(
      runtime,
      "patch",
      "/account/address/default-shipping/:addressId",
      switchDefault("shipping"),
    ),
    storeApiRoute(runtime, "patch", "/account/address/:addressId", upsertAddress),
    storeApiRoute(runtime, "delete", "/account/address/:addressId", deleteAddress),
  ];
}
