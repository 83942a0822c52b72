import { useMemo } from "react";
import { useMatches } from "react-router";
import { categoryTrail } from "../lib/navigation.ts";
import { useWishlist } from "../lib/wishlist.ts";
import { SiteHeader, type SiteHeaderProps } from "./SiteHeader.tsx";
import { useSearchSuggestions } from "./useSearchSuggestions.ts";

/**
 * The shop's header: `SiteHeader` with what the browser knows (the wishlist kept on this device, live search
 * suggestions) and the current page's place in the category tree. An island (islands.ts): these hooks and
 * their code load with it, not with the shell (ADR 6).
 */
export function ShopHeader(props: Omit<SiteHeaderProps, "navigationTrail" | "wishlistCount" | "search">) {
  const wishlist = useWishlist();
  const search = useSearchSuggestions(props.locale);
  // The page's place in the category tree, for the menus before they have loaded that far.
  const pageData = useMatches().at(-1)?.loaderData;
  const trail = useMemo(() => categoryTrail(pageData), [pageData]);
  return <SiteHeader {...props} navigationTrail={trail} wishlistCount={wishlist.count} search={search} />;
}
