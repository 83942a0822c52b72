import { customerStore } from "../entities/customer.ts";
import { customerByEmail } from "../fixtures/customers.ts";
import { greetingOf, sendAccountMail } from "../lib/account-mail.ts";
import { clock } from "../lib/clock.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";
import { FORM_POLICY, LOGIN_POLICY, throttle, throttleKey } from "../lib/throttle.ts";
import { readJsonBody, Violations, violationsResponse } from "../lib/validation.ts";
import { mintContextToken } from "../state.ts";
import { checkNewPassword, checkStorefrontUrl, successResponse } from "../lib/account-rules.ts";

/** A recovery hash is valid this long after it was mailed (ResetPasswordRoute::checkHash, `PT2H`). */
export const RECOVERY_VALID_SECONDS = 2 * 3600;

/** The pending recovery of each customer (`customer_recovery`): one at a time, a new request replaces it. */
interface Recovery {
  hash: string;
  customerId: string;
  /** Emulator clock time in milliseconds. */
  createdAt: number;
}
const RECOVERY_STORE = "customer-recoveries";

/**
 * `POST /account/recovery-password {email, storefrontUrl}` (SendPasswordRecoveryMailRoute): a valid e-mail
 * and a domain of the shop (400 violations), then Shopware's `reset_password` rate limiter (3 requests, then
 * 2 pass, then 30 s between; 429 FRAMEWORK__RATE_LIMIT_EXCEEDED). The answer is `{success: true}` whether or not an
 * account has the address, so the form reveals no accounts; an account (not a guest) gets the mail with
 * `<storefrontUrl>/account/recover/password?hash=<hash>`, valid 2 hours, replacing any earlier hash.
 */
async function sendRecoveryMail({ request, scope, runtime }: RouteArgs): Promise<Response> {
  const { state } = runtime;
  const body = await readJsonBody(request);
  const check = new Violations();
  check.email("/email", body.email);
  checkStorefrontUrl(check, runtime, scope.origin, body.storefrontUrl);
  if (!check.empty) return violationsResponse(check.list);

  const attempt = throttle(state, FORM_POLICY("reset_password")).consume(throttleKey(body.email, request));
  if (!attempt.accepted) {
    return errorResponse(errors.rateLimitExceeded(attempt.waitSeconds), {
      "retry-after": String(attempt.waitSeconds),
    });
  }

  const accounts = [...customerStore(state).values()].filter((customer) => !customer.guest);
  const customer = customerByEmail(String(body.email), accounts);
  if (!customer) return successResponse();
  // Random::getAlphanumericString(32), like a context token.
  const hash = mintContextToken();
  state
    .store<Recovery>(RECOVERY_STORE)
    .set(customer.id, { hash, customerId: customer.id, createdAt: clock(state).now() });
  const link = `${String(body.storefrontUrl).replace(/\/$/, "")}/account/recover/password?hash=${hash}`;
  sendAccountMail(state, "passwordRecovery", {
    to: { email: customer.email, name: `${customer.firstName} ${customer.lastName}` },
    greeting: greetingOf(customer, scope.locale),
    locale: scope.locale,
    link,
    meta: { customerId: customer.id, hash },
  });
  return successResponse();
}

/**
 * `POST /account/recovery-password-confirm {hash, newPassword, newPasswordConfirm}` (ResetPasswordRoute):
 * the password rules first (400: `/newPassword` blank, too short, or not equal to the confirmation), then
 * the hash: unknown, used, or older than 2 hours → 410 CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED. Success
 * sets the password, deletes the hash and clears the login and recovery throttles of the account.
 */
async function resetPassword({ request, runtime }: RouteArgs): Promise<Response> {
  const { state } = runtime;
  const body = await readJsonBody(request);
  const check = new Violations();
  checkNewPassword(check, body.newPassword, body.newPasswordConfirm);
  if (!check.empty) return violationsResponse(check.list);

  const hash = String(body.hash ?? "");
  const recoveries = state.store<Recovery>(RECOVERY_STORE);
  const recovery = [...recoveries.values()].find((entry) => entry.hash === hash);
  if (!recovery || clock(state).now() - recovery.createdAt >= RECOVERY_VALID_SECONDS * 1000) {
    return errorResponse(errors.recoveryHashExpired(hash));
  }
  const customer = customerStore(state).get(recovery.customerId);
  if (!customer) return errorResponse(errors.customerNotFoundByHash(hash));
  const key = throttleKey(customer.email, request);
  throttle(state, LOGIN_POLICY).reset(key);
  throttle(state, FORM_POLICY("reset_password")).reset(key);
  customer.password = String(body.newPassword);
  recoveries.delete(customer.id);
  return successResponse();
}

/**
 * `POST /account/customer-recovery-is-expired {hash}` (CustomerRecoveryIsExpiredRoute), which the recover
 * page asks before showing its form: `hash` blank or not 32 characters → 400; no pending recovery with it
 * → 404 CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH; else `{isExpired}` (older than 2 hours).
 */
async function recoveryIsExpired({ request, runtime }: RouteArgs): Promise<Response> {
  const { state } = runtime;
  const body = await readJsonBody(request);
  const check = new Violations();
  if (check.notBlank("/hash", body.hash) && String(body.hash).length !== 32) {
    check.add("/hash", "NOT_EQUAL_LENGTH_ERROR", "This value should have exactly 32 characters.", {
      "{{ value }}": `"${String(body.hash)}"`,
      "{{ limit }}": 32,
      "{{ value_length }}": String(body.hash).length,
    });
  }
  if (!check.empty) return violationsResponse(check.list);
  const hash = String(body.hash);
  const recovery = [...state.store<Recovery>(RECOVERY_STORE).values()].find((entry) => entry.hash === hash);
  if (!recovery) return errorResponse(errors.customerNotFoundByHash(hash));
  const isExpired = clock(state).now() - recovery.createdAt >= RECOVERY_VALID_SECONDS * 1000;
  return jsonResponse({ isExpired, apiAlias: "array_struct" });
}

export function accountRecoveryHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/account/recovery-password", sendRecoveryMail),
    storeApiRoute(runtime, "post", "/account/recovery-password-confirm", resetPassword),
    storeApiRoute(runtime, "post", "/account/customer-recovery-is-expired", recoveryIsExpired),
  ];
}
