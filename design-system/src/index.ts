export { Button, type ButtonProps } from "./button/Button.tsx";
export { Link, linkStyle, type LinkProps, type LinkRenderProps } from "./link/Link.tsx";
export { Icon, type IconProps } from "./icon/Icon.tsx";
export { iconNames, type IconName } from "./icon/icons.tsx";
export { SpinnerIcon } from "./icon/SpinnerIcon.tsx";
export { StarIcon, type StarIconProps } from "./icon/StarIcon.tsx";
export { Price, type PriceProps } from "./price/Price.tsx";
export { formatPrice } from "./price/formatPrice.ts";
export { Image, type ImageProps } from "./image/Image.tsx";
export {
  buildSrcSet,
  isImageUrlTooLong,
  MAX_IMAGE_URL_LENGTH,
  roundImageWidth,
  type ImageThumbnail,
} from "./image/imageSources.ts";
export {
  columnWidth,
  containerWidth,
  frWidth,
  insetWidth,
  maxWidth,
  pageContentWidth,
  sizesAttribute,
  viewportWidth,
  type LayoutWidth,
} from "./image/layoutWidth.ts";
export { focusRing } from "./preset/focus-ring.ts";
export { Badge, type BadgeProps } from "./badge/Badge.tsx";
export { Spinner, type SpinnerProps } from "./spinner/Spinner.tsx";
export { Rating, roundToHalf, type RatingProps } from "./rating/Rating.tsx";
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from "./breadcrumbs/Breadcrumbs.tsx";
export { ToastRegion, type ToastRegionProps } from "./toast/Toast.tsx";
export {
  TOAST_TIMEOUT,
  ToastQueue,
  toastQueue,
  type ToastAddOptions,
  type ToastContent,
  type ToastVariant,
} from "./toast/toastQueue.ts";
export { Drawer, DrawerTrigger, type DrawerProps } from "./drawer/Drawer.tsx";
export {
  Accordion,
  Disclosure,
  type AccordionProps,
  type DisclosureProps,
} from "./disclosure/Disclosure.tsx";
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxOption,
  type CheckboxProps,
} from "./checkbox/Checkbox.tsx";
export { RangeSlider, type Range, type RangeSliderProps } from "./range-slider/RangeSlider.tsx";
export { Select, type SelectOption, type SelectProps } from "./select/Select.tsx";
export {
  ProductCard,
  ProductCardSkeleton,
  type ProductCardAddToCart,
  type ProductCardImage,
  type ProductCardProps,
} from "./product-card/ProductCard.tsx";
export {
  WishlistToggle,
  type WishlistState,
  type WishlistToggleProps,
} from "./wishlist-toggle/WishlistToggle.tsx";
export { MegaMenu, type MegaMenuProps, type NavImage, type NavItem } from "./mega-menu/MegaMenu.tsx";
export { useLazyNavItems, type LazyNavItems } from "./mega-menu/useLazyNavItems.ts";
export { MobileMenu, type MobileMenuProps } from "./mobile-menu/MobileMenu.tsx";
export { SearchForm, type SearchFormProps } from "./search-suggest/SearchForm.tsx";
export {
  SearchSuggest,
  type SearchSuggestion,
  type SearchSuggestProps,
} from "./search-suggest/SearchSuggest.tsx";
export { Tabs, type TabItem, type TabsProps } from "./tabs/Tabs.tsx";
export {
  QuantityField,
  type QuantityFieldProps,
  type QuantityMessages,
} from "./quantity-field/QuantityField.tsx";
export { PriceTiers, type PriceTier, type PriceTiersProps } from "./price-tiers/PriceTiers.tsx";
export {
  CartLineItem,
  type CartLineItemForm,
  type CartLineItemProps,
} from "./cart-line-item/CartLineItem.tsx";
export { CartSummary, type CartSummaryLabels, type CartSummaryProps } from "./cart-summary/CartSummary.tsx";
export { SideCart, type SideCartLabels, type SideCartProps } from "./side-cart/SideCart.tsx";
export { DownloadList, type DownloadItem, type DownloadListProps } from "./download-list/DownloadList.tsx";
export {
  VariantPicker,
  type VariantGroup,
  type VariantOption,
  type VariantPickerProps,
} from "./variant-picker/VariantPicker.tsx";
export {
  ReviewList,
  ReviewSummary,
  type ReviewItem,
  type ReviewListProps,
  type ReviewSummaryProps,
} from "./review-list/ReviewList.tsx";
export {
  RatingInput,
  ReviewForm,
  type RatingInputProps,
  type ReviewFormMessages,
  type ReviewFormProps,
} from "./review-form/ReviewForm.tsx";
export {
  checkReview,
  REVIEW_RULES,
  reviewTextLength,
  type ReviewField,
  type ReviewProblems,
  type ReviewTextProblem,
} from "./review-form/reviewRules.ts";
export {
  Gallery,
  type GalleryFullscreenProps,
  type GalleryImage,
  type GalleryProps,
} from "./gallery/Gallery.tsx";
export { Carousel, carouselSlideWidth, type CarouselProps } from "./carousel/Carousel.tsx";
export { useIsHydrated } from "./hydration/useIsHydrated.ts";
export { useIdleImport } from "./hydration/useIdleImport.ts";
export { importOrReload, reloadForNewCode, RELOAD_GUARD_MS } from "./hydration/reloadForNewCode.ts";
export { OFFSCREEN_ATTRIBUTES, skipOffscreen } from "./offscreen/skipOffscreen.ts";
export {
  ErrorSummary,
  RadioGroupField,
  SelectField,
  TextField,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
  type RadioGroupFieldProps,
  type RadioOption,
  type SelectFieldOption,
  type SelectFieldProps,
  type TextFieldProps,
} from "./form-field/FormField.tsx";
