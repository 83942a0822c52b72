import { data, redirect } from "react-router";
import { isStoreApiError, type Customer, type CustomerAddress, type StoreApiClient } from "@shop/store-api";
import { checkLogin, loginPath, type LoginFailure } from "./account.ts";
import { toPageError } from "./errors.server.ts";
import { redirectWithFlash } from "./flash.server.ts";
import { localizePath, splitLocalePath, type Locale } from "./locale.ts";
import { sessionCookie } from "./registration.server.ts";
import { safeRedirectPath } from "./safe-redirect.ts";
import { PRIVATE_CACHE_CONTROL } from "./http-cache.server.ts";

/**
 * Sign-in, logout and the account's guard on the server (spec §2 "/login", "/account"; §4 "Customer
 * session"). The session is the HttpOnly context-token cookie: login and logout each get a new token from
 * the Store API and write it here, never into the page.
 */

/** Pages that show the shopper's own data: never stored by a browser or a proxy. */

/** Throttled logins wait this long when Shopware names no time. */
const DEFAULT_RETRY_SECONDS = 30;

/**
 * Where a login leads: `redirectTo` when it is a path of this shop (a checkout path stays, see
 * `loginRedirectFor`), else the account overview. Never back to the login page itself.
 */
export function loginTarget(redirectTo: unknown, locale: Locale): string {
  const account = localizePath("/account", locale);
  const target = safeRedirectPath(redirectTo, "");
  if (!target) return account;
  const { path } = splitLocalePath(target.split("?")[0] ?? "/");
  return path === "/login" || path === "/logout" ? account : target;
}

/** The new context token as the session cookie (the client has adopted it from the answer's header). */
export function tokenCookie(api: StoreApiClient, request: Request, token?: string): string {
  return sessionCookie(request, token ?? api.getContextToken() ?? "");
}

/** Seconds from Shopware's 429 (`meta.parameters.seconds`), else a default. */
function retrySeconds(error: unknown): number {
  if (!isStoreApiError(error)) return DEFAULT_RETRY_SECONDS;
  const meta = error.errors[0]?.meta as { parameters?: { seconds?: unknown } } | undefined;
  const seconds = Number(meta?.parameters?.seconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_SECONDS;
}

/**
 * The login form's action: checks the fields (spec §5), logs in, writes the new context token (Shopware
 * merged the guest cart into the customer's) and answers 303 to `loginTarget`. A failure answers the form
 * again with one message — any refusal is the single login error, throttling says when to retry — and
 * the e-mail address as typed.
 */
export async function login(request: Request, api: StoreApiClient, locale: Locale) {
  const form = await request.formData().catch(() => new FormData());
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const fail = (failure: Omit<LoginFailure, "ok" | "email">, status: number) =>
    data<LoginFailure>({ ok: false, email, ...failure }, { status });

  const errors = checkLogin(email, password);
  if (Object.keys(errors).length > 0) return fail({ errors }, 400);
  try {
    const { contextToken } = await api.login({ username: email, password });
    return redirect(loginTarget(form.get("redirectTo"), locale), {
      status: 303,
      headers: { "Set-Cookie": tokenCookie(api, request, contextToken) },
    });
  } catch (error) {
    if (isStoreApiError(error) && error.status === 429) {
      return fail({ errors: { form: "login-throttled" }, retryAfter: retrySeconds(error) }, 429);
    }
    if (!isStoreApiError(error) || error.status >= 500 || error.status === 0)
      console.error("login failed", error);
    return fail({ errors: { form: "login-failed" } }, 401);
  }
}

/**
 * Ends the session: Shopware answers a new guest token (no customer, empty cart), written here, and the
 * shopper goes home with the "logged out" notice. Without a session there is nothing to end; the answer
 * is the same.
 */
export async function logout(request: Request, api: StoreApiClient, locale: Locale) {
  const headers = new Headers();
  if (api.getContextToken()) {
    try {
      const { contextToken } = await api.logout();
      headers.append("Set-Cookie", tokenCookie(api, request, contextToken));
    } catch (error) {
      if (!isStoreApiError(error) || error.status !== 403) console.error("logout failed", error);
    }
  }
  return redirectWithFlash(request, localizePath("/", locale), { key: "logged-out" }, headers);
}

/** Whether the session belongs to a logged-in customer (not a guest order); false on any failure. */
export async function readIsLoggedIn(api: StoreApiClient): Promise<boolean> {
  if (!api.getContextToken()) return false;
  try {
    const { customer } = await api.readContext();
    return Boolean(customer && !customer.guest);
  } catch (error) {
    console.error("context failed", error);
    return false;
  }
}

/** The overview shows the default addresses with their countries. */
const customerCriteria = {
  associations: {
    defaultBillingAddress: { associations: { country: {} } },
    defaultShippingAddress: { associations: { country: {} } },
  },
};

/** The signed-in customer with an account (not a guest), or undefined for anyone else. */
export async function readAccountCustomer(api: StoreApiClient): Promise<Customer | undefined> {
  if (!api.getContextToken()) return undefined;
  try {
    const customer = await api.readCustomer(customerCriteria);
    return customer.guest ? undefined : customer;
  } catch (error) {
    if (isStoreApiError(error) && (error.status === 403 || error.status === 401)) return undefined;
    throw error;
  }
}

/**
 * The account pages' guard: the logged-in customer, or a 303 to the login page that leads back to
 * `pathname`. Other failures are page errors.
 */
export async function requireCustomer(api: StoreApiClient, url: URL, locale: Locale): Promise<Customer> {
  let customer;
  try {
    customer = await readAccountCustomer(api);
  } catch (error) {
    throw toPageError(error, url.pathname);
  }
  if (customer) return customer;
  throw redirect(loginPath(locale, url.pathname.replace(/\.data$/, "") + url.search), {
    status: 303,
    headers: { "Cache-Control": PRIVATE_CACHE_CONTROL },
  });
}

/**
 * An address as the shop shows it (account, checkout, order pages): company, name, street, the additional
 * lines, postal code and city, country, then the phone number when one was given.
 */
export function addressLines(address: CustomerAddress | null | undefined): string[] {
  if (!address) return [];
  const name = [address.firstName, address.lastName].filter(Boolean).join(" ");
  const city = [address.zipcode, address.city].filter(Boolean).join(" ");
  return [
    address.company,
    name,
    address.street,
    address.additionalAddressLine1,
    address.additionalAddressLine2,
    city,
    address.country?.name,
    address.phoneNumber,
  ]
    .map((line) => line?.trim() ?? "")
    .filter(Boolean);
}

/** What the account pages show of the customer, nothing more (it is inlined in the page). */
export interface AccountSummary {
  firstName: string;
  lastName: string;
  email: string;
  /** Shopware's customer number, for calls and letters to the shop; empty when Shopware gives none. */
  customerNumber: string;
  billingAddress: string[];
  shippingAddress: string[];
}

export function toAccountSummary(customer: Customer): AccountSummary {
  return {
    firstName: customer.firstName ?? "",
    lastName: customer.lastName ?? "",
    email: customer.email ?? "",
    customerNumber: customer.customerNumber ?? "",
    billingAddress: addressLines(customer.defaultBillingAddress),
    shippingAddress: addressLines(customer.defaultShippingAddress),
  };
}
