import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { localizePath, splitLocalePath, type Locale } from "./locale.ts";

/**
 * Sign-in and the account area, the parts the browser needs too: the paths, where a login leads, and the
 * login form's messages (spec §5 "Login", §8 "Account"). The server side is `account.server.ts`.
 */

/** The account area's sections (the overview links them; pages ship with their issues). */
export const ACCOUNT_SECTIONS = [
  "/account/profile",
  "/account/address",
  "/account/order",
  "/account/payment",
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** Whether a path (any locale prefix) is in the checkout, where a shopper who logs in stays. */
export function isCheckoutPath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return path === "/checkout" || path.startsWith("/checkout/");
}

/**
 * The `redirectTo` a login form offered on `pathname` sends: the page itself on a checkout path (the
 * shopper stays there), else none (the login leads to the account).
 */
export function loginRedirectFor(pathname: string, search = ""): string | undefined {
  return isCheckoutPath(pathname) ? pathname + search : undefined;
}

/** The login page's URL, with where to go afterwards. */
export function loginPath(locale: Locale, redirectTo?: string): string {
  const path = localizePath("/login", locale);
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo }).toString()}` : path;
}

/** What can be wrong with a login: a field's check (spec §5), or the Store API's answer (spec §8). */
export type LoginErrorKey =
  "email-required" | "email-invalid" | "password-required" | "login-failed" | "login-throttled";

/** The answer of the login action when the shopper stays on the form (a success redirects). */
export interface LoginFailure {
  ok: false;
  /** Per field, `form` for the login as a whole. */
  errors: Partial<Record<"email" | "password" | "form", LoginErrorKey>>;
  /** The e-mail address as typed, so nothing is lost (never the password). */
  email: string;
  /** With `login-throttled`: seconds until the next try. */
  retryAfter?: number;
}

const loginMessages: Record<LoginErrorKey, MessageDescriptor> = {
  "email-required": msg`Please enter your e-mail address.`,
  "email-invalid": msg`Please enter a valid e-mail address.`,
  "password-required": msg`Please enter your password.`,
  "login-failed": msg`The e-mail address or the password is wrong.`,
  "login-throttled": msg`Too many login attempts. Please try again in {seconds} seconds.`,
};

/** A login error as a descriptor with its values, for `i18n._(...)`. */
export function loginErrorText(key: LoginErrorKey, retryAfter?: number): MessageDescriptor {
  return { ...loginMessages[key], values: { seconds: retryAfter ?? "" } };
}

/** Shopware's e-mail check in short: something@something.tld, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The login form's fields checked before sending (the browser and the server use this). */
export function checkLogin(email: string, password: string): LoginFailure["errors"] {
  const errors: LoginFailure["errors"] = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = "email-required";
  else if (!emailPattern.test(trimmed)) errors.email = "email-invalid";
  if (!password) errors.password = "password-required";
  return errors;
}
