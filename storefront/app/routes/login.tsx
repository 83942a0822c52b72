import { msg } from "@lingui/core/macro";
import { redirect } from "react-router";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/login";
import { LoginForm } from "../components/account-islands.ts";
import { accountTexts } from "../components/account/texts.ts";
import { login, loginTarget, readIsLoggedIn } from "../lib/account.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { PASSWORD_CHANGED_PARAM } from "../lib/recover.server.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_CACHE_CONTROL } from "../lib/http-cache.server.ts";

/**
 * `/login`: the sign-in form (`LoginForm`, the same as the header's modal) and its action. A customer who
 * is already logged in goes on to where the login would lead. Logic: `lib/account.server.ts`.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "") || undefined;
  if (await readIsLoggedIn(api)) {
    throw redirect(loginTarget(redirectTo, locale), { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  }
  const i18n = await createI18n(locale);
  const meta = {
    title: i18n._(msg`Log in`),
    description: i18n._(msg`Log in to your Clarus customer account.`),
    ...pageUrls(url.origin, (language) => localizePath("/login", language), locale),
  };
  // After a password reset (lib/recover.server.ts): the notice, translated here from the account catalog.
  const notice = url.searchParams.has(PASSWORD_CHANGED_PARAM)
    ? i18n._(accountTexts.passwordChanged)
    : undefined;
  return { redirectTo, meta, notice };
}

export function action({ request, context }: Route.ActionArgs) {
  return login(request, context.get(storeApiContext), context.get(localeContext));
}

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className={styles.page}>
      {loaderData.notice && <output className={styles.notice}>{loaderData.notice}</output>}
      <LoginForm redirectTo={loaderData.redirectTo} failure={actionData} />
    </main>
  );
}

const styles = {
  page: css({
    maxW: "container",
    mx: "auto",
    px: "gutter",
    py: "10",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: "6",
  }),
  notice: css({
    display: "block",
    w: "full",
    maxW: "md",
    p: "4",
    borderRadius: "md",
    bg: "success.subtle",
    color: "success.text",
    borderWidth: "1px",
    borderColor: "success.border",
  }),
};
