import type * as z from "zod";
import { CONTEXT_TOKEN_HEADER } from "../context-token.ts";
import { customerSchema } from "../schemas/customer.ts";
import { recoveryIsExpiredSchema } from "../schemas/account.ts";
import { successSchema } from "../schemas/order.ts";
import type { RequestOptions, StoreApiTransport } from "../transport.ts";
import type { RegistrationResult } from "./checkout.ts";

/** Shopware's `SuccessResponse` of the account's write routes. */
export type Success = z.infer<typeof successSchema>;

/** The link of the opt-in mail: `<storefrontUrl>/registration/confirm?em=<sha1 of the e-mail>&hash=<hash>`. */
export interface RegistrationConfirmation {
  hash: string;
  em: string;
}

/**
 * `POST /account/register-confirm {hash, em}`: completes the double opt-in of a registration and logs the
 * customer in on a NEW context token (adopted by the client). 404 `CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH`
 * for an unknown hash, 400 `VIOLATION::NOT_EQUAL_ERROR` at `/em` for a wrong `em`, 412
 * `CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED` when the link was used before. A write.
 */
export function confirmRegistration(
  api: StoreApiTransport,
  confirmation: RegistrationConfirmation,
  options?: RequestOptions,
): Promise<RegistrationResult> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/register-confirm",
    kind: "write",
    body: { hash: confirmation.hash, em: confirmation.em },
    schema: customerSchema,
    select: (customer, response) => ({
      customer,
      contextToken: response.headers.get(CONTEXT_TOKEN_HEADER)?.trim() || response.contextToken,
    }),
  });
}

/**
 * `POST /account/recovery-password {email, storefrontUrl}`: mails a password recovery link
 * (`<storefrontUrl>/account/recover/password?hash=...`, valid 2 hours) when an account has the address.
 * Answers `{success: true}` either way; 400 violations for a malformed e-mail or a foreign storefront URL,
 * 429 `FRAMEWORK__RATE_LIMIT_EXCEEDED` when asked too often. A write.
 */
export function requestPasswordRecovery(
  api: StoreApiTransport,
  input: { email: string; storefrontUrl: string },
  options?: RequestOptions,
): Promise<Success> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/recovery-password",
    kind: "write",
    body: { email: input.email, storefrontUrl: input.storefrontUrl },
    schema: successSchema,
  });
}

/**
 * `POST /account/recovery-password-confirm {hash, newPassword, newPasswordConfirm}`: sets the new password.
 * 400 violations at `/newPassword` (blank, too short, not equal to the confirmation); 410
 * `CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED` for a used, unknown or expired hash. A write.
 */
export function resetPassword(
  api: StoreApiTransport,
  input: { hash: string; newPassword: string; newPasswordConfirm: string },
  options?: RequestOptions,
): Promise<Success> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/recovery-password-confirm",
    kind: "write",
    body: { hash: input.hash, newPassword: input.newPassword, newPasswordConfirm: input.newPasswordConfirm },
    schema: successSchema,
  });
}

/**
 * `POST /account/customer-recovery-is-expired {hash}`: whether a recovery link is still valid (the recover
 * page asks before showing its form). 404 `CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH` for an unknown hash. A read.
 */
export async function isRecoveryExpired(
  api: StoreApiTransport,
  hash: string,
  options?: RequestOptions,
): Promise<boolean> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/customer-recovery-is-expired",
    kind: "read",
    body: { hash },
    schema: recoveryIsExpiredSchema,
    select: (answer) => answer.isExpired,
  });
}

export const accountLifecycleEndpoints = {
  confirmRegistration,
  requestPasswordRecovery,
  resetPassword,
  isRecoveryExpired,
};
