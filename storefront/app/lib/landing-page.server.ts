import { technicalPaths, translatedName, type StoreApiClient } from "@shop/store-api";
import { pageBreadcrumbs } from "./breadcrumbs.server.ts";
import { layoutWithListing, listingStateOf } from "./listing.server.ts";
import type { Locale } from "./locale.ts";
import { entityPageUrls, landingPageMeta } from "./page-meta.server.ts";

/**
 * A landing page (`frontend.landing.page`, a campaign): its layout (a listing on it shows its first page),
 * home in the breadcrumbs, canonical URL and hreflang.
 */
export async function loadLandingPage(api: StoreApiClient, id: string, url: URL, locale: Locale) {
  const [landing, urls] = await Promise.all([
    api.readLandingPage(id, listingStateOf(url), { includeSeoUrls: true }),
    entityPageUrls(url.origin, technicalPaths.landing_page(id), locale),
  ]);
  const { cmsPage, listing } = layoutWithListing(landing.cmsPage);
  const name = translatedName(landing);
  return {
    kind: "landing" as const,
    meta: { ...(await landingPageMeta(landing, locale)), ...urls },
    title: name,
    cmsPage,
    breadcrumbs: await pageBreadcrumbs({ id, name }, [], locale),
    listing,
    categories: undefined,
  };
}
