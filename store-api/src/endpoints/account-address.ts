import type { Criteria } from "../criteria.ts";
import { customerAddressSchema, type CustomerAddress } from "../schemas/customer.ts";
import { entitySearchResultSchema, type EntitySearchResult } from "../schemas/entity-search-result.ts";
import { noContentSchema } from "../schemas/helpers.ts";
import type { RequestOptions, StoreApiTransport } from "../transport.ts";
import type { RegistrationAddress } from "./checkout.ts";

/** An address of the address book: the registration's address fields; names are required here. */
export interface AddressInput extends RegistrationAddress {
  firstName: string;
  lastName: string;
  salutationId?: string;
  countryStateId?: string | null;
  additionalAddressLine2?: string;
}

/**
 * `POST /account/list-address`: the customer's addresses (with country, canton, salutation); criteria
 * filter, sort and page them. 403 `CHECKOUT__CUSTOMER_NOT_LOGGED_IN` without a customer. A read.
 */
export function listAddresses(
  api: StoreApiTransport,
  criteria?: Criteria,
  options?: RequestOptions,
): Promise<EntitySearchResult<CustomerAddress>> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/list-address",
    kind: "read",
    body: criteria ?? {},
    schema: entitySearchResultSchema(customerAddressSchema),
  });
}

/**
 * `POST /account/address` (no id) or `PATCH /account/address/{id}`: stores an address; PATCH replaces
 * every field. 400 violations at `/firstName`, `/street`, `/zipcode` (`ZIP_CODE_INVALID`), ...; 400
 * `CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND` for an id of another customer. A write.
 */
export function saveAddress(
  api: StoreApiTransport,
  address: AddressInput,
  addressId?: string,
  options?: RequestOptions,
): Promise<CustomerAddress> {
  return api.request({
    ...options,
    method: addressId ? "PATCH" : "POST",
    path: addressId ? `/account/address/${encodeURIComponent(addressId)}` : "/account/address",
    kind: "write",
    body: address,
    schema: customerAddressSchema,
  });
}

/**
 * `DELETE /account/address/{id}`: 204. 400 `CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT` for a default billing or
 * shipping address, `CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE` for the one the session chose. A write.
 */
export function deleteAddress(
  api: StoreApiTransport,
  addressId: string,
  options?: RequestOptions,
): Promise<void> {
  return api.request({
    ...options,
    method: "DELETE",
    path: `/account/address/${encodeURIComponent(addressId)}`,
    kind: "write",
    schema: noContentSchema,
  });
}

/** `PATCH /account/address/default-billing|default-shipping/{id}`: makes an own address a default (204). */
export function setDefaultAddress(
  api: StoreApiTransport,
  type: "billing" | "shipping",
  addressId: string,
  options?: RequestOptions,
): Promise<void> {
  return api.request({
    ...options,
    method: "PATCH",
    path: `/account/address/default-${type}/${encodeURIComponent(addressId)}`,
    kind: "write",
    schema: noContentSchema,
  });
}

export const accountAddressEndpoints = { listAddresses, saveAddress, deleteAddress, setDefaultAddress };
