import type { ReactNode } from "react";
import { storyFixtures, type CategoryMeaning } from "@shop/mocks/stories";
import {
  productListingResultSchema,
  productSchema,
  type Product,
  type ProductListingResult,
} from "@shop/store-api";
import { viewportWidth } from "@shop/design-system";
import { CmsContext } from "../CmsContext.ts";
import { ListingContext, type ListingContextValue, type ListingTarget } from "../listing/ListingContext.ts";
import type { ListingProduct } from "../product/listingProduct.ts";

type Locale = "de-DE" | "fr-CH";
export const storyLocale = (globals: Record<string, unknown>): Locale =>
  globals.locale === "fr-CH" ? "fr-CH" : "de-DE";

/**
 * A listing as the storefront loads it: the emulator's answer for a category by meaning, parsed by the
 * Store API schema. `query` is the page's listing query (wire names); "load more" (`p`) is joined like the
 * storefront does, by asking for all pages up to `p` at once.
 */
export async function loadListing(
  meaning: CategoryMeaning,
  query: Record<string, string> = {},
  locale: Locale = "de-DE",
): Promise<ProductListingResult> {
  const page = Number(query.p ?? 1);
  const limit = Number(query.limit ?? 10);
  const { p: _page, ...filters } = query;
  void _page;
  const answer = await storyFixtures.listing(meaning, { ...filters, limit: limit * page, p: 1 }, { locale });
  return productListingResultSchema.parse(answer);
}

export async function loadProduct(
  meaning: Parameters<typeof storyFixtures.product>[0],
  locale: Locale = "de-DE",
): Promise<Product> {
  return productSchema.parse(await storyFixtures.product(meaning, { locale }));
}

/** Story products get a wishlist toggle and an add-to-cart form like the storefront's. */
export const storyProductActions = (product: ListingProduct) => ({
  wishlist: { isSelected: false, onChange: () => {}, label: "Merken" },
  addToCart: {
    action: "/checkout/line-item",
    fields: { productId: product.id, quantity: "1", redirectTo: "/" },
    label: "In den Warenkorb",
  },
});

/**
 * Wraps a story in the listing context (URL state, navigation spy) and the CMS context the cards read. The
 * spy gets hrefs: a change built on the latest state is built on the story's URL.
 */
export function ListingStory({
  children,
  navigate,
  ...value
}: Omit<ListingContextValue, "url" | "navigate"> & {
  path: string;
  navigate?: (href: string) => void;
  children: ReactNode;
}) {
  const url = new URL(value.path, "https://shop.invalid");
  const resolve = navigate && ((to: ListingTarget) => navigate(typeof to === "string" ? to : to(url)));
  return (
    <CmsContext value={{ linkPolicy: {}, width: viewportWidth, productActions: storyProductActions }}>
      <ListingContext value={{ ...value, url, navigate: resolve }}>{children}</ListingContext>
    </CmsContext>
  );
}
