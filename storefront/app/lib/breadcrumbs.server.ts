import { msg } from "@lingui/core/macro";
import type { BreadcrumbItem } from "@shop/design-system";
import { breadcrumbPath, translatedName, type Breadcrumb, type StoreApiClient } from "@shop/store-api";
import { createI18n } from "./i18n.ts";
import { localizePath, type Locale } from "./locale.ts";
import { cachedShopRead } from "./shop-cache.server.ts";

/**
 * The trail above a category, product or landing page: home, the category path from Shopware's
 * breadcrumb (linked by SEO path, else `/navigation/{id}`), the page itself last and unlinked.
 */

/**
 * The category path of a category or product (`GET /breadcrumb/{id}`), the same for every shopper of a
 * language (kept in the shop cache); a failure leaves it empty.
 */
export function readBreadcrumbTrail(api: StoreApiClient, id: string): Promise<Breadcrumb[]> {
  return cachedShopRead(api, ["breadcrumb", id], () => api.readBreadcrumb(id)).catch((error: unknown) => {
    console.error("breadcrumb failed", error);
    return [];
  });
}

/** The breadcrumbs of a page named `name` below `trail` (the page's own entry in it is left out). */
export async function pageBreadcrumbs(
  { id, name }: { id: string; name: string },
  trail: readonly Breadcrumb[],
  locale: Locale,
): Promise<BreadcrumbItem[]> {
  const i18n = await createI18n(locale);
  return [
    { label: i18n._(msg`Home`), href: localizePath("/", locale) },
    ...trail
      .filter((entry) => entry.categoryId !== id)
      .map((entry) => ({ label: translatedName(entry), href: localizePath(breadcrumbPath(entry), locale) })),
    { label: name },
  ];
}
