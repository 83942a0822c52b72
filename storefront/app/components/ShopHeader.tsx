import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useMatches } from "react-router";
import { useCartSync } from "../lib/cart-sync.ts";
import { loadBrowserCatalog } from "../lib/i18n.ts";
import { categoryTrail } from "../lib/navigation.ts";
import { onSideCartOpen } from "../lib/side-cart.ts";
import { useWishlist, useWishlistSession } from "../lib/wishlist.ts";
import { SiteHeader, type SiteHeaderProps } from "./SiteHeader.tsx";
import { useSearchSuggestions } from "./useSearchSuggestions.ts";

/** The side cart's code (dialog, line items, forms) loads on first use, off the first load. */
/** The side cart's code and its texts (the purchase catalog, lib/i18n.ts), on first use. */
const loadSideCart = () =>
  Promise.all([import("./SideCartPanel.tsx"), loadBrowserCatalog("purchase")]).then(([module]) => module);
type SideCartModule = Awaited<ReturnType<typeof loadSideCart>>;

/**
 * The shop's header: `SiteHeader` with what the browser knows (the wishlist kept on this device, live search
 * suggestions, the cart count other tabs report) and the current page's place in the category tree, and the
 * side cart (docs/storefront-rules.md, "Side cart"): opened by the cart icon and after an add to cart,
 * closed by a new page. An island (islands.ts): these hooks and their code load with it, not with the
 * shell (ADR 6).
 */
export function ShopHeader(
  props: Omit<
    SiteHeaderProps,
    "navigationTrail" | "wishlistCount" | "search" | "onCartOpen" | "onCartIntent"
  >,
) {
  const wishlist = useWishlist();
  useWishlistSession(props.isLoggedIn ?? false);
  const search = useSearchSuggestions(props.locale);
  const cartCount = useCartSync(props.cartCount ?? 0);
  // The page's place in the category tree, for the menus before they have loaded that far.
  const pageData = useMatches().at(-1)?.loaderData;
  const trail = useMemo(() => categoryTrail(pageData), [pageData]);

  const [sideCart, setSideCart] = useState<SideCartModule | null>(null);
  const [isCartOpen, setCartOpen] = useState(false);
  const preloadCart = useCallback(() => {
    loadSideCart().then(
      (module) => setSideCart(() => module),
      (error: unknown) => console.error("side cart failed to load", error),
    );
  }, []);
  const openCart = useCallback(() => {
    preloadCart();
    setCartOpen(true);
  }, [preloadCart]);
  useEffect(() => onSideCartOpen(openCart), [openCart]);

  // A new page closes the side cart.
  const location = useLocation();
  const page = location.pathname + location.search;
  const [shownFor, setShownFor] = useState(page);
  if (shownFor !== page) {
    setShownFor(page);
    setCartOpen(false);
  }

  return (
    <>
      <SiteHeader
        {...props}
        cartCount={cartCount}
        navigationTrail={trail}
        wishlistCount={wishlist.count}
        search={search}
        onCartOpen={openCart}
        onCartIntent={preloadCart}
      />
      {sideCart && (
        <sideCart.SideCartPanel locale={props.locale} isOpen={isCartOpen} onOpenChange={setCartOpen} />
      )}
    </>
  );
}
