import { data } from "react-router";
import type { Route } from "./+types/account.profile";
import { ProfileForms } from "../components/account-islands.ts";
import { accountTexts } from "../components/account/texts.ts";
import { requireCustomer } from "../lib/account.server.ts";
import { profileAction, readProfilePage } from "../lib/account-profile.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_HEADERS } from "../lib/http-cache.server.ts";

/** `/account/profile` in the account layout: personal data, e-mail, password (lib/account-profile.server.ts). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const customer = await requireCustomer(api, url, locale);
  const [page, i18n] = await Promise.all([readProfilePage(api, customer), createI18n(locale)]);
  const meta = {
    title: i18n._(accountTexts.profileTitle),
    ...pageUrls(url.origin, (language) => localizePath("/account/profile", language), locale),
  };
  return data({ page, meta }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const api = context.get(storeApiContext);
  await requireCustomer(api, url, context.get(localeContext));
  return profileAction(request, api);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AccountProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfileForms page={loaderData.page} answer={actionData} />;
}
