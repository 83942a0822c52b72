import { contextTokenResponseSchema } from "../schemas/sales-channel-context.ts";
import { successSchema } from "../schemas/order.ts";
import type { RequestOptions, StoreApiTransport } from "../transport.ts";
import type { Success } from "./account-lifecycle.ts";
import { withContextToken, type ContextTokenResult } from "./context.ts";

/** What `POST /account/change-profile` takes. */
export interface ProfileChange {
  firstName: string;
  lastName: string;
  salutationId?: string;
  title?: string;
  accountType?: "private" | "business";
  /** Business accounts: not blank. */
  company?: string;
  /** Business accounts: Swiss UID `CHE-123.456.789 MWST` (the default billing country's format). */
  vatIds?: string[];
  birthdayDay?: number;
  birthdayMonth?: number;
  birthdayYear?: number;
}

/**
 * `POST /account/change-profile`: names, salutation, title, birthday and account type of the logged-in
 * customer (guest accounts too). 400 violations as on registration (`/firstName`, `/company`, `/vatIds`),
 * 403 `CHECKOUT__CUSTOMER_NOT_LOGGED_IN` without a customer. A write.
 */
export function changeProfile(
  api: StoreApiTransport,
  profile: ProfileChange,
  options?: RequestOptions,
): Promise<Success> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/change-profile",
    kind: "write",
    body: profile,
    schema: successSchema,
  });
}

/**
 * `POST /account/change-email {email, emailConfirmation, password}`: the login e-mail of an account.
 * 400 at `/email` (format, `NOT_EQUAL_ERROR`, `CUSTOMER_EMAIL_NOT_UNIQUE`) and `/password`
 * (`CUSTOMER_PASSWORD_NOT_CORRECT`); 403 for guests. A write.
 */
export function changeEmail(
  api: StoreApiTransport,
  input: { email: string; emailConfirmation: string; password: string },
  options?: RequestOptions,
): Promise<Success> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/change-email",
    kind: "write",
    body: { email: input.email, emailConfirmation: input.emailConfirmation, password: input.password },
    schema: successSchema,
  });
}

/**
 * `POST /account/change-password {password, newPassword, newPasswordConfirm}`: 400 at `/newPassword`
 * (blank, too short, not equal to the confirmation) and `/password` (the current one is wrong); 403 for
 * guests. Answers the session's token. A write.
 */
export function changePassword(
  api: StoreApiTransport,
  input: { password: string; newPassword: string; newPasswordConfirm: string },
  options?: RequestOptions,
): Promise<ContextTokenResult> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/change-password",
    kind: "write",
    body: {
      password: input.password,
      newPassword: input.newPassword,
      newPasswordConfirm: input.newPasswordConfirm,
    },
    schema: contextTokenResponseSchema,
    select: withContextToken,
  });
}

export const accountProfileEndpoints = { changeProfile, changeEmail, changePassword };
