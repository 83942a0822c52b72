import { useLingui } from "@lingui/react/macro";
import {
  CmsContext,
  ListingFilters,
  ProductListing,
  sidebarMainWidth,
  type PageListing,
} from "@shop/cms-blocks";
import { pageContentWidth } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { ShopListing, useProductCardShop } from "./ShopListing.tsx";

/** The search page's results: the same filters, sorting, cards and "load more" as a category. */
export function ShopSearchResults({ listing }: { listing: PageListing }) {
  const shop = useProductCardShop();
  const { t } = useLingui();
  return (
    // The route's page column; the listing gets the main column, as in a CMS sidebar section.
    <CmsContext value={{ ...shop, linkPolicy: {}, width: sidebarMainWidth(pageContentWidth) }}>
      <ShopListing listing={listing}>
        <div className={styles.columns}>
          <aside className={styles.sidebar} aria-label={t`Filter`}>
            <ListingFilters />
          </aside>
          <div className={styles.main}>
            <ProductListing />
          </div>
        </div>
      </ShopListing>
    </CmsContext>
  );
}

const styles = {
  columns: css({
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: "6",
    lg: { gridTemplateColumns: "repeat(12, minmax(0, 1fr))" },
  }),
  sidebar: css({ lg: { gridColumn: "span 4" }, xl: { gridColumn: "span 3" } }),
  main: css({ lg: { gridColumn: "span 8" }, xl: { gridColumn: "span 9" } }),
};
