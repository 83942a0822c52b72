import { msg } from "@lingui/core/macro";
import type { CmsPage, StoreApiClient } from "@shop/store-api";
import { sanitizeCmsPage } from "@shop/cms-blocks/sanitize";
import type { BreadcrumbItem } from "@shop/design-system";
import type { Route } from "./+types/cms-page";
import { PageHeading } from "../components/PageHeading.tsx";
import { PageBreadcrumbs, ShopCmsPage, ShopProduct } from "../components/islands.ts";
import { pageNotFound, toPageError } from "../lib/errors.server.ts";
import { createI18n } from "../lib/i18n.ts";
import {
  categoryLinks,
  earlierPages,
  joinPages,
  listingStateOf,
  takeListing,
} from "../lib/listing.server.ts";
import { localizePath, splitLocalePath, type Locale } from "../lib/locale.ts";
import { pageMeta } from "../lib/meta.ts";
import { loadProductPage } from "../lib/product-page.server.ts";
import { submitReview } from "../lib/product-review.server.ts";
import { categoryMeta, landingPageMeta } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { resolvePath } from "../lib/resolve-path.server.ts";
import { localizedEntityPaths } from "../lib/seo-paths.server.ts";

/**
 * Any other path: a CMS-driven page found through its SEO URL (or `/navigation/{id}`, `/detail/{id}` and
 * `/landingPage/{id}`, which answer 301 to their SEO URL).
 * - Categories: their listing (filters, sorting and "load more" in the URL), breadcrumbs, canonical URL and
 *   hreflang alternates.
 * - Products: the product's layout (gallery and buy box, tabs with reviews, cross-selling), the variant
 *   form (`?options[…]` redirects to the variant), "show more" reviews (`?reviews=N`), JSON-LD.
 * - Landing pages: their layout, canonical URL and hreflang alternates.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const { path } = splitLocalePath(url.pathname);
  try {
    const page = await resolvePath(api, path, locale, url.search);
    if (page?.routeName === "frontend.detail.page") {
      const product = await loadProductPage(api, page.foreignKey, url, locale);
      return { kind: "product" as const, title: product.meta.title, ...product };
    }
    if (page?.routeName === "frontend.landing.page")
      return await landingPage(api, page.foreignKey, url, locale);
    if (page?.routeName !== "frontend.navigation.page") throw pageNotFound(path);
    return await categoryPage(api, page.foreignKey, url, locale);
  } catch (error) {
    throw toPageError(error, path);
  }
}

/** The product page's review form posts here (`intent=review`); other posts are refused. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== "review") throw new Response("Unsupported form", { status: 400 });
  return submitReview(context.get(storeApiContext), form);
}

/** A layout made safe to render, its product listing (if it has one) taken out for the listing's state. */
function pageLayout(cmsPage: CmsPage | null | undefined) {
  return cmsPage ? takeListing(sanitizeCmsPage(cmsPage)) : { cmsPage: null, listing: null };
}

/** The canonical URL and the hreflang alternates of an entity page, from its path in every language. */
function pageUrls({ origin }: URL, paths: Record<Locale, string>, locale: Locale) {
  return {
    canonical: origin + paths[locale],
    alternates: Object.fromEntries(
      Object.entries(paths).map(([language, href]) => [language, origin + href]),
    ),
  };
}

/** A category page: its layout with the listing (pages 1 to `p`), breadcrumbs and category links. */
async function categoryPage(api: StoreApiClient, id: string, url: URL, locale: Locale) {
  const criteria = listingStateOf(url);
  const seo = { includeSeoUrls: true };
  const [category, earlier, trail, paths] = await Promise.all([
    api.readCategory(id, criteria, seo),
    earlierPages(criteria, (pageCriteria) => api.readProductListing(id, pageCriteria, seo)),
    api.readBreadcrumb(id).catch((error: unknown) => {
      console.error("breadcrumb failed", error);
      return [];
    }),
    localizedEntityPaths(`/navigation/${id}`),
  ]);
  const { cmsPage, listing } = pageLayout(category.cmsPage);
  const i18n = await createI18n(locale);
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
    kind: "category" as const,
    meta: { ...(await categoryMeta(category, locale)), ...pageUrls(url, paths, locale) },
    title: name,
    cmsPage,
    breadcrumbs,
    listing: listing ? joinPages(earlier, listing) : null,
    categories: listing
      ? { label: i18n._(msg`Categories`), items: await categoryLinks(api, category, locale) }
      : undefined,
  };
}

/** A landing page (campaign): its layout (a listing on it shows its first page), home in the breadcrumbs. */
async function landingPage(api: StoreApiClient, id: string, url: URL, locale: Locale) {
  const [landing, paths, i18n] = await Promise.all([
    api.readLandingPage(id, listingStateOf(url), { includeSeoUrls: true }),
    localizedEntityPaths(`/landingPage/${id}`),
    createI18n(locale),
  ]);
  const { cmsPage, listing } = pageLayout(landing.cmsPage);
  const name = landing.translated?.name ?? landing.name ?? "";
  return {
    kind: "landing" as const,
    meta: { ...(await landingPageMeta(landing, locale)), ...pageUrls(url, paths, locale) },
    title: name,
    cmsPage,
    breadcrumbs: [{ label: i18n._(msg`Home`), href: localizePath("/", locale) }, { label: name }],
    listing,
    categories: undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.meta),
  ...(loaderData?.kind === "product"
    ? loaderData.structuredData.map((item) => ({ "script:ld+json": item }))
    : []),
];

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  const { cmsPage, title, breadcrumbs } = loaderData;
  const trail = <PageBreadcrumbs items={breadcrumbs} />;
  if (loaderData.kind === "product") {
    return (
      <main id="main">
        {trail}
        <ShopProduct data={loaderData.data} isLoggedIn={loaderData.isLoggedIn}>
          {cmsPage ? <ShopCmsPage cmsPage={cmsPage} /> : null}
        </ShopProduct>
      </main>
    );
  }
  const { listing, categories } = loaderData;
  return (
    <main id="main">
      {trail}
      <PageHeading cmsPage={cmsPage} title={title} />
      {cmsPage ? <ShopCmsPage cmsPage={cmsPage} listing={listing} categories={categories} /> : null}
    </main>
  );
}
