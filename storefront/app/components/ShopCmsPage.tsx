import { Link, useLocation, useRouteLoaderData } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { NavItem } from "@shop/design-system";
import {
  CmsPage,
  type CategoryLink,
  type CmsCategoryNavigation,
  type CmsNavigationItem,
  type PageListing,
  setCmsTextLoader,
} from "@shop/cms-blocks";
import { loadBrowserCatalog } from "../lib/i18n.ts";
import { splitLocalePath } from "../lib/locale.ts";
import { usePrivacyPolicyHref } from "../lib/service-links.ts";
import { useLocale } from "../lib/use-locale.ts";
import type * as StoreApi from "@shop/store-api";
import { ShopListing, useProductCardShop } from "./ShopListing.tsx";
import { CmsForm } from "./services-islands.ts";

// The CMS islands (sliders, videos, forms) bring their texts (catalog `cms`) along with their code. Every CMS
// page renders here, in this island, so its chunk (not the first load) says how.
setCmsTextLoader(() => loadBrowserCatalog("cms"));

/**
 * A Shopping Experiences page with the shop's wiring: router links, product cards that add to the cart
 * and the wishlist, and the listing's state for a page with a product listing.
 */
export function ShopCmsPage({
  cmsPage,
  listing,
  categories,
  ageVerified,
}: {
  cmsPage: StoreApi.CmsPage;
  listing?: PageListing | null;
  categories?: { label: string; items: readonly CategoryLink[] };
  /** The visitor confirmed their age (the `age-verified` cookie): an age gate on the page stays closed. */
  ageVerified?: boolean;
}) {
  const shop = useProductCardShop();
  const headerCategories = useHeaderCategories();
  const privacyPolicyHref = usePrivacyPolicyHref();
  const { pathname, search } = useLocation();
  // The CMS forms post to the page itself (routes/cms-page.tsx dispatches them by intent).
  const pagePath = splitLocalePath(pathname).path;
  const page = (
    <CmsPage
      cmsPage={cmsPage}
      {...shop}
      privacyPolicyHref={privacyPolicyHref}
      renderForm={(request) => <CmsForm {...request} action={pagePath} />}
      ageVerification={{ verified: ageVerified === true, action: pathname + search }}
      categoryNavigation={categories ?? headerCategories}
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
    />
  );
  return listing ? (
    <ShopListing listing={listing} categories={categories}>
      {page}
    </ShopListing>
  ) : (
    page
  );
}

/**
 * The `category-navigation` element's tree on pages without a category of their own (landing pages, home):
 * the main navigation the layout already loaded for the header, the page's own entry marked current.
 */
function useHeaderCategories(): CmsCategoryNavigation | undefined {
  const { t } = useLingui();
  const locale = useLocale();
  const { pathname } = useLocation();
  const layout = useRouteLoaderData<{ mainNavigation?: NavItem[] }>(`${locale}/default-layout`);
  const items = layout?.mainNavigation ?? [];
  if (items.length === 0) return undefined;
  const toItem = (item: NavItem): CmsNavigationItem => ({
    id: item.id,
    name: item.label,
    href: item.href,
    isCurrent: item.href === pathname,
    children: item.children?.map(toItem),
  });
  return { label: t`Categories`, items: items.map(toItem) };
}
