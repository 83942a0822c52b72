import { ProductListing } from "../listing/islands.ts";

/**
 * `product-listing`: the category's products with sorting and "load more". Its data (`data.listing`) is
 * read from the page's `ListingContext`, which the app fills from this slot (joining pages for "load more")
 * along with the URL state; a page with a product-listing must provide it.
 */
export function CmsElementProductListing() {
  return <ProductListing />;
}
