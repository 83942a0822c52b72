import { msg } from "@lingui/core/macro";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/account";
import type { loader as accountLayoutLoader } from "../layouts/account.tsx";
import { readCurrentPaymentMethod } from "../lib/account-profile.server.ts";
import { requireCustomer } from "../lib/account.server.ts";
import { AccountOverview } from "../components/account-islands.ts";
import { accountNewsletterAction, readNewsletterState } from "../lib/newsletter.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { useLocale } from "../lib/use-locale.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { readLatestOrder } from "../lib/account-orders.server.ts";
import { PRIVATE_CACHE_CONTROL } from "../lib/http-cache.server.ts";

/**
 * `/account`: the account overview — the greeting, the e-mail address, the default billing and shipping
 * addresses, and the ways into the account's sections. The customer comes from the account layout.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(storeApiContext);
  const [i18n, paymentMethod, newsletter, latestOrder] = await Promise.all([
    createI18n(locale),
    readCurrentPaymentMethod(api),
    readNewsletterState(api),
    readLatestOrder(api),
  ]);
  const meta = {
    title: i18n._(msg`Your account`),
    ...pageUrls(url.origin, (language) => localizePath("/account", language), locale),
  };
  return { meta, paymentMethod, newsletter, latestOrder };
}

/** The overview's forms: the newsletter card's subscribe / unsubscribe (lib/newsletter.server.ts). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const customer = await requireCustomer(api, url, locale);
  const form = await request.formData().catch(() => new FormData());
  return accountNewsletterAction(
    request,
    api,
    locale,
    customer.email ?? "",
    String(form.get("intent") ?? ""),
  );
}

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AccountOverviewPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const account = useRouteLoaderData<typeof accountLayoutLoader>(`${locale}/account-layout`)?.account;
  if (!account) return null;
  return <AccountOverview account={account} {...loaderData} />;
}
