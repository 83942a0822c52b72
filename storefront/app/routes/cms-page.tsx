import { Link, useLocation } from "react-router";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CmsPage } from "@shop/cms-blocks";
import { sanitizeCmsPage } from "@shop/cms-blocks/sanitize";
import { Breadcrumbs, type BreadcrumbItem } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/cms-page";
import { PageHeading } from "../components/PageHeading.tsx";
import { ShopListing, useProductCardShop } from "../components/ShopListing.tsx";
import { pageNotFound, toPageError } from "../lib/errors.server.ts";
import { createI18n } from "../lib/i18n.ts";
import {
  categoryLinks,
  earlierPages,
  joinPages,
  listingStateOf,
  takeListing,
} from "../lib/listing.server.ts";
import { localizePath, splitLocalePath } from "../lib/locale.ts";
import { pageMeta } from "../lib/meta.ts";
import { categoryMeta } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { resolvePath } from "../lib/resolve-path.server.ts";
import { localizedEntityPaths } from "../lib/seo-paths.server.ts";

/**
 * Any other path: a CMS-driven page found through its SEO URL (or `/navigation/{id}`, which answers 301 to
 * its SEO URL). Categories render now, with their listing (filters, sorting and "load more" in the URL),
 * breadcrumbs, canonical URL and hreflang alternates.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const { path } = splitLocalePath(url.pathname);
  const criteria = listingStateOf(url);
  const seo = { includeSeoUrls: true };
  try {
    const page = await resolvePath(api, path, locale, url.search);
    if (page?.routeName !== "frontend.navigation.page") throw pageNotFound(path);
    const id = page.foreignKey;
    const [category, earlier, trail, paths] = await Promise.all([
      api.readCategory(id, criteria, seo),
      earlierPages(criteria, (pageCriteria) => api.readProductListing(id, pageCriteria, seo)),
      api.readBreadcrumb(id).catch((error: unknown) => {
        console.error("breadcrumb failed", error);
        return [];
      }),
      localizedEntityPaths(`/navigation/${id}`),
    ]);
    const { cmsPage, listing } = category.cmsPage
      ? takeListing(sanitizeCmsPage(category.cmsPage))
      : { cmsPage: null, listing: null };
    const i18n = await createI18n(locale);
    const { origin } = url;
    const name = category.translated?.name ?? category.name ?? "";
    const breadcrumbs: BreadcrumbItem[] = [
      { label: i18n._(msg`Home`), href: localizePath("/", locale) },
      ...trail
        .filter((entry) => entry.categoryId !== id)
        .map((entry) => ({
          label: entry.translated?.name ?? entry.name,
          href: localizePath(
            entry.path ? `/${entry.path.replace(/^\//, "")}` : `/navigation/${entry.categoryId}`,
            locale,
          ),
        })),
      { label: name },
    ];
    return {
      meta: {
        ...(await categoryMeta(category, locale)),
        canonical: origin + paths[locale],
        alternates: Object.fromEntries(
          Object.entries(paths).map(([language, href]) => [language, origin + href]),
        ),
      },
      title: name,
      cmsPage,
      breadcrumbs,
      listing: listing ? joinPages(earlier, listing) : null,
      categories: listing
        ? { label: i18n._(msg`Categories`), items: await categoryLinks(api, category, locale) }
        : undefined,
    };
  } catch (error) {
    throw toPageError(error, path);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  const { cmsPage, title, breadcrumbs, listing, categories } = loaderData;
  const { t } = useLingui();
  const shop = useProductCardShop();
  const { pathname } = useLocation();
  const page = cmsPage ? (
    <CmsPage cmsPage={cmsPage} {...shop} renderLink={({ href, ...props }) => <Link to={href} {...props} />} />
  ) : null;
  return (
    <main id="main">
      <div className={styles.trail}>
        <Breadcrumbs
          key={pathname}
          items={breadcrumbs}
          label={t`Breadcrumb`}
          renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        />
      </div>
      <PageHeading cmsPage={cmsPage} title={title} />
      {listing ? (
        <ShopListing listing={listing} categories={categories}>
          {page}
        </ShopListing>
      ) : (
        page
      )}
    </main>
  );
}

const styles = {
  trail: css({ maxW: "container", mx: "auto", px: "gutter", pt: "4" }),
};
