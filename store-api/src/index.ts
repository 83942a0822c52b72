// Client
export {
  createStoreApiClient,
  DEFAULT_RETRY_DELAY,
  DEFAULT_TIMEOUT,
  MISSING_CONFIGURATION_MESSAGE,
  PRECONDITION_FAILED_HINT_DELAY,
  type ContextTokenChange,
  type FetchFunction,
  type StoreApiClient,
  type StoreApiClientOptions,
  type StoreApiLogger,
} from "./client.ts";
export type {
  HttpMethod,
  OperationKind,
  QueryValue,
  RequestOptions,
  SeoUrlRequestOptions,
  StoreApiRequest,
  StoreApiResponseInfo,
  StoreApiTransport,
} from "./transport.ts";
export { DEFAULT_MAX_RETRY_AFTER, retryAfterMs } from "./retry.ts";
export { isReadOperation, READ_POST_PATHS, RETRY_STATUSES, toOperationPath } from "./read-operations.ts";
export { CONTEXT_TOKEN_HEADER, isPublicCacheControl, tokenToAdopt } from "./context-token.ts";

// Errors
export {
  ABORTED_ERROR_CODE,
  formatIssuePath,
  INVALID_RESPONSE_ERROR_CODE,
  invalidResponseError,
  isMaintenanceError,
  isNotFoundError,
  isStoreApiError,
  MAINTENANCE_MODE,
  MAINTENANCE_MODE_ERROR_CODE,
  MAX_SCHEMA_ERROR_ENTRIES,
  NETWORK_ERROR_CODE,
  normalizeErrorEntry,
  parseErrorBody,
  PRECONDITION_FAILED_HINT,
  StoreApiError,
  TIMEOUT_ERROR_CODE,
  toJsonPointer,
  UNKNOWN_ERROR_DETAIL,
  UNKNOWN_ERROR_TITLE,
  type InvalidResponseInit,
  type SchemaIssue,
  type StoreApiErrorEntry,
  type StoreApiErrorInit,
} from "./store-api-error.ts";

// Criteria
export {
  equalsFilter,
  LISTING_ID_SEPARATOR,
  mergeCriteria,
  parseListingQuery,
  toListingBody,
  toListingQuery,
  type Associations,
  type Criteria,
  type CriteriaFields,
  type EqualsAnyFilter,
  type EqualsFilter,
  type Filter,
  type FilterValue,
  type ListingCriteria,
  type ListingFilterName,
  type MultiFilter,
  type RangeFilter,
  type Sorting,
  type TextFilter,
} from "./criteria.ts";

// Endpoints (also available as client methods without the first argument)
export { bindEndpoints, endpoints, type BoundEndpoints, type Endpoints } from "./endpoints/index.ts";
export {
  contextEndpoints,
  readContext,
  updateContext,
  withContextToken,
  type ContextPatch,
  type ContextTokenResult,
} from "./endpoints/context.ts";
export { accountEndpoints, login, logout, readCustomer, type LoginCredentials } from "./endpoints/account.ts";
export {
  accountLifecycleEndpoints,
  confirmRegistration,
  isRecoveryExpired,
  requestPasswordRecovery,
  resetPassword,
  type RegistrationConfirmation,
  type Success,
} from "./endpoints/account-lifecycle.ts";
export {
  accountProfileEndpoints,
  changeEmail,
  changePassword,
  changeProfile,
  type ProfileChange,
} from "./endpoints/account-profile.ts";
export {
  accountAddressEndpoints,
  deleteAddress,
  listAddresses,
  saveAddress,
  setDefaultAddress,
  type AddressInput,
} from "./endpoints/account-address.ts";
export {
  addToWishlist,
  mergeWishlist,
  readWishlist,
  removeFromWishlist,
  wishlistEndpoints,
} from "./endpoints/wishlist.ts";
export {
  confirmNewsletter,
  newsletterEndpoints,
  newsletterStatusSchema,
  readNewsletterRecipient,
  sendContactForm,
  subscribeNewsletter,
  unsubscribeNewsletter,
  type ContactMessage,
  type NewsletterStatus,
  type NewsletterSubscription,
} from "./endpoints/newsletter.ts";
export {
  searchStores,
  storeLocatorEndpoints,
  storeLocatorResultSchema,
  storeLocationSchema,
  type OpeningInterval,
  type StoreLocation,
  type StoreLocatorOrigin,
  type StoreLocatorResult,
  type StoreService,
  type StoreType,
} from "./endpoints/store-locator.ts";
export { recoveryIsExpiredSchema, wishlistSchema, type Wishlist } from "./schemas/account.ts";
export {
  DEFAULT_NAVIGATION_DEPTH,
  navigationDepth,
  navigationEndpoints,
  readNavigation,
  type NavigationId,
  type ReadNavigationParams,
} from "./endpoints/navigation.ts";
export {
  readSitemaps,
  readSnippets,
  sitemapEndpoints,
  sitemapFilePath,
  sitemapSchema,
  snippetSetSchema,
  type ReadSnippetsParams,
  type Sitemap,
  type SnippetSet,
} from "./endpoints/sitemap.ts";
export { readSeoUrls, seoUrlEndpoints, toSeoPathInfo, type ReadSeoUrlsParams } from "./endpoints/seo-url.ts";
export {
  CATEGORY_PAGE_ASSOCIATIONS,
  categoryEndpoints,
  readCategory,
  readCategoryList,
} from "./endpoints/category.ts";
export {
  contentEndpoints,
  readBreadcrumb,
  readCmsPage,
  readLandingPage,
  readMedia,
  type ReadBreadcrumbParams,
} from "./endpoints/content.ts";
export { languageEndpoints, readLanguages } from "./endpoints/language.ts";
export {
  readCountries,
  readCountryStates,
  readCurrencies,
  readSalutations,
  systemEndpoints,
} from "./endpoints/system.ts";
export {
  checkoutMethodEndpoints,
  readPaymentMethods,
  readShippingMethods,
  type ReadCheckoutMethodsParams,
} from "./endpoints/checkout-method.ts";
export { listingEndpoints, readProductListing, searchProducts, searchSuggest } from "./endpoints/listing.ts";
export {
  findVariant,
  PRODUCT_DETAIL_ASSOCIATIONS,
  productEndpoints,
  readCrossSellings,
  readProduct,
  readProducts,
  readReviews,
  saveReview,
  type FindVariantParams,
  type ReadProductParams,
  type ReviewInput,
} from "./endpoints/product.ts";
export {
  addLineItems,
  addPromotionCode,
  cartEndpoints,
  deleteCart,
  readCart,
  removeLineItems,
  updateLineItems,
  type LineItemUpdate,
  type NewLineItem,
  type ProductLineItemInput,
  type PromotionLineItemInput,
} from "./endpoints/cart.ts";

// Schemas and types
export {
  cancelOrder,
  checkoutEndpoints,
  createOrder,
  documentDownloadPath,
  handlePayment,
  orderDownloadPath,
  readOrders,
  register,
  setOrderPaymentMethod,
  type CreateOrderInput,
  type GuestOrderAccess,
  type Registration,
  type RegistrationAddress,
  type RegistrationResult,
} from "./endpoints/checkout.ts";
export {
  handlePaymentSchema,
  orderAddressSchema,
  orderDeliverySchema,
  orderDocumentSchema,
  orderLineItemDownloadSchema,
  orderLineItemSchema,
  orderListSchema,
  orderSchema,
  orderTransactionSchema,
  stateMachineStateSchema,
  type HandlePaymentResult,
  type Order,
  type OrderAddress,
  type OrderDelivery,
  type OrderDocument,
  type OrderLineItem,
  type OrderLineItemDownload,
  type OrderList,
  type OrderTransaction,
  type StateMachineState,
} from "./schemas/order.ts";
export { collection, decimal, flag, list, noContentSchema, phpObject } from "./schemas/helpers.ts";
export { mediaSchema, mediaThumbnailSchema, type Media, type MediaThumbnail } from "./schemas/media.ts";
export { seoUrlSchema, type SeoUrl } from "./schemas/seo-url.ts";
export { SEO_ROUTE_NAMES } from "./entity-paths.ts";
export {
  categoryLinkTypeSchema,
  categorySchema,
  categoryTypeSchema,
  type Category,
  type CategoryLinkType,
  type CategoryType,
} from "./schemas/category.ts";
export {
  cmsBlockSchema,
  cmsPageSchema,
  cmsSectionSchema,
  cmsSlotConfigEntrySchema,
  cmsSlotConfigSchema,
  cmsSlotSchema,
  cmsVisibilitySchema,
  type CmsBlock,
  type CmsPage,
  type CmsSection,
  type CmsSlot,
  type CmsSlotConfig,
  type CmsSlotConfigEntry,
  type CmsVisibility,
} from "./schemas/cms.ts";
export {
  contextTokenResponseSchema,
  salesChannelContextSchema,
  salesChannelDomainSchema,
  salesChannelSchema,
  type ContextTokenResponse,
  type SalesChannel,
  type SalesChannelContext,
} from "./schemas/sales-channel-context.ts";
export { taxStateSchema, type TaxState } from "./schemas/tax-state.ts";
export {
  cashRoundingSchema,
  countrySchema,
  countryStateSchema,
  currencySchema,
  salutationSchema,
  type CashRounding,
  type Country,
  type CountryState,
  type Currency,
  type Salutation,
} from "./schemas/system.ts";
export {
  currencyPriceSchema,
  deliveryTimeSchema,
  paymentMethodSchema,
  shippingMethodPriceSchema,
  shippingMethodSchema,
  type DeliveryTime,
  type PaymentMethod,
  type ShippingMethod,
  type ShippingMethodPrice,
} from "./schemas/checkout-method.ts";
export {
  calculatedCheapestPriceSchema,
  calculatedPriceSchema,
  calculatedTaxSchema,
  cartPriceSchema,
  listPriceSchema,
  referencePriceSchema,
  regulationPriceSchema,
  taxRuleSchema,
  type CalculatedCheapestPrice,
  type CalculatedPrice,
  type CalculatedTax,
  type CartPrice,
  type ListPrice,
  type ReferencePrice,
  type RegulationPrice,
  type TaxRule,
} from "./schemas/price.ts";
export { HIDE_PRICE_CUSTOM_FIELD } from "./constants.ts";
export {
  crossSellingElementSchema,
  findVariantResultSchema,
  productCrossSellingSchema,
  productCustomFieldsSchema,
  productDetailSchema,
  productDownloadSchema,
  productManufacturerSchema,
  productMediaSchema,
  productReviewSchema,
  productSchema,
  propertyGroupOptionSchema,
  propertyGroupSchema,
  unitSchema,
  variantListingConfigSchema,
  type CrossSellingElement,
  type FindVariantResult,
  type Product,
  type ProductCrossSelling,
  type ProductCustomFields,
  type ProductDetail,
  type ProductDownload,
  type ProductManufacturer,
  type ProductMedia,
  type ProductReview,
  type PropertyGroup,
  type PropertyGroupOption,
  type Unit,
  type VariantListingConfig,
} from "./schemas/product.ts";
export {
  listingAggregationsSchema,
  listingCurrentFiltersSchema,
  listingSortingSchema,
  productListingResultSchema,
  type ListingAggregations,
  type ListingCurrentFilters,
  type ListingSorting,
  type ProductListingResult,
} from "./schemas/listing.ts";
export {
  breadcrumbListSchema,
  breadcrumbSchema,
  landingPageSchema,
  type Breadcrumb,
  type LandingPage,
} from "./schemas/content.ts";
export {
  CART_ERROR_LEVEL,
  cartDeliverySchema,
  cartErrorSchema,
  cartSchema,
  cartTransactionSchema,
  lineItemPayloadSchema,
  lineItemQuantityInformationSchema,
  lineItemSchema,
  type Cart,
  type CartDelivery,
  type CartError,
  type CartTransaction,
  type LineItem,
  type LineItemPayload,
  type LineItemQuantityInformation,
  type LineItemType,
} from "./schemas/cart.ts";
export {
  customerAddressSchema,
  customerSchema,
  type Customer,
  type CustomerAddress,
} from "./schemas/customer.ts";
export { languageSchema, type Language } from "./schemas/language.ts";
export { entitySearchResultSchema, type EntitySearchResult } from "./schemas/entity-search-result.ts";
export { translated, translatedName } from "./translated.ts";
export {
  breadcrumbPath,
  entityPath,
  productPath,
  seoPath,
  technicalPaths,
  technicalRoutes,
  type EntityPageKind,
} from "./entity-paths.ts";
