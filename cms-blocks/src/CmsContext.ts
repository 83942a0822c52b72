import { createContext, useContext, type ReactNode } from "react";
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

/** What a `form` element asks the app to render (docs/cms.md "Forms"): the app owns the form toolkit. */
export interface CmsFormRequest {
  /** The slot's id: the Store API's `slotId`, which picks the element's receivers and confirmation text. */
  slotId: string;
  /** `contact` or `newsletter` (an unknown type falls back to `contact`). */
  type: CmsFormType;
  /** The editor's heading of the form; empty when none. */
  title: string;
  /** The confirmation after sending, HTML the server sanitised; empty for the app's default text. */
  confirmationText: string;
  /** The salutations the element's data holds (Shopware's SalutationCollection). */
  salutations: readonly { id: string; name: string }[];
}

export type CmsFormType = "contact" | "newsletter";

/** The age gate's state the app knows from the request (the `age-verified` cookie). */
export interface CmsAgeVerification {
  /** The visitor confirmed their age before: the gate stays closed. */
  verified: boolean;
  /** Where the gate's form posts (the page itself); it sets the cookie and answers 303 back. */
  action: string;
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
  /**
   * Whether the Store API answered the prices gross or net (the context's `taxState`): the tax note beside
   * a price says "incl." or "excl. VAT". @default "gross"
   */
  taxState?: StoreApi.TaxState;
  /** Adds the locale segment to a shop path (`/detail/x` → `/fr-CH/detail/x`). Identity without it. */
  localizePath?: (path: string) => string;
  /** The shop's privacy policy page (a video's consent placeholder links it); no link without it. */
  privacyPolicyHref?: string;
  /** The app's product card actions (wishlist toggle, add-to-cart form); none without it. */
  productActions?: (product: ListingProduct) => Pick<ProductCardProps, "wishlist" | "addToCart">;
  /** The category tree the `category-navigation` element shows; the element renders nothing without it. */
  categoryNavigation?: CmsCategoryNavigation;
  /** Renders a `form` element's form (contact, newsletter); the element shows only its title without it. */
  renderForm?: (request: CmsFormRequest) => ReactNode;
  /** The `age-verification` gate's state; without it the gate shows and posts to the current page. */
  ageVerification?: CmsAgeVerification;
};

export const CmsContext = createContext<CmsRenderContext>({ linkPolicy: {}, width: viewportWidth });

export const useCms = () => useContext(CmsContext);
