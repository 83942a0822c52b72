import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/checkout";
import { island } from "../components/islands.ts";
import { checkoutAction, readCheckoutPage } from "../lib/checkout.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_HEADERS } from "../lib/http-cache.server.ts";

/** The page's content (an island, ADR 6, with its texts' catalog), declared here so that only this page's chunk carries it. */
const CheckoutPage = island(
  () => import("../components/CheckoutPage.tsx"),
  (module) => module.CheckoutPage,
  "purchase",
);

/**
 * `/checkout` in the checkout layout: who orders (login or guest), methods, summary, place order
 * (lib/checkout.server.ts). Every form posts here and works without JavaScript.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const [page, i18n] = await Promise.all([readCheckoutPage(api, locale, url), createI18n(locale)]);
  const meta = {
    title: i18n._(msg`Checkout`),
    ...pageUrls(url.origin, (language) => localizePath("/checkout", language), locale),
  };
  return data({ page, meta }, { headers: PRIVATE_HEADERS });
}

export function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context.get(storeApiContext), context.get(localeContext));
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, follow" },
];

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.heading}>{t`Checkout`}</h1>
      <CheckoutPage page={loaderData.page} failure={actionData?.ok === false ? actionData : undefined} />
    </main>
  );
}

const styles = {
  page: css({ maxW: "container", mx: "auto", px: "gutter", py: "6" }),
  heading: css({ textStyle: "h1", mb: "6" }),
};
