import type { ProductPageData } from "@shop/cms-blocks";
import type { BreadcrumbItem } from "@shop/design-system";
import type { CmsPage } from "@shop/store-api";
import { PageBreadcrumbs, ProductPageProvider, ShopCmsPage } from "./islands.ts";

/** A product page: the trail, and the product's layout with the product's data and the shop's actions. */
export function ProductPage({
  data,
  cmsPage,
  breadcrumbs,
  isLoggedIn,
  isMachine = false,
}: {
  data: ProductPageData;
  cmsPage: CmsPage | null;
  breadcrumbs: BreadcrumbItem[];
  isLoggedIn: boolean;
  isMachine?: boolean;
}) {
  return (
    <main id="main">
      <PageBreadcrumbs items={breadcrumbs} />
      <ProductPageProvider data={data} isLoggedIn={isLoggedIn} isMachine={isMachine}>
        {cmsPage ? <ShopCmsPage cmsPage={cmsPage} /> : null}
      </ProductPageProvider>
    </main>
  );
}
