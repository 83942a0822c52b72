import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/checkout.cart";
import { island } from "../components/islands.ts";
import { cartPageAction, readCartPage } from "../lib/cart.server.ts";
import { toPageError } from "../lib/errors.server.ts";
import { readFlash } from "../lib/flash.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_HEADERS } from "../lib/http-cache.server.ts";

/** The page's content (an island, ADR 6, with its texts' catalog), declared here so that only this page's chunk carries it. */
const CartPage = island(
  () => import("../components/CartPage.tsx"),
  (module) => module.CartPage,
  "purchase",
);

/** The shopper's own cart: never stored by a shared cache. */

/**
 * `/checkout/cart`: the shopper's cart (lib/cart.server.ts `readCartPage`) with its forms: quantity,
 * removal, promotion codes (`cartPageAction`). Without JavaScript each form posts here and comes back with
 * 303 and a flash message; with JavaScript fetchers post the same forms and the page updates in place.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const i18n = await createI18n(locale);
  let cart;
  try {
    cart = await readCartPage(api, locale);
  } catch (error) {
    throw toPageError(error, url.pathname);
  }
  // A code that was not accepted comes back in the field (posted without JavaScript, nothing typed is lost).
  const flash = readFlash(request);
  const promotionCode = flash?.key === "promotion-not-found" ? (flash.name ?? "") : "";
  const meta = {
    title: i18n._(msg`Cart`),
    description: i18n._(
      msg`Your Clarus cart: change quantities, redeem a promotion code and go to checkout.`,
    ),
    ...pageUrls(url.origin, (language) => localizePath("/checkout/cart", language), locale),
  };
  return data({ cart, promotionCode, meta }, { headers: PRIVATE_HEADERS });
}

export function action({ request, context }: Route.ActionArgs) {
  return cartPageAction(request, context.get(storeApiContext), context.get(localeContext));
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, follow" },
];

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.heading}>{t`Cart`}</h1>
      <CartPage cart={loaderData.cart} promotionCode={loaderData.promotionCode} />
    </main>
  );
}

const styles = {
  page: css({ maxW: "container", mx: "auto", px: "gutter", py: "6" }),
  heading: css({ textStyle: "h1", mb: "6" }),
};
