import { createContext, useContext } from "react";
import { viewportWidth, type LayoutWidth, type LinkProps, type ProductCardProps } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
import type { ListingProduct } from "./product/listingProduct.ts";
import type { LinkPolicy } from "./safeUrl.ts";

/** A category of the `category-navigation` element's tree: the current category's branch. */
export interface CmsNavigationItem {
  id: string;
  name: string;
  /** The category's path in the shop (goes through the link policy). */
  href: string;
  /** The page's own category (`aria-current="page"`). */
  isCurrent?: boolean;
  /** Its subcategories when the branch is open (the current category's ancestors and itself). */
  children?: readonly CmsNavigationItem[];
}

/** What the app knows of the navigation around the page, for the `category-navigation` element. */
export interface CmsCategoryNavigation {
  /** Names the navigation landmark, e.g. "Kategorien". */
  label: string;
  items: readonly CmsNavigationItem[];
}

export type CmsRenderContext = {
  linkPolicy: LinkPolicy;
  /** Renders CMS links, e.g. as router links; a plain `<a>` without it. */
  renderLink?: LinkProps["render"];
  /** The slot holding the page's likely LCP image: loaded eagerly with high priority, never lazily. */
  prioritySlot?: StoreApi.CmsSlot;
  /**
   * How wide the content here is on each screen: sections, sidebar columns, block margins and column
   * blocks narrow it; images, grids and sliders take their `sizes` from it.
   */
  width: LayoutWidth;
  /** The context's currency (ISO code) for prices. @default "CHF" */
  currency?: string;
  /** Adds the locale segment to a shop path (`/detail/x` → `/fr-CH/detail/x`). Identity without it. */
  localizePath?: (path: string) => string;
  /** The app's product card actions (wishlist toggle, add-to-cart form); none without it. */
  productActions?: (product: ListingProduct) => Pick<ProductCardProps, "wishlist" | "addToCart">;
  /** The category tree the `category-navigation` element shows; the element renders nothing without it. */
  categoryNavigation?: CmsCategoryNavigation;
};

export const CmsContext = createContext<CmsRenderContext>({ linkPolicy: {}, width: viewportWidth });

export const useCms = () => useContext(CmsContext);
