import { msg } from "@lingui/core/macro";
import { data, redirect } from "react-router";
import type { Route } from "./+types/account.order.$orderId";
import { OrderDetail, OrderLinkForm } from "../components/account-order-islands.ts";
import { accountTexts } from "../components/account/texts.ts";
import { readAccountCustomer } from "../lib/account.server.ts";
import {
  deepLinkTarget,
  isDeepLinkCode,
  readAccountOrder,
  readLinkedOrder,
  repeatOrder,
  verifyLinkedOrder,
  type LinkedOrderPage,
} from "../lib/account-orders.server.ts";
import { toPageError } from "../lib/errors.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import { PRIVATE_CACHE_CONTROL } from "../lib/http-cache.server.ts";

/**
 * `/account/order/{orderId}`: one of the customer's orders (404 for any other id). The order mail's link
 * `/account/order/{deepLinkCode}` leads a customer to their order with that code, and shows a guest the
 * order once they proved its e-mail and billing postal code (`intent=order-link`). The order's form posts
 * `intent=repeat`: the products into the cart, then 303 to the cart with a notice.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const i18n = await createI18n(locale);
  const api = context.get(storeApiContext);
  let page: LinkedOrderPage;
  try {
    if (isDeepLinkCode(params.orderId)) {
      // A customer with an account: on to the order's own page in the account.
      const target = (await readAccountCustomer(api))
        ? await deepLinkTarget(api, params.orderId, locale, url.pathname)
        : undefined;
      if (target)
        throw redirect(safeRedirectPath(target), {
          status: 303,
          headers: { "Cache-Control": PRIVATE_CACHE_CONTROL },
        });
      page = await readLinkedOrder(api, params.orderId, url, locale);
    } else {
      page = { kind: "order", order: await readAccountOrder(api, params.orderId, url.pathname) };
    }
  } catch (error) {
    throw toPageError(error, url.pathname);
  }
  if (page.kind === "verify") {
    const meta = { title: i18n._(accountTexts.orderLinkTitle) };
    return data({ ...page, meta }, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  }
  const number = page.order.order.orderNumber;
  const meta = { title: i18n._(msg`Order ${number}`) };
  return data({ ...page, meta }, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  // The order shown through its link posts "repeat order" to the order's own path, as in the account.
  if (isDeepLinkCode(params.orderId)) return verifyLinkedOrder(request, api, params.orderId);
  return repeatOrder(request, api, params.orderId, locale);
}

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AccountOrderRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  const { meta: pageMeta, ...page } = loaderData;
  if (page.kind === "verify")
    return <OrderLinkForm title={pageMeta.title} code={params.orderId} answer={actionData} />;
  return <OrderDetail title={pageMeta.title} {...page.order} linked={page.linked} />;
}
