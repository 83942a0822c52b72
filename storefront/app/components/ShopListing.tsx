import { useMemo, useRef, type ReactNode } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { useLingui } from "@lingui/react/macro";
import {
  ListingContext,
  type CategoryLink,
  type ListingTarget,
  type CmsPageProps,
  type ListingProduct,
  type PageListing,
} from "@shop/cms-blocks";
import { ADD_TO_CART_ACTION, addToCartFields, useAddToCart } from "../lib/add-to-cart.ts";
import { useShopCurrency, useShopTaxState } from "../lib/currency.ts";
import { localizePath } from "../lib/locale.ts";
import { useLocale } from "../lib/use-locale.ts";
import { useWishlist } from "../lib/wishlist.ts";

/** Only the path and query of the page's URL matter to a listing; the origin is a placeholder. */
const BASE = "https://shop.invalid";

/**
 * Puts a listing page's state where cms-blocks' listing components find it: the listing, the URL (all
 * listing state), client navigation that keeps the scroll position (filters, sorting, "load more" append
 * in place), and the category links of the filter panel.
 */
export function ShopListing({
  listing,
  categories,
  children,
}: {
  listing: PageListing;
  categories?: { label: string; items: readonly CategoryLink[] };
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.location : undefined;
  const isPending = pending?.pathname === location.pathname;
  // While another state of this listing loads, its controls already show that state (the box just ticked
  // stays ticked), and a second change builds on it instead of on the URL being left (a sort chosen while
  // a filter loads keeps the filter).
  const shown = isPending ? pending : location;
  // The state the last change asked for, and the location it was asked on: a second change made before the
  // page has re-rendered with the first (a slow phone, a quick second tap) builds on it, not on the URL
  // shown. Once a navigation has landed (another location), the URL is the state again.
  const requested = useRef<{ href: string; on: string } | undefined>(undefined);
  const value = useMemo(
    () => ({
      listing,
      categories,
      url: new URL(`${shown.pathname}${shown.search}`, BASE),
      navigate: (to: ListingTarget) => {
        const last = requested.current?.on === location.key ? requested.current.href : undefined;
        const current = new URL(last ?? `${shown.pathname}${shown.search}`, BASE);
        const href = typeof to === "string" ? to : to(current);
        requested.current = { href, on: location.key };
        void navigate(href, { preventScrollReset: true });
      },
      isPending,
    }),
    [listing, categories, shown.pathname, shown.search, location.key, navigate, isPending],
  );
  return <ListingContext value={value}>{children}</ListingContext>;
}

/**
 * What a CMS page (or the search page) needs to render prices and product cards for this shop: currency and
 * tax state (the buy box's VAT note), the locale segment for links, and the wishlist toggle and add-to-cart
 * form of each card.
 */
export function useProductCardShop(): Required<
  Pick<CmsPageProps, "currency" | "taxState" | "localizePath" | "productActions">
> {
  const { t } = useLingui();
  const location = useLocation();
  const locale = useLocale();
  const wishlist = useWishlist();
  const { onSubmit, pendingProductId } = useAddToCart();
  const currency = useShopCurrency();
  const taxState = useShopTaxState();
  const back = `${location.pathname}${location.search}`;
  return {
    currency,
    taxState,
    localizePath: (path: string) => localizePath(path, locale),
    productActions: (product: ListingProduct) => ({
      wishlist: {
        isSelected: wishlist.has(product.id),
        onChange: (isSelected: boolean) => wishlist.set(product.id, isSelected),
        label: t`Add to wishlist`,
      },
      addToCart: {
        action: ADD_TO_CART_ACTION,
        fields: addToCartFields(product.id, back),
        label: t`Add to cart`,
        isPending: pendingProductId === product.id,
        pendingLabel: t`Adding to cart`,
        onSubmit,
      },
    }),
  };
}
