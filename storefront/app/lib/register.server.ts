import { data, redirect } from "react-router";
import { isStoreApiError, type StoreApiClient } from "@shop/store-api";
import { readIsLoggedIn } from "./account.server.ts";
import { loginPath } from "./account.ts";
import { toPageError } from "./errors.server.ts";
import { readFlash, redirectWithFlash } from "./flash.server.ts";
import { formValues, validate } from "./forms/rules.ts";
import { localizePath, type Locale } from "./locale.ts";
import { registerFormRules, type RegisterFailure, type RegisterPageData } from "./register.ts";
import {
  readCountries,
  readSalutations,
  registerWith,
  sessionCookie,
  storefrontUrlOf,
  toRegistration,
} from "./registration.server.ts";
import { safeRedirectPath } from "./safe-redirect.ts";
import { PRIVATE_HEADERS } from "./http-cache.server.ts";

/**
 * The account registration on the server (spec §2 "/register", §4 "Customer session", §5): the form's
 * data, the action (Shopware's `/account/register` with double opt-in: the session stays a guest's, the
 * opt-in mail goes out) and the confirmation link `/registration/confirm?em=…&hash=…`, which logs the new
 * customer in like the login does.
 */

/** The form's data; a logged-in customer goes to the account; after registering, the opt-in notice. */
export async function readRegisterPage(
  api: StoreApiClient,
  request: Request,
  locale: Locale,
): Promise<RegisterPageData> {
  const url = new URL(request.url);
  if (await readIsLoggedIn(api)) {
    throw redirect(localizePath("/account", locale), { status: 303, headers: PRIVATE_HEADERS });
  }
  const flash = readFlash(request);
  const sentTo = flash?.key === "registered" && flash.name ? flash.name : undefined;
  try {
    const [countries, salutations, context] = await Promise.all([
      readCountries(api),
      readSalutations(api),
      api.readContext(),
    ]);
    return {
      countries,
      salutations,
      defaultCountryId: context.shippingLocation.country.id,
      ...(sentTo ? { sentTo } : {}),
    };
  } catch (error) {
    throw toPageError(error, url.pathname);
  }
}

/** What is echoed into the form again: never the password, capped. */
function echo(values: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === "password" || name.startsWith("_")) continue;
    kept[name] = value.slice(0, 1000);
  }
  return kept;
}

function fail(failure: Omit<RegisterFailure, "ok">, status: number) {
  return data<RegisterFailure>({ ok: false, ...failure }, { status, headers: PRIVATE_HEADERS });
}

/**
 * The registration form's action: checks the fields (the shared rules), registers the account with the
 * shop's storefront URL and answers 303 to `/register` with the opt-in notice (a flash naming the
 * address). Shopware's violations come back per field with the typed values. A form of another site
 * never gets here (lib/csrf.server.ts).
 * Without double opt-in (not this shop's setting) the new session is written and the account opens.
 */
export async function registerAction(request: Request, api: StoreApiClient, locale: Locale) {
  const form = await request.formData().catch(() => new FormData());
  const values = formValues(form);
  try {
    const countries = await readCountries(api);
    const errors = validate(registerFormRules(values, countries), values);
    if (Object.keys(errors).length > 0) return fail({ values: echo(values), errors }, 400);
    const registration = toRegistration(values, countries, storefrontUrlOf(request, locale), {
      guest: false,
    });
    const outcome = await registerWith(api, registration);
    if (!outcome.ok) return fail({ values: echo(values), errors: outcome.errors }, 400);
    if (values["newsletter"] === "on") await subscribeAfterRegistration(api, registration);
    if (!outcome.doubleOptIn && outcome.contextToken) {
      return redirect(localizePath("/account", locale), {
        status: 303,
        headers: { ...PRIVATE_HEADERS, "Set-Cookie": sessionCookie(request, outcome.contextToken) },
      });
    }
    return redirectWithFlash(
      request,
      safeRedirectPath(localizePath("/register", locale)),
      { key: "registered", name: registration.email },
      PRIVATE_HEADERS,
    );
  } catch (error) {
    console.error("registration failed", error);
    return fail({ values: echo(values), errors: {}, formError: "register-failed" }, 502);
  }
}

/**
 * The registration's newsletter box: its own double opt-in (a second mail, as Shopware sends it). The
 * account exists whatever happens here, so a failure is logged, not shown.
 */
async function subscribeAfterRegistration(
  api: StoreApiClient,
  registration: { email: string; storefrontUrl: string },
) {
  try {
    await api.subscribeNewsletter({
      email: registration.email,
      storefrontUrl: registration.storefrontUrl,
      option: "subscribe",
    });
  } catch (error) {
    console.error("newsletter subscription after registration failed", error);
  }
}

/** The confirmation page's answer when the link is of no account. */
export interface ConfirmFailure {
  reason: "invalid" | "failed";
}

const hexPattern = /^[0-9a-f]{1,128}$/i;

/** A registration link that leads nowhere: the page says so, with this status. */
const invalidLink = (status: number) =>
  data<ConfirmFailure>({ reason: "invalid" }, { status, headers: PRIVATE_HEADERS });

/**
 * `/registration/confirm?em=…&hash=…`: completes the double opt-in. Success writes the new session like
 * the login and answers 303 to the account with "account activated"; a link used before leads to the
 * login page with its notice (412); an unknown or broken link answers the page with a message (404/400).
 */
export async function confirmRegistrationLink(request: Request, api: StoreApiClient, locale: Locale) {
  const url = new URL(request.url);
  const em = url.searchParams.get("em") ?? "";
  const hash = url.searchParams.get("hash") ?? "";
  if (!hexPattern.test(em) || !hexPattern.test(hash)) return invalidLink(404);
  try {
    const { contextToken } = await api.confirmRegistration({ em, hash });
    const headers = new Headers(PRIVATE_HEADERS);
    headers.append("Set-Cookie", sessionCookie(request, contextToken ?? api.getContextToken() ?? ""));
    throw redirectWithFlash(
      request,
      safeRedirectPath(localizePath("/account", locale)),
      { key: "account-activated" },
      headers,
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isStoreApiError(error) && error.status === 412) {
      throw redirectWithFlash(
        request,
        safeRedirectPath(loginPath(locale)),
        { key: "already-confirmed" },
        PRIVATE_HEADERS,
      );
    }
    if (isStoreApiError(error) && (error.status === 404 || error.status === 400))
      return invalidLink(error.status);
    console.error("registration confirm failed", error);
    return data<ConfirmFailure>({ reason: "failed" }, { status: 502, headers: PRIVATE_HEADERS });
  }
}
