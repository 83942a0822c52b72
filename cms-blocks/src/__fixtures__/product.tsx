import type { ReactNode } from "react";
import { storyFixtures, type ProductMeaning, type StoryOptions } from "@shop/mocks/stories";
import {
  crossSellingElementSchema,
  productDetailSchema,
  productReviewSchema,
  productSchema,
  translatedName,
  type CmsPage,
  type CmsSlot,
  type TaxState,
} from "@shop/store-api";
import { viewportWidth } from "@shop/design-system";
import { CmsContext } from "../CmsContext.ts";
import { preloadProductElements } from "../registry.ts";
import { toListingProduct } from "../product/listingProduct.ts";
import { optionPrices, reviewStats, variantRows } from "../product-detail/productDetail.ts";
import {
  ProductPageContext,
  type ProductPageActions,
  type ProductPageData,
} from "../product-detail/ProductPageContext.ts";
import { storyProductActions } from "./listing.tsx";

type Locale = "de-DE" | "fr-CH";

const slotsOf = (cmsPage: CmsPage | null | undefined): CmsSlot[] =>
  cmsPage?.sections.flatMap((section) => section.blocks.flatMap((block) => block.slots)) ?? [];

/**
 * A product page as the storefront loads it, from the emulator's `/product/{id}` answer for a product by
 * meaning: the product, its configurator, the reviews (newest first) and cross-sellings of its layout.
 */
export async function loadProductPage(
  meaning: ProductMeaning,
  locale: Locale = "de-DE",
  /** "business": as the trade customer sees it (net prices); a guest's page without it. */
  customer?: StoryOptions["customer"],
): Promise<{ cmsPage: CmsPage | null; data: ProductPageData }> {
  // As the storefront does before hydrating a product page: the product elements' code is there at once.
  await preloadProductElements();
  const detail = productDetailSchema.parse(await storyFixtures.productDetail(meaning, { locale, customer }));
  const { product, configurator } = detail;
  const slots = slotsOf(product.cmsPage);
  const reviewData = slots.find((slot) => slot.type === "product-description-reviews")?.data as
    { reviews?: { elements?: unknown[]; matrix?: Parameters<typeof reviewStats>[0] } } | undefined;
  const reviews = (reviewData?.reviews?.elements ?? [])
    .map((review) => productReviewSchema.parse(review))
    .toSorted((a, b) => (b.createdAt ?? "").localeCompare(a.createdAt ?? ""));
  const crossData = slots.find((slot) => slot.type === "cross-selling")?.data as
    { crossSellings?: unknown[] } | undefined;
  const crossSellings = (crossData?.crossSellings ?? []).map((element) =>
    crossSellingElementSchema.parse(element),
  );
  const stats = reviewStats(reviewData?.reviews?.matrix, reviews);
  const family = product.parentId
    ? (await storyFixtures.variants(product.parentId, { locale, customer })).map((variant) =>
        productSchema.parse(variant),
      )
    : [];
  return {
    cmsPage: product.cmsPage ?? null,
    data: {
      product: { ...product, cmsPage: null },
      configurator,
      optionPrices: optionPrices(configurator, product.optionIds, family),
      variants: variantRows(family),
      reviews: { items: reviews, total: stats.total, stats },
      crossSellings: crossSellings.map((element) => ({
        id: element.crossSelling.id,
        name: translatedName(element.crossSelling),
        products: element.products.map(toListingProduct),
      })),
    },
  };
}

/** The storefront's actions, as plain forms (stories do not navigate). */
export const storyProductPageActions: ProductPageActions = {
  addToCart: { action: "/checkout/line-item", fields: { productId: "story", redirectTo: "/" } },
  wishlist: { isSelected: false, onChange: () => {} },
  variantAction: "/story-product",
  quoteHref: "mailto:service@clarus-shop.ch?subject=Offertanfrage",
};

/** Wraps a story in the CMS context and the product page context the product elements read. */
export function ProductStory({
  data,
  actions,
  taxState,
  children,
}: {
  data: ProductPageData;
  actions?: Partial<ProductPageActions>;
  /** The context's tax state the prices were answered in (gross by default). */
  taxState?: TaxState;
  children: ReactNode;
}) {
  return (
    <CmsContext
      value={{ linkPolicy: {}, width: viewportWidth, productActions: storyProductActions, taxState }}
    >
      <ProductPageContext value={{ ...data, ...storyProductPageActions, ...actions }}>
        {children}
      </ProductPageContext>
    </CmsContext>
  );
}
