import { redirect } from "react-router";
import { isStoreApiError, type StoreApiClient } from "@shop/store-api";
import { AGE_VERIFIED_COOKIE } from "@shop/cms-blocks";
import { checked, failureOf, succeeded } from "./account-profile.server.ts";
import {
  CMS_CONTACT_INTENT,
  CMS_NEWSLETTER_INTENT,
  contactFormRules,
  newsletterFormRules,
  newsletterOption,
} from "./cms-forms.ts";
import { readCookie } from "./cookies.server.ts";
import { formValues } from "./forms/rules.ts";
import type { Locale } from "./locale.ts";
import { storefrontUrlOf } from "./newsletter.server.ts";

/**
 * The CMS page's forms on the server (docs/storefront-rules.md "CMS forms"): the `form` element's contact
 * and newsletter forms and the age gate's confirmation, all posted to the page itself (routes/cms-page.tsx
 * dispatches them by `intent`). The forms answer like the service forms (AccountForm's answer: the values
 * and the catalogue's problems, or that it was sent); the age gate sets its cookie and answers 303 back.
 */

const SLOT_ID = /^[0-9a-f]{32}$/i;
const id = (value: string | undefined) => (value && SLOT_ID.test(value) ? value.toLowerCase() : undefined);
const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** `intent=cms-contact`: checks the form, then `POST /contact-form` with the element's slot. */
export async function contactFormAction(api: StoreApiClient, values: Record<string, string>) {
  const refused = checked(CMS_CONTACT_INTENT, values, contactFormRules);
  if (refused) return refused;
  try {
    await api.sendContactForm({
      email: values["email"]!.trim(),
      subject: values["subject"]!.trim(),
      comment: values["comment"]!.trim(),
      salutationId: id(values["salutationId"]),
      firstName: values["firstName"]!.trim(),
      lastName: values["lastName"]!.trim(),
      phone: trimmed(values["phone"]),
      navigationId: id(values["navigationId"]),
      slotId: id(values["slotId"]),
    });
  } catch (error) {
    return failureOf(error, CMS_CONTACT_INTENT, values);
  }
  return succeeded(CMS_CONTACT_INTENT, values);
}

/**
 * `intent=cms-newsletter`: subscribe (double opt-in mail, like the footer's signup) or unsubscribe. An
 * address that never subscribed unsubscribes quietly: the form does not tell who is on the list.
 */
export async function newsletterFormAction(
  request: Request,
  api: StoreApiClient,
  locale: Locale,
  values: Record<string, string>,
) {
  const refused = checked(CMS_NEWSLETTER_INTENT, values, newsletterFormRules(values));
  if (refused) return refused;
  const email = values["email"]!.trim();
  try {
    if (newsletterOption(values) === "unsubscribe") {
      await api.unsubscribeNewsletter(email).catch((error: unknown) => {
        if (!(isStoreApiError(error) && error.status === 404)) throw error;
      });
    } else {
      await api.subscribeNewsletter({
        email,
        storefrontUrl: storefrontUrlOf(request, locale),
        option: "subscribe",
        salutationId: id(values["salutationId"]),
        firstName: trimmed(values["firstName"]),
        lastName: trimmed(values["lastName"]),
      });
    }
  } catch (error) {
    return failureOf(error, CMS_NEWSLETTER_INTENT, values);
  }
  return succeeded(CMS_NEWSLETTER_INTENT, values);
}

/** The age gate's confirmation remembered for 1 to 365 days (30 unless the element says otherwise). */
export function ageVerifiedCookie(requestUrl: URL, lifetimeDays: unknown): string {
  const days = Number(lifetimeDays);
  const lifetime = Number.isInteger(days) && days >= 1 && days <= 365 ? days : 30;
  const secure = requestUrl.protocol === "https:" ? "; Secure" : "";
  return `${AGE_VERIFIED_COOKIE}=1; Max-Age=${lifetime * 86_400}; Path=/; SameSite=Lax${secure}`;
}

/** Whether the visitor confirmed their age before (the gate then stays closed). */
export const isAgeVerified = (request: Request) =>
  readCookie(request.headers.get("cookie"), AGE_VERIFIED_COOKIE) === "1";

/** `intent=age-verification`: sets the cookie and answers 303 back to the page (its own path only). */
export function ageVerificationAction(request: Request, values: Record<string, string>) {
  const url = new URL(request.url);
  return redirect(url.pathname + url.search, {
    status: 303,
    headers: {
      "Set-Cookie": ageVerifiedCookie(url, values["cookieLifetime"]),
      "Cache-Control": "no-store",
    },
  });
}

/** The CMS page's form posts by `intent`; undefined for another intent (the page's other forms). */
export async function cmsFormAction(request: Request, api: StoreApiClient, locale: Locale, form: FormData) {
  const values = formValues(form);
  switch (values["intent"]) {
    case CMS_CONTACT_INTENT:
      return contactFormAction(api, values);
    case CMS_NEWSLETTER_INTENT:
      return newsletterFormAction(request, api, locale, values);
    case "age-verification":
      return ageVerificationAction(request, values);
    default:
      return undefined;
  }
}
