import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/checkout.success";
import { OrderPage } from "../components/order-island.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { orderPageAction, orderPageHeaders, orderPageLoader } from "../lib/order.server.ts";

/**
 * `/checkout/success/{orderId}`: thanks and the order's summary (lib/order.server.ts). An asynchronous
 * payment method gets "Pay now", which with JavaScript submits itself after 5 seconds; the action starts
 * the payment and answers 303 to the provider's page.
 */
export const loader = orderPageLoader("success", msg`Thank you for your order`);
export const action = orderPageAction;

export function headers() {
  return orderPageHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CheckoutSuccessRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return <OrderPage variant="success" title={t`Thank you for your order`} {...loaderData} />;
}
