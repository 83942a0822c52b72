import { data } from "react-router";
import type { Route } from "./+types/account.recover.password";
import { NewPasswordForm } from "../components/account-islands.ts";
import { accountTexts } from "../components/account/texts.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { readRecoveryLink, resetPassword } from "../lib/recover.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_HEADERS } from "../lib/http-cache.server.ts";

/**
 * `/account/recover/password?hash=…`, the link of the recovery mail: the new password, or for an expired
 * or unknown link (status 410) the way to a new one (lib/recover.server.ts).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const hash = url.searchParams.get("hash") ?? "";
  const [link, i18n] = await Promise.all([
    readRecoveryLink(context.get(storeApiContext), hash),
    createI18n(locale),
  ]);
  const meta = {
    title: i18n._(accountTexts.resetTitle),
    ...pageUrls(url.origin, (language) => localizePath("/account/recover/password", language), locale),
  };
  return data(
    { hash, expired: link === "expired", meta },
    { status: link === "expired" ? 410 : 200, headers: PRIVATE_HEADERS },
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return resetPassword(request, context.get(storeApiContext), context.get(localeContext));
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AccountRecoverPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const expired = loaderData.expired || actionData?.formError === "expired";
  return <NewPasswordForm hash={loaderData.hash} expired={expired} answer={actionData} />;
}
