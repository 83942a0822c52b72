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
  StoreApiTransport,
} from "./transport.ts";
export { isReadOperation, READ_POST_PATHS, RETRY_STATUSES, toOperationPath } from "./read-operations.ts";
export { CONTEXT_TOKEN_HEADER, isPublicCacheControl, tokenToAdopt } from "./context-token.ts";

// Errors
export {
  ABORTED_ERROR_CODE,
  INVALID_RESPONSE_ERROR_CODE,
  isMaintenanceError,
  isNotFoundError,
  isStoreApiError,
  MAINTENANCE_MODE,
  MAINTENANCE_MODE_ERROR_CODE,
  NETWORK_ERROR_CODE,
  normalizeErrorEntry,
  parseErrorBody,
  PRECONDITION_FAILED_HINT,
  StoreApiError,
  TIMEOUT_ERROR_CODE,
  UNKNOWN_ERROR_DETAIL,
  UNKNOWN_ERROR_TITLE,
  type StoreApiErrorEntry,
  type StoreApiErrorInit,
} from "./store-api-error.ts";

// Criteria
export {
  equalsFilter,
  mergeCriteria,
  type Associations,
  type Criteria,
  type EqualsAnyFilter,
  type EqualsFilter,
  type Filter,
  type FilterValue,
  type MultiFilter,
  type RangeFilter,
  type Sorting,
  type TextFilter,
} from "./criteria.ts";

// Endpoints (also available as client methods without the first argument)
export { bindEndpoints, endpoints, type BoundEndpoints, type Endpoints } from "./endpoints/index.ts";
export { contextEndpoints, readContext, updateContext, type ContextPatch } from "./endpoints/context.ts";
export {
  DEFAULT_NAVIGATION_DEPTH,
  navigationEndpoints,
  readNavigation,
  type NavigationId,
  type ReadNavigationParams,
} from "./endpoints/navigation.ts";
export { readSeoUrls, seoUrlEndpoints, toSeoPathInfo, type ReadSeoUrlsParams } from "./endpoints/seo-url.ts";
export { CATEGORY_PAGE_ASSOCIATIONS, categoryEndpoints, readCategory } from "./endpoints/category.ts";
export { languageEndpoints, readLanguages } from "./endpoints/language.ts";

// Schemas and types
export { list, phpObject } from "./schemas/helpers.ts";
export { mediaSchema, mediaThumbnailSchema, type Media, type MediaThumbnail } from "./schemas/media.ts";
export { SEO_ROUTE_NAMES, seoUrlSchema, type SeoUrl } from "./schemas/seo-url.ts";
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
  currencySchema,
  paymentMethodSchema,
  salesChannelContextSchema,
  salesChannelDomainSchema,
  salesChannelSchema,
  shippingMethodSchema,
  taxStateSchema,
  type ContextTokenResponse,
  type Currency,
  type PaymentMethod,
  type SalesChannel,
  type SalesChannelContext,
  type ShippingMethod,
  type TaxState,
} from "./schemas/sales-channel-context.ts";
export {
  customerAddressSchema,
  customerSchema,
  type Customer,
  type CustomerAddress,
} from "./schemas/customer.ts";
export { languageSchema, type Language } from "./schemas/language.ts";
export { entitySearchResultSchema, type EntitySearchResult } from "./schemas/entity-search-result.ts";
