import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/wishlist";
import { island } from "../components/islands.ts";
import { readIsLoggedIn } from "../lib/account.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import {
  pageOf,
  parseIds,
  readCustomerWishlist,
  readProductsByIds,
  wishlistAction,
  type WishlistPageData,
} from "../lib/wishlist.server.ts";
import { PRIVATE_HEADERS } from "../lib/http-cache.server.ts";

/** The page's content (an island, ADR 6, with the account and form texts), only in this page's chunk. */
const WishlistPage = island(
  () => import("../components/account/WishlistPage.tsx"),
  (module) => module.WishlistPage,
  ["account", "purchase"],
);

/**
 * `/wishlist`: a signed-in customer's list from the Store API (15 per page, `?p=`), rendered on the server
 * with "Remove" forms; for a guest the page's shell, whose island asks this loader for the products of the
 * ids the browser keeps (`?ids=a,b`, lib/wishlist.server.ts).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const i18n = await createI18n(locale);
  const meta = {
    title: i18n._(msg`Wishlist`),
    description: i18n._(msg`The Clarus products you noted, ready to put in the cart.`),
    ...pageUrls(url.origin, (language) => localizePath("/wishlist", language), locale),
  };
  const page: WishlistPageData = (await readIsLoggedIn(api))
    ? await readCustomerWishlist(api, pageOf(url))
    : { kind: "guest" };
  const ids = parseIds(url.searchParams.get("ids"));
  const products = page.kind === "guest" && ids.length > 0 ? await readProductsByIds(api, ids) : undefined;
  return data({ page, products, meta }, { headers: PRIVATE_HEADERS });
}

export function action({ request, context }: Route.ActionArgs) {
  return wishlistAction(request, context.get(storeApiContext), context.get(localeContext));
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, follow" },
];

export default function WishlistRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.heading}>{t`Wishlist`}</h1>
      <WishlistPage data={loaderData.page} />
    </main>
  );
}

const styles = {
  page: css({ maxW: "container", mx: "auto", px: "gutter", py: "6", w: "full" }),
  heading: css({ textStyle: "h1", mb: "6" }),
};
