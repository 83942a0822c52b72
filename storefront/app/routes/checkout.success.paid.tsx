import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/checkout.success.paid";
import { OrderPage } from "../components/order-island.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { orderPageAction, orderPageHeaders, orderPageLoader } from "../lib/order.server.ts";

/**
 * `/checkout/success/{orderId}/paid`: where the payment provider sends the shopper back after paying (the
 * finishUrl), and where synchronous methods (invoice, prepayment) land. An asynchronous payment that failed
 * goes on to the unpaid page.
 */
export const loader = orderPageLoader("paid", msg`Thank you for your order`);
export const action = orderPageAction;

export function headers() {
  return orderPageHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CheckoutPaidRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return <OrderPage variant="paid" title={t`Thank you for your order`} {...loaderData} />;
}
