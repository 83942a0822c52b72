import { createContext, useContext, type FormEvent, type ReactNode } from "react";
import type { WishlistState } from "@shop/design-system";
import type { Product, ProductReview, PropertyGroup } from "@shop/store-api";
import type { ListingProduct } from "../product/listingProduct.ts";
import type { ReviewStats } from "./productDetail.ts";

/** A product as its page holds it: the detail entity, its layout left out (`cmsPage` null; the page renders that). */
export type PageProduct = Product;

/** The reviews the page shows: newest first, the first `shown` of `total`, and the rating matrix. */
export interface PageReviews {
  items: ProductReview[];
  /** Approved reviews in all. */
  total: number;
  stats: ReviewStats;
  /** "Show more": the same page with more reviews; none when all are shown. */
  moreHref?: string;
  /** The logged-in shopper's id: their own reviews show "awaiting approval" until approved. */
  customerId?: string;
  /** Language id → BCP 47 code, so reviews written in another language are marked with `lang`. */
  languages?: Record<string, string>;
}

/** One cross-selling group ("Passendes Zubehör") with its products cut down to cards. */
export interface PageCrossSelling {
  id: string;
  name: string;
  products: ListingProduct[];
}

/** One variant of the product's family, for the size chart (every size with its content and price). */
export interface PageVariant {
  id: string;
  /** The variant's options, e.g. "5 l" or "Zitrone, 5 l". */
  label: string;
  /** The product page of the variant (without locale prefix). */
  path: string;
  purchaseUnit?: number | null;
  unitName?: string | null;
  price: ListingProduct["calculatedPrice"];
  available: boolean;
}

/** Everything a product page shows besides its layout; the app fills it from the Store API. */
export interface ProductPageData {
  product: PageProduct;
  /** The variant configurator (option groups with `combinable`); empty for products without variants. */
  configurator: PropertyGroup[];
  /** Option id → unit price of the variant that option leads to (configurator upgrades' price deltas). */
  optionPrices: Record<string, number>;
  reviews: PageReviews;
  crossSellings: PageCrossSelling[];
  /** The family's variants, sorted by price (the size chart); empty for products without variants. */
  variants?: PageVariant[];
  /** The buy box shows the name as the page's `h1`: the layout has no product-name element. */
  showName?: boolean;
  /** Where the product is made (`customFields.product_origin_id`, a country), named in the page's language. */
  originCountry?: string;
}

/** What the app does on a product page: forms and navigation, all of them working without JavaScript. */
export interface ProductPageActions {
  /** The add-to-cart form: where it posts, its hidden fields, and submission with JavaScript. */
  addToCart: {
    action: string;
    fields: Record<string, string>;
    isPending?: boolean;
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  };
  wishlist?: WishlistState;
  /** The variant form: a GET form to this URL (`options[<groupId>]=<optionId>`) that finds the variant. */
  variantAction: string;
  /** Choosing an option with JavaScript (find the variant without a page load). */
  onVariantChange?: (groupId: string, optionId: string, selection: Record<string, string>) => void;
  isVariantPending?: boolean;
  /** Hidden price: where to ask for a quote (the quotation request with the product number). */
  quoteHref?: string;
  /** A machine: where to ask for a test machine (the inquiry with the machine prefilled). */
  testMachineHref?: string;
  /** The review form for a logged-in customer, or the login hint for others. */
  reviewForm?: ReactNode;
}

export type ProductPageValue = ProductPageData & ProductPageActions;

export const ProductPageContext = createContext<ProductPageValue | null>(null);

/** The product page around an element; null elsewhere (the element then renders nothing). */
export const useProductPage = () => useContext(ProductPageContext);
