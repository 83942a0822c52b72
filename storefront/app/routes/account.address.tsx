import { data } from "react-router";
import type { Route } from "./+types/account.address";
import { AddressBook } from "../components/account-islands.ts";
import { addressListAction, readAddressBook } from "../lib/address-book.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { AccountMain } from "../components/AccountMain.tsx";
import { addressTitles } from "../components/account/address-titles.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_HEADERS } from "../lib/http-cache.server.ts";

/** `/account/address`: the address book (lib/address-book.server.ts); its forms post here. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const [book, i18n] = await Promise.all([
    readAddressBook(context.get(storeApiContext), url, locale),
    createI18n(locale),
  ]);
  const meta = {
    title: i18n._(addressTitles.list),
    ...pageUrls(url.origin, (language) => localizePath("/account/address", language), locale),
  };
  const confirmDelete = url.searchParams.get("delete") ?? undefined;
  return data({ ...book, confirmDelete, meta }, { headers: PRIVATE_HEADERS });
}

export function action({ request, context }: Route.ActionArgs) {
  return addressListAction(request, context.get(storeApiContext), context.get(localeContext));
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, follow" },
];

export default function AccountAddressRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountMain title={loaderData.meta.title}>
      <AddressBook
        addresses={loaderData.addresses}
        done={loaderData.done}
        confirmDelete={loaderData.confirmDelete}
        failure={actionData?.ok === false ? actionData : undefined}
      />
    </AccountMain>
  );
}
