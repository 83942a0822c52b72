import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/search";
import { island } from "../components/islands.ts";
import { toPageError } from "../lib/errors.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { earlierPages, joinPages, listingStateOf } from "../lib/listing.server.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";

/** The results (an island, ADR 6), declared here so that only this page's chunk carries it. */
const ShopSearchResults = island(
  () => import("../components/ShopSearchResults.tsx"),
  (module) => module.ShopSearchResults,
  "cart",
);

/**
 * `/search?search=…`: the products matching the term, with the same filters, sorting and "load more" as a
 * category, all in the URL. Without a term it asks for one.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const criteria = listingStateOf(url);
  const term = (criteria.search ?? "").trim();
  const i18n = await createI18n(locale);
  const query = term ? `?${new URLSearchParams({ search: term }).toString()}` : "";
  const meta = {
    title: term ? i18n._(msg`Search results for “${term}”`) : i18n._(msg`Search`),
    description: i18n._(
      msg`Find cleaning agents, surface treatment, machines and accessories in the Clarus shop.`,
    ),
    ...pageUrls(url.origin, (language) => `${localizePath("/search", language)}${query}`, locale),
  };
  if (!term) return { term, meta, listing: null };
  const seo = { includeSeoUrls: true };
  try {
    const [last, earlier] = await Promise.all([
      api.searchProducts(term, criteria, seo),
      earlierPages(criteria, (pageCriteria) => api.searchProducts(term, pageCriteria, seo)),
    ]);
    return { term, meta, listing: joinPages(earlier, last) };
  } catch (error) {
    throw toPageError(error, "/search");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { term, listing } = loaderData;
  const { t } = useLingui();
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.heading}>{term ? t`Search results for “${term}”` : t`Search`}</h1>
      {!listing ? (
        <p>
          <Trans>Enter a search term in the search bar to find products.</Trans>
        </p>
      ) : (
        <ShopSearchResults listing={listing} />
      )}
    </main>
  );
}

const styles = {
  page: css({ maxW: "container", mx: "auto", px: "gutter", py: "6" }),
  heading: css({ textStyle: "h1", mb: "6", overflowWrap: "anywhere" }),
};
