import { msg } from "@lingui/core/macro";
import { data, redirect } from "react-router";
import type { Route } from "./+types/account.order.$orderId";
import { OrderDetail } from "../components/account-order-islands.ts";
import { deepLinkTarget, readAccountOrder, repeatOrder } from "../lib/account-orders.server.ts";
import { toPageError } from "../lib/errors.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_CACHE_CONTROL } from "../lib/http-cache.server.ts";

/**
 * `/account/order/{orderId}`: one of the customer's orders (404 for any other id); the order mail's
 * `/account/order/{deepLinkCode}` leads to the customer's order with that code. Its form posts
 * `intent=repeat`: the products into the cart, then 303 to the cart with a notice.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const i18n = await createI18n(locale);
  const api = context.get(storeApiContext);
  let order;
  let target;
  try {
    // The order mail's link carries the deep link code: on to the order's own page.
    target = await deepLinkTarget(api, params.orderId, locale, url.pathname);
    order = target ? undefined : await readAccountOrder(api, params.orderId, url.pathname);
  } catch (error) {
    throw toPageError(error, url.pathname);
  }
  if (target || !order) {
    throw redirect(target ?? url.pathname, {
      status: 303,
      headers: { "Cache-Control": PRIVATE_CACHE_CONTROL },
    });
  }
  const number = order.order.orderNumber;
  const meta = { title: i18n._(msg`Order ${number}`) };
  return data({ ...order, meta }, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return repeatOrder(request, context.get(storeApiContext), params.orderId, context.get(localeContext));
}

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AccountOrderRoute({ loaderData }: Route.ComponentProps) {
  const { meta: pageMeta, ...order } = loaderData;
  return <OrderDetail title={pageMeta.title} {...order} />;
}
