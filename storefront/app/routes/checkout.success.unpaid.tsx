import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/checkout.success.unpaid";
import { OrderPage } from "../components/order-island.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { orderPageAction, orderPageHeaders, orderPageLoader } from "../lib/order.server.ts";

/**
 * `/checkout/success/{orderId}/unpaid`: where the provider sends the shopper when the payment failed or was
 * cancelled (the errorUrl, `?error-code=`): the reason, the retry form (the same or another available
 * method; its action changes the method, then starts the payment again) and the shop's contact.
 */
export const loader = orderPageLoader("unpaid", msg`Your payment was not completed`);
export const action = orderPageAction;

export function headers() {
  return orderPageHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CheckoutUnpaidRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return <OrderPage variant="unpaid" title={t`Your payment was not completed`} {...loaderData} />;
}
