// sanitize-html is server-only: `sanitizeCmsHtml`/`sanitizeCmsPage` live in "@shop/cms-blocks/sanitize".
export { CmsPage, type CmsPageProps } from "./CmsPage.tsx";
export { CmsSection } from "./CmsSection.tsx";
export { sidebarMainWidth } from "./sections/CmsSectionSidebar.tsx";
export { CmsBlock, blockPadding } from "./CmsBlock.tsx";
export { CmsElement } from "./CmsElement.tsx";
export { CmsFallback } from "./CmsFallback.tsx";
export {
  CmsContext,
  useCms,
  type CmsRenderContext,
  type CmsCategoryNavigation,
  type CmsNavigationItem,
  type CmsFormRequest,
  type CmsFormType,
  type CmsAgeVerification,
} from "./CmsContext.ts";
export { formRequestOf, pageHasElement, AGE_VERIFIED_COOKIE } from "./elements/formConfig.ts";
export {
  cmsBlocks,
  cmsComponent,
  cmsComponentName,
  cmsElements,
  cmsSections,
  preloadProductElements,
  preloadCommerceElements,
  preloadFormElements,
  type CmsKind,
} from "./registry.ts";
export { cmsElementDefaults, slotConfig } from "./slotConfig.ts";
export { lazyComponent } from "./lazyComponent.tsx";
export { HydrationSlice, HydrationTurn, paceHydration } from "./hydrationTurn.tsx";
export { cmsIsland, setCmsTextLoader } from "./islands/cmsIsland.ts";
export { mediaAlt, mediaImage, type MediaImage } from "./media.ts";
export { isSafeUrl, safeHref, type LinkPolicy } from "./safeUrl.ts";
export type { CmsBlockProps, CmsElementProps, CmsSectionProps, RenderedBlock } from "./types.ts";
export {
  hasVariants,
  isPriceHidden,
  productPrice,
  referencePriceText,
  unitText,
  type ProductPriceDisplay,
} from "./product/productPrice.ts";
export {
  ListingContext,
  useListing,
  type CategoryLink,
  type ListingContextValue,
  type ListingTarget,
  type PageListing,
} from "./listing/ListingContext.ts";
export { toListingProduct, type ListingProduct } from "./product/listingProduct.ts";
export { ProductListing, ListingFilters } from "./listing/islands.ts";
export {
  DEFAULT_LISTING_LIMIT,
  MAX_LISTING_LIMIT,
  activeFilterCount,
  listingHref,
  listingSearch,
  readListingState,
  toggleId,
  type ListingChange,
  type ListingState,
} from "./listing/listingUrl.ts";
export { ProductBox, type ProductBoxProps } from "./product/ProductBox.tsx";
export {
  ProductSlider,
  type ProductSliderProps,
  type ProductSliderLabels,
} from "./product/ProductSlider.tsx";
export {
  ProductPageContext,
  useProductPage,
  type PageCrossSelling,
  type PageProduct,
  type PageReviews,
  type PageVariant,
  type ProductPageActions,
  type ProductPageData,
  type ProductPageValue,
} from "./product-detail/ProductPageContext.ts";
export {
  DEFAULT_MAX_QUANTITY,
  optionPrices,
  propertyRows,
  reviewStats,
  variantRows,
} from "./product-detail/productDetail.ts";
export {
  isVariantSwitch,
  readVariantQuery,
  variantSearch,
  VARIANT_PARENT_PARAM,
  type VariantQuery,
} from "./product-detail/variantUrl.ts";
