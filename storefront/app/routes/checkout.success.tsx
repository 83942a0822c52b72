import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/checkout.success";
import { island } from "../components/islands.ts";
import { toPageError } from "../lib/errors.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { loadOrderPage, orderPageHeaders, orderPaymentAction } from "../lib/order.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";

/** The page's content (an island, ADR 6), declared here so that only the order pages' chunks carry it. */
const OrderPage = island(
  () => import("../components/OrderPage.tsx"),
  (module) => module.OrderPage,
);

/**
 * `/checkout/success/{orderId}`: thanks and the order's summary (lib/order.server.ts). An asynchronous
 * payment method gets "Pay now", which with JavaScript submits itself after 5 seconds; the action starts
 * the payment and answers 303 to the provider's page.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const i18n = await createI18n(locale);
  let page;
  try {
    page = await loadOrderPage(api, params.orderId, "success", locale, url);
  } catch (error) {
    throw toPageError(error, url.pathname);
  }
  if (page instanceof Response) throw page;
  return data(
    { ...page, meta: { title: i18n._(msg`Thank you for your order`) } },
    { headers: orderPageHeaders },
  );
}

export function action({ request, context, params, url }: Route.ActionArgs) {
  const api = context.get(storeApiContext);
  return orderPaymentAction(request, api, params.orderId, context.get(localeContext), url.origin);
}

export function headers() {
  return orderPageHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CheckoutSuccessRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { order, paymentMethods, problem } = loaderData;
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.heading}>{t`Thank you for your order`}</h1>
      <OrderPage variant="success" order={order} paymentMethods={paymentMethods} problem={problem} />
    </main>
  );
}

const styles = {
  page: css({ maxW: "container", mx: "auto", px: "gutter", py: "6" }),
  heading: css({ textStyle: "h1", mb: "6" }),
};
