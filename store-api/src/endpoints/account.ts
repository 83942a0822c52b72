import type { Criteria } from "../criteria.ts";
import { customerSchema, type Customer } from "../schemas/customer.ts";
import { contextTokenResponseSchema } from "../schemas/sales-channel-context.ts";
import type { RequestOptions, StoreApiTransport } from "../transport.ts";
import { withContextToken, type ContextTokenResult } from "./context.ts";

/** What `POST /account/login` takes: the customer's e-mail address as `username`, and the password. */
export interface LoginCredentials {
  username: string;
  password: string;
}

/**
 * `POST /account/login`: logs a customer in. Shopware answers a NEW context token in the header (the guest
 * cart is merged into the customer's); the client adopts it and the result carries it as `contextToken`.
 * An unknown e-mail and a wrong password both give 401 `CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS`;
 * too many attempts give 429 `CHECKOUT__CUSTOMER_AUTH_THROTTLED`. Never retried (a write).
 */
export function login(
  api: StoreApiTransport,
  credentials: LoginCredentials,
  options?: RequestOptions,
): Promise<ContextTokenResult> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/login",
    kind: "write",
    body: { username: credentials.username, password: credentials.password },
    schema: contextTokenResponseSchema,
    select: withContextToken,
  });
}

/**
 * `POST /account/logout`: ends the customer's session. The answer carries a new guest token (no customer,
 * empty cart), which the client adopts. Guests get 403 `CHECKOUT__CUSTOMER_NOT_LOGGED_IN`.
 */
export function logout(api: StoreApiTransport, options?: RequestOptions): Promise<ContextTokenResult> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/logout",
    kind: "write",
    body: {},
    schema: contextTokenResponseSchema,
    select: withContextToken,
  });
}

/**
 * `POST /account/customer`: the logged-in customer (name, e-mail, salutation, default and active addresses).
 * Guests get 403 `CHECKOUT__CUSTOMER_NOT_LOGGED_IN`. A read (retried once on a transient failure).
 */
export function readCustomer(
  api: StoreApiTransport,
  criteria?: Criteria,
  options?: RequestOptions,
): Promise<Customer> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/customer",
    kind: "read",
    body: criteria ?? {},
    schema: customerSchema,
  });
}

export const accountEndpoints = { login, logout, readCustomer };
