import { data } from "react-router";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/store-finder";
import { island } from "../components/islands.ts";
import { storeFinderMeta } from "../components/services/texts.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { findStores } from "../lib/store-finder.server.ts";

const StoreFinderPage = island(
  () => import("../components/services/StoreFinderPage.tsx"),
  (module) => module.StoreFinderPage,
  "services",
);

/**
 * `/store-finder?search=<postal code or place>&radius=<km>`: the shop's locations and partner depots near a
 * place (lib/store-finder.server.ts). The page without a search is indexed; result pages are not (noindex)
 * and all share the canonical URL of the page itself.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const i18n = await createI18n(locale);
  const result = await findStores(context.get(storeApiContext), url);
  const meta = {
    title: i18n._(storeFinderMeta.title),
    description: i18n._(storeFinderMeta.description),
    ...pageUrls(url.origin, (language) => localizePath("/store-finder", language), locale),
  };
  return data({ result, meta, noindex: result.status !== "initial" });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  ...(loaderData?.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
];

export default function StoreFinderRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className={styles.page}>
      <StoreFinderPage result={loaderData.result} />
    </main>
  );
}

const styles = { page: css({ maxW: "container", mx: "auto", px: "gutter", py: "6", w: "full" }) };
