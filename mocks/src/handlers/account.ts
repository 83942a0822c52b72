import { deleteCart, mergeCarts, moveCart } from "../cart/store.ts";
import { customerStore, sessionCustomer, toCustomer } from "../entities/customer.ts";
import { customerByLogin, optInCompleted } from "../fixtures/customers.ts";
import { readCriteria } from "../lib/criteria.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";
import { LOGIN_POLICY, throttle, throttleKey } from "../lib/throttle.ts";
import { readJsonBody } from "../lib/validation.ts";
import type { EmulatorState, SessionContext } from "../state.ts";

/**
 * The customer's current context token, by customer id: a login on a second device takes that session's
 * cart over and ends it, as Shopware's CartRestorer replaces the customer's stored context.
 */
export const CUSTOMER_TOKEN_STORE = "customer-tokens";

/** A ContextTokenResponse: the new token travels in the header, the body only has the redirect URL. */
export function contextTokenResponse(token: string): Response {
  const response = jsonResponse({ redirectUrl: null, apiAlias: "array_struct" });
  response.headers.set("sw-context-token", token);
  return response;
}

/** Moves a session to a new token (SalesChannelContextPersister::replace); the old token is gone. */
export function replaceSession(
  state: EmulatorState,
  fromToken: string,
  toToken: string,
  changes: Partial<Omit<SessionContext, "token">>,
): void {
  const { token: _old, ...stored } = state.session(fromToken);
  state.sessions.delete(fromToken);
  state.update(toToken, { ...stored, ...changes });
}

/**
 * `POST /account/login {username, password}` (LoginRoute; `email` is accepted too). An unknown e-mail, a
 * wrong password and missing fields all answer 401 CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS. On success the
 * context token rotates: the new session keeps the guest's language, currency and country, the guest
 * cart is merged into the customer's cart (of the customer's previous session, which ends), and the new
 * token comes back in `sw-context-token`.
 *
 * The right password of an account whose double opt-in is pending answers 401
 * CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED (only after the password matched, so it reveals nothing). Every
 * attempt counts for Shopware's login rate limiter (per lower-cased e-mail and client IP, LOGIN_POLICY);
 * a refused one answers 429 CHECKOUT__CUSTOMER_AUTH_THROTTLED with the seconds to wait. A successful login
 * resets the count.
 */
async function login({ request, token, runtime }: RouteArgs): Promise<Response> {
  const { state } = runtime;
  const body = await readJsonBody(request);
  const email = body.email ?? body.username;
  const password = body.password;
  const limiter = throttle(state, LOGIN_POLICY);
  const key = throttleKey(email, request);
  const attempt = limiter.consume(key);
  if (!attempt.accepted) return errorResponse(errors.customerAuthThrottled(attempt.waitSeconds));
  const customer =
    typeof email === "string" && typeof password === "string"
      ? customerByLogin(email, password, customerStore(state).values())
      : undefined;
  if (!customer) return errorResponse(errors.badCredentials());
  if (!optInCompleted(customer)) return errorResponse(errors.customerOptinNotCompleted(customer.id));
  limiter.reset(key);

  const newToken = runtime.mintToken();
  const tokens = state.store<string>(CUSTOMER_TOKEN_STORE);
  const previous = tokens.get(customer.id);
  if (previous && previous !== token && state.sessions.get(previous)?.customerId === customer.id) {
    moveCart(state, previous, newToken);
    state.sessions.delete(previous);
  }
  mergeCarts(state, token, newToken);
  replaceSession(state, token, newToken, {
    customerId: customer.id,
    billingAddressId: null,
    shippingAddressId: null,
  });
  tokens.set(customer.id, newToken);
  return contextTokenResponse(newToken);
}

/**
 * `POST /account/logout` (LogoutRoute, with `invalidateSessionOnLogOut`): customers only (403 otherwise).
 * The customer's session and cart end; the answer carries a new guest token whose session keeps the
 * language, currency and country, with an empty cart.
 */
function logout({ token, session, runtime }: RouteArgs): Response {
  const { state } = runtime;
  if (!session.customerId) return errorResponse(errors.customerNotLoggedIn());
  const tokens = state.store<string>(CUSTOMER_TOKEN_STORE);
  if (tokens.get(session.customerId) === token) tokens.delete(session.customerId);
  const newToken = runtime.mintToken();
  deleteCart(state, token);
  replaceSession(state, token, newToken, {
    customerId: null,
    billingAddressId: null,
    shippingAddressId: null,
  });
  return contextTokenResponse(newToken);
}

/** `GET|POST /account/customer` (CustomerRoute): the logged-in customer; 403 for guests. */
async function readCustomer({ request, session, scope, runtime }: RouteArgs): Promise<Response> {
  const customer = sessionCustomer(runtime.state, session);
  if (!customer) return errorResponse(errors.customerNotLoggedIn());
  const criteria = await readCriteria(request);
  return jsonResponse(toCustomer(runtime.state, customer, session, scope), criteria);
}

export function accountHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/account/login", login),
    storeApiRoute(runtime, "post", "/account/logout", logout),
    storeApiRoute(runtime, "get", "/account/customer", readCustomer),
    storeApiRoute(runtime, "post", "/account/customer", readCustomer),
  ];
}
