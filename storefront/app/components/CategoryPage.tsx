import type { CategoryLink, PageListing } from "@shop/cms-blocks";
import type { BreadcrumbItem } from "@shop/design-system";
import type { CmsPage } from "@shop/store-api";
import { PageBreadcrumbs, ShopCmsPage } from "./islands.ts";
import { PageHeading } from "./PageHeading.tsx";

/** A category or landing page: the trail, the heading (unless the layout has one) and the layout. */
export function CategoryPage({
  cmsPage,
  title,
  breadcrumbs,
  listing,
  categories,
  ageVerified,
}: {
  cmsPage: CmsPage | null;
  title: string;
  breadcrumbs: BreadcrumbItem[];
  listing: PageListing | null;
  categories?: { label: string; items: readonly CategoryLink[] };
  /** A page with an age gate: whether the visitor confirmed their age. */
  ageVerified?: boolean;
}) {
  return (
    <main id="main">
      <PageBreadcrumbs items={breadcrumbs} />
      <PageHeading cmsPage={cmsPage} title={title} />
      {cmsPage ? (
        <ShopCmsPage cmsPage={cmsPage} listing={listing} categories={categories} ageVerified={ageVerified} />
      ) : null}
    </main>
  );
}
