import { msg } from "@lingui/core/macro";
import { technicalPaths, translatedName, type StoreApiClient } from "@shop/store-api";
import { pageBreadcrumbs, readBreadcrumbTrail } from "./breadcrumbs.server.ts";
import { createI18n } from "./i18n.ts";
import {
  categoryLinks,
  earlierPages,
  joinPages,
  layoutWithListing,
  listingStateOf,
} from "./listing.server.ts";
import type { Locale } from "./locale.ts";
import { categoryMeta, entityPageUrls } from "./page-meta.server.ts";
import { guestShopRead } from "./shop-cache.server.ts";

/**
 * A category page (`frontend.navigation.page`): its layout with the listing (filters, sorting and pages 1
 * to `p`, all in the URL), breadcrumbs, the category-navigation filter, canonical URL and hreflang.
 */
export async function loadCategoryPage(api: StoreApiClient, id: string, url: URL, locale: Locale) {
  const criteria = listingStateOf(url);
  const seo = { includeSeoUrls: true };
  const [category, earlier, trail, urls] = await Promise.all([
    // A guest's listing is the same for every guest: kept briefly per category and listing state.
    guestShopRead(api, url.host, ["category", id, JSON.stringify(criteria)], () =>
      api.readCategory(id, criteria, seo),
    ),
    earlierPages(criteria, (pageCriteria) =>
      guestShopRead(api, url.host, ["listing", id, JSON.stringify(pageCriteria)], () =>
        api.readProductListing(id, pageCriteria, seo),
      ),
    ),
    readBreadcrumbTrail(api, id),
    entityPageUrls(url.origin, technicalPaths.category(id), locale),
  ]);
  const { cmsPage, listing } = layoutWithListing(category.cmsPage);
  const i18n = await createI18n(locale);
  const name = translatedName(category);
  return {
    kind: "category" as const,
    meta: { ...(await categoryMeta(category, locale)), ...urls },
    title: name,
    cmsPage,
    breadcrumbs: await pageBreadcrumbs({ id, name }, trail, locale),
    listing: listing ? joinPages(earlier, listing) : null,
    categories: listing
      ? { label: i18n._(msg`Categories`), items: await categoryLinks(api, category, locale) }
      : undefined,
  };
}
