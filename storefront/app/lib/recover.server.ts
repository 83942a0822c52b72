import { data, redirect } from "react-router";
import { isStoreApiError, type StoreApiClient } from "@shop/store-api";
import { recoverRules, resetRules, type AccountFormResult } from "./account-forms.ts";
import { checked, failureOf, succeeded } from "./account-profile.server.ts";
import { formValues } from "./forms/rules.ts";
import { localePrefix, localizePath, type Locale } from "./locale.ts";
import { PRIVATE_HEADERS } from "./http-cache.server.ts";

/**
 * Password recovery on the server (spec §2 "/account/recover", "/account/recover/password"): asking for a
 * link by e-mail (`/account/recovery-password` with the shop's URL, so the mail links back here), and the
 * link's page (`/account/recover/password?hash=…`) that sets the new password. Asking always gets the
 * same answer, whether an account has the address or not.
 */

/** The login page's query flag after a reset: it shows "your password was changed". */
export const PASSWORD_CHANGED_PARAM = "password-changed";

/** The recovery link's state: usable, or expired/unknown (a new link must be asked for). */
export type RecoveryLinkState = "valid" | "expired";

/** Whether the link's hash still works; an unknown or missing hash is as good as expired. */
export async function readRecoveryLink(api: StoreApiClient, hash: string | null): Promise<RecoveryLinkState> {
  if (!hash) return "expired";
  try {
    return (await api.isRecoveryExpired(hash)) ? "expired" : "valid";
  } catch (error) {
    if (isStoreApiError(error) && error.status < 500 && error.status !== 0) return "expired";
    throw error;
  }
}

/** `/account/recover`: mails the link; the same answer for every well-formed address. */
export async function requestRecovery(request: Request, api: StoreApiClient, locale: Locale) {
  const values = formValues(await request.formData().catch(() => new FormData()));
  const refused = checked("recover", values, recoverRules);
  if (refused) return refused;
  const storefrontUrl = new URL(request.url).origin + localePrefix(locale);
  try {
    await api.requestPasswordRecovery({ email: values["email"]!.trim(), storefrontUrl });
  } catch (error) {
    // Only throttling and a malformed address may show; a refusal must not tell whether an account exists.
    if (isStoreApiError(error) && (error.status === 429 || error.status === 400))
      return failureOf(error, "recover", values);
    console.error("recovery failed", error);
  }
  return succeeded("recover", values);
}

/**
 * `/account/recover/password`: sets the new password. Shopware answers no session, so the customer signs
 * in: 303 to the login page with the "password changed" notice. An expired link (410) answers the form's
 * "expired" message with the way to a new link.
 */
export async function resetPassword(request: Request, api: StoreApiClient, locale: Locale) {
  const values = formValues(await request.formData().catch(() => new FormData()));
  const refused = checked("reset", values, resetRules);
  if (refused) return refused;
  try {
    await api.resetPassword({
      hash: values["hash"] ?? "",
      newPassword: values["newPassword"] ?? "",
      newPasswordConfirm: values["newPasswordConfirm"] ?? "",
    });
  } catch (error) {
    if (isStoreApiError(error) && (error.status === 410 || error.status === 404)) {
      return data<AccountFormResult>(
        { ok: false, intent: "reset", values: {}, errors: {}, formError: "expired" },
        { status: 410, headers: PRIVATE_HEADERS },
      );
    }
    return failureOf(error, "reset", values);
  }
  return redirect(`${localizePath("/login", locale)}?${PASSWORD_CHANGED_PARAM}=1`, {
    status: 303,
    headers: PRIVATE_HEADERS,
  });
}
