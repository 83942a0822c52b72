import { data } from "react-router";
import type { Route } from "./+types/account.address.create";
import { AddressForm } from "../components/account-islands.ts";
import { readAddressForm, saveAddressAction } from "../lib/address-book.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { AccountMain } from "../components/AccountMain.tsx";
import { addressTitles } from "../components/account/address-titles.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_HEADERS } from "../lib/http-cache.server.ts";

/** `/account/address/create`: a new address of the address book (lib/address-book.server.ts). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const [page, i18n] = await Promise.all([
    readAddressForm(context.get(storeApiContext), url, locale),
    createI18n(locale),
  ]);
  const meta = {
    title: i18n._(addressTitles.create),
    ...pageUrls(url.origin, (language) => localizePath("/account/address/create", language), locale),
  };
  return data({ page, meta }, { headers: PRIVATE_HEADERS });
}

export function action({ request, context }: Route.ActionArgs) {
  return saveAddressAction(request, context.get(storeApiContext), context.get(localeContext));
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, follow" },
];

export default function AccountAddressCreateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountMain title={loaderData.meta.title}>
      <AddressForm page={loaderData.page} failure={actionData?.ok === false ? actionData : undefined} />
    </AccountMain>
  );
}
