import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { isStoreApiError } from "@shop/store-api";
import type { Route } from "./+types/account.order";
import { OrderList } from "../components/account-order-islands.ts";
import { orderListPage, readOrderList, ORDER_LIST_PAGE_SIZE } from "../lib/account-orders.server.ts";
import { toPageError } from "../lib/errors.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_CACHE_CONTROL } from "../lib/http-cache.server.ts";

/**
 * `/account/order`: the customer's orders, newest first (lib/account-orders.server.ts); `?page=2` shows
 * two pages' worth ("show more" without JavaScript; with it, a fetcher loads the same URL).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const i18n = await createI18n(locale);
  const page = orderListPage(url);
  let list;
  try {
    list = await readOrderList(context.get(storeApiContext), page);
  } catch (error) {
    // Signed out meanwhile: the account layout's guard sends the shopper to the login page.
    if (!isStoreApiError(error) || error.status !== 403) throw toPageError(error, url.pathname);
    list = { orders: [], total: 0, page, pageSize: ORDER_LIST_PAGE_SIZE };
  }
  const meta = { title: i18n._(msg`Your orders`) };
  return data({ list, meta }, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AccountOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrderList title={loaderData.meta.title} {...loaderData.list} />;
}
