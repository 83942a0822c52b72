import { redirect } from "react-router";
import type { Route } from "./+types/tracking-consent";
import { expiredCookie, serializeCookie } from "../lib/cookies.server.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import { shop } from "../lib/shop.server.ts";
import { expiredTrackingCookies } from "../lib/tag-manager.server.ts";
import { ASK_AGAIN, isTrackingConsent, trackingConsentCookieName } from "../lib/tag-manager.ts";

/**
 * The consent banner's and the footer's form (TrackingConsent.tsx): "granted" or "denied" is kept for 365
 * days, "ask" forgets the decision so the banner asks again. Back to the page with 303, which loads it
 * anew: with the tag after "Accept", without it after "Refuse" or "ask" (which also delete the cookies
 * Google's tag had set). A plain form post, so it works
 * before and without JavaScript. Without a configured tag manager there is nothing to decide.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(form.get("redirectTo"));
  if (shop.tagManagerId === undefined) return redirect(back, { status: 303 });
  const decision = form.get("consent");
  const headers = new Headers();
  if (isTrackingConsent(decision))
    headers.append(
      "Set-Cookie",
      serializeCookie(trackingConsentCookieName, decision, { request, httpOnly: true }),
    );
  else if (decision === ASK_AGAIN) headers.append("Set-Cookie", expiredCookie(trackingConsentCookieName));
  // Consent taken back: the cookies Google's tag set while it was given go too.
  if (decision !== "granted")
    for (const cookie of expiredTrackingCookies(request)) headers.append("Set-Cookie", cookie);
  return redirect(back, { status: 303, headers });
}

/** A GET (a bookmarked form target) goes home instead of showing an error. */
export function loader() {
  return redirect("/");
}
