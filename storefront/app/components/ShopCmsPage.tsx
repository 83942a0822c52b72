import { Link } from "react-router";
import { CmsPage, type CategoryLink, type PageListing } from "@shop/cms-blocks";
import type * as StoreApi from "@shop/store-api";
import { ShopListing, useProductCardShop } from "./ShopListing.tsx";

/**
 * A Shopping Experiences page with the shop's wiring: router links, product cards that add to the cart
 * and the wishlist, and the listing's state for a page with a product listing.
 */
export function ShopCmsPage({
  cmsPage,
  listing,
  categories,
}: {
  cmsPage: StoreApi.CmsPage;
  listing?: PageListing | null;
  categories?: { label: string; items: readonly CategoryLink[] };
}) {
  const shop = useProductCardShop();
  const page = (
    <CmsPage
      cmsPage={cmsPage}
      {...shop}
      categoryNavigation={categories}
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
