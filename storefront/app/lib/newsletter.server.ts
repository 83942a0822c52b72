import { isStoreApiError, type NewsletterStatus, type StoreApiClient } from "@shop/store-api";
import { redirectWithFlash, type FlashKey } from "./flash.server.ts";
import { rules, validate } from "./forms/rules.ts";
import { localePrefix, localizePath, type Locale } from "./locale.ts";
import { safeRedirectPath } from "./safe-redirect.ts";
import { cacheHeaders } from "./http-cache.server.ts";

/** Where the opt-in mail's link points: `<origin>[/fr-CH]/newsletter-subscribe?em=…&hash=…`. */
export const storefrontUrlOf = (request: Request, locale: Locale) =>
  new URL(request.url).origin + localePrefix(locale);

function back(request: Request, target: string, key: FlashKey): Response {
  return redirectWithFlash(request, target, { key }, cacheHeaders("noStore"));
}

/**
 * `POST /newsletter {email, redirectTo}` (the footer's signup): checks the address, asks the Store API for
 * a double opt-in subscription (the mail's link leads to `/newsletter-subscribe`) and answers 303 back to
 * the page with a notice: the mail is on its way, the address is not valid, or it failed (also when
 * throttled). A page of another site never gets here (lib/csrf.server.ts).
 */
export async function subscribeAction(request: Request, api: StoreApiClient, locale: Locale) {
  const form = await request.formData().catch(() => new FormData());
  const target = safeRedirectPath(form.get("redirectTo"), localizePath("/", locale));
  const email = String(form.get("email") ?? "").trim();
  const problems = validate({ email: [rules.required(), rules.email(), rules.maxLength(254)] }, { email });
  if (problems.email) return back(request, target, "newsletter-invalid-email");
  try {
    await api.subscribeNewsletter({
      email,
      storefrontUrl: storefrontUrlOf(request, locale),
      option: "subscribe",
    });
    return back(request, target, "newsletter-subscribed");
  } catch (error) {
    const invalid = isStoreApiError(error) && error.status === 400;
    if (!invalid && !(isStoreApiError(error) && error.status === 429))
      console.error("newsletter failed", error);
    return back(request, target, invalid ? "newsletter-invalid-email" : "newsletter-failed");
  }
}

/** What `/newsletter-subscribe` shows: confirmed, or the link is unknown, used up or broken. */
export type NewsletterConfirmation = "confirmed" | "expired";

/** Confirms the mailed link's `em` and `hash` (`POST /newsletter/confirm`); any refusal reads as expired. */
export async function confirmSubscription(api: StoreApiClient, url: URL): Promise<NewsletterConfirmation> {
  const em = url.searchParams.get("em") ?? "";
  const hash = url.searchParams.get("hash") ?? "";
  if (!/^[0-9a-f]{40}$/.test(em) || !/^[A-Za-z0-9]{1,64}$/.test(hash)) return "expired";
  try {
    await api.confirmNewsletter({ hash, em });
    return "confirmed";
  } catch (error) {
    if (!isStoreApiError(error) || error.status >= 500)
      console.error("newsletter confirmation failed", error);
    return "expired";
  }
}

/** Whether the signed-in customer receives the newsletter (`optIn`, `direct`), is waiting for the mail, or not. */
export type NewsletterState = "subscribed" | "pending" | "none";

export function newsletterStateOf(status: NewsletterStatus | undefined): NewsletterState {
  if (status === "optIn" || status === "direct") return "subscribed";
  return status === "notSet" ? "pending" : "none";
}

/** The signed-in customer's newsletter state (none when it cannot be read). */
export async function readNewsletterState(api: StoreApiClient): Promise<NewsletterState> {
  try {
    return newsletterStateOf((await api.readNewsletterRecipient()).status);
  } catch (error) {
    console.error("newsletter status failed", error);
    return "none";
  }
}

/**
 * The account overview's newsletter form (`intent=newsletter-subscribe|newsletter-unsubscribe`) for the
 * signed-in customer's own address: subscribe with the opt-in mail, or unsubscribe at once. 303 back to
 * the account with a notice.
 */
export async function accountNewsletterAction(
  request: Request,
  api: StoreApiClient,
  locale: Locale,
  email: string,
  intent: string,
) {
  const target = localizePath("/account", locale);
  try {
    if (intent === "newsletter-unsubscribe") {
      await api.unsubscribeNewsletter(email);
      return back(request, target, "newsletter-unsubscribed");
    }
    await api.subscribeNewsletter({
      email,
      storefrontUrl: storefrontUrlOf(request, locale),
      option: "subscribe",
    });
    return back(request, target, "newsletter-subscribed");
  } catch (error) {
    // Never subscribed: nothing to unsubscribe from.
    if (intent === "newsletter-unsubscribe" && isStoreApiError(error) && error.status === 404)
      return back(request, target, "newsletter-unsubscribed");
    console.error("newsletter change failed", error);
    return back(request, target, "newsletter-failed");
  }
}
