import { HttpResponse } from "msw";

/** Reason phrases Shopware puts into `title` (Symfony's Response::$statusTexts). */
const statusTexts: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  410: "Gone",
  412: "Precondition Failed",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export interface ShopwareErrorInit {
  status: number;
  /** Shopware's error code, e.g. `CONTENT__CATEGORY_NOT_FOUND`; "0" for plain Symfony HTTP exceptions. */
  code: string;
  detail: string;
  /** Template parameters (`meta.parameters`), present on Shopware's own exceptions. */
  parameters?: Record<string, unknown>;
  source?: { pointer: string };
  title?: string;
}

/** One entry of Shopware's error body. */
export function shopwareError({ status, code, detail, parameters, source, title }: ShopwareErrorInit) {
  return {
    status: String(status),
    code,
    title: title ?? statusTexts[status] ?? "Unknown Error",
    detail,
    ...(source ? { source } : {}),
    ...(parameters ? { meta: { parameters } } : {}),
  };
}

/** A Shopware error response: `{errors: [{status: "412", code, title, detail, meta}]}`. */
export function errorResponse(init: ShopwareErrorInit, headers?: HeadersInit): Response {
  return HttpResponse.json({ errors: [shopwareError(init)] }, { status: init.status, headers });
}

/** The errors the emulator answers with, worded like Shopware's exceptions. */
export const errors = {
  missingAccessKey: (): ShopwareErrorInit => ({
    status: 401,
    code: "0",
    detail: 'Header "sw-access-key" is required.',
  }),
  salesChannelNotFound: (): ShopwareErrorInit => ({
    status: 412,
    code: "FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND",
    detail: "No matching sales channel found.",
    parameters: {},
  }),
  maintenance: (): ShopwareErrorInit => ({
    status: 503,
    code: "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE",
    detail: "The sales channel is in maintenance mode.",
    parameters: {},
  }),
  /** `sw-language-id` that is no UUID (SalesChannelException::invalidLanguageId). */
  invalidLanguageId: (): ShopwareErrorInit => ({
    status: 412,
    code: "SYSTEM__LANGUAGE_INVALID_EXCEPTION",
    detail: "Provided languageId is not a valid uuid",
    parameters: {},
  }),
  /** `sw-language-id` of a language the sales channel does not offer (providedLanguageNotAvailable). */
  languageNotAvailable: (languageId: string, available: string[]): ShopwareErrorInit => ({
    status: 412,
    code: "SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION",
    detail: `Provided language "${languageId}" is not in list of available languages: ${available.join(", ")}`,
    parameters: { languageId, availableLanguages: available.join(", ") },
  }),
  categoryNotFound: (categoryId: string): ShopwareErrorInit => ({
    status: 404,
    code: "CONTENT__CATEGORY_NOT_FOUND",
    detail: `Category "${categoryId}" not found.`,
    parameters: { categoryId },
  }),
  entityDoesNotExist: (field: string, entity: string, id: string): ShopwareErrorInit => ({
    status: 400,
    code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
    title: "Constraint violation error",
    detail: `The ${entity} entity with id "${id}" does not exist.`,
    source: { pointer: `/${field}` },
    parameters: { "{{ entity }}": entity, "{{ id }}": id },
  }),
  routeNotFound: (method: string, url: string): ShopwareErrorInit => ({
    status: 404,
    code: "0",
    detail: `No route found for "${method} ${url}"`,
  }),
  /** CartException::invalidQuantity: a line item quantity below 1. */
  invalidLineItemQuantity: (quantity: number): ShopwareErrorInit => ({
    status: 400,
    code: "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY",
    detail: `The quantity must be a positive integer. Given: "${quantity}"`,
    parameters: { quantity },
  }),
  /** CartException::lineItemNotFound: an id of PATCH or delete that is not in the cart. */
  lineItemNotFound: (id: string): ShopwareErrorInit => ({
    status: 404,
    code: "CHECKOUT__CART_LINE_ITEM_NOT_FOUND",
    detail: `Line item with identifier ${id} not found.`,
    parameters: { id },
  }),
  /** CartException::lineItemNotStackable: a quantity for a line item that has none (a discount). */
  lineItemNotStackable: (id: string): ShopwareErrorInit => ({
    status: 400,
    code: "CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE",
    detail: `Line item with identifier "${id}" is not stackable and the quantity cannot be changed.`,
    parameters: { id },
  }),
  /** CartException::lineItemTypeNotSupported: no line item factory for the type. */
  lineItemTypeNotSupported: (type: string): ShopwareErrorInit => ({
    status: 400,
    code: "CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED",
    detail: `Line item type "${type}" is not supported.`,
    parameters: { type },
  }),
  /** CartException::insufficientPermission: credit and custom line items are for admin sources only. */
  insufficientPermission: (): ShopwareErrorInit => ({
    status: 403,
    code: "CHECKOUT__INSUFFICIENT_PERMISSION",
    detail: "Insufficient permission.",
    parameters: {},
  }),
  /**
   * A Symfony `Type` constraint of a DataValidator (e.g. a line item's `quantity` that is not an int).
   * `value` is Symfony's rendering of the given value (`"abc"` with quotes, `1.5`, `true`, `array`).
   */
  invalidType: (pointer: string, value: string, type: string): ShopwareErrorInit => ({
    status: 400,
    code: "VIOLATION::INVALID_TYPE_ERROR",
    title: "Constraint violation error",
    detail: `This value should be of type ${type}.`,
    source: { pointer },
    parameters: { "{{ value }}": value, "{{ type }}": type },
  }),
  /** CartException::customerNotLoggedIn, e.g. a guest sending address ids to PATCH /context. */
  customerNotLoggedIn: (): ShopwareErrorInit => ({
    status: 403,
    code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    detail: "Customer is not logged in.",
    parameters: {},
  }),
  /**
   * CustomerException::badCredentials (LoginRoute): a missing e-mail or password, an unknown e-mail and a
   * wrong password all get this one answer, so a login reveals no accounts.
   */
  badCredentials: (): ShopwareErrorInit => ({
    status: 401,
    code: "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS",
    detail: "Invalid username and/or password.",
    parameters: {},
  }),
  /** `sw-currency-id` that is no UUID (SalesChannelException::invalidCurrencyId). */
  invalidCurrencyId: (): ShopwareErrorInit => ({
    status: 412,
    code: "SYSTEM__CURRENCY_INVALID_EXCEPTION",
    detail: "Provided currency ID is not a valid UUID",
  }),
  /** `sw-currency-id` of a currency the shop does not have (SalesChannelException::currencyNotFound). */
  currencyNotFound: (currencyId: string): ShopwareErrorInit => ({
    status: 404,
    code: "SYSTEM__CURRENCY_DOES_NOT_EXISTS_EXCEPTION",
    detail: `Could not find currency with id "${currencyId}".`,
    parameters: { entity: "currency", field: "id", value: currencyId },
  }),
  /** Shopware's RateLimitExceededException (the rate limiter of login, contact form, ...). */
  rateLimitExceeded: (seconds: number): ShopwareErrorInit => ({
    status: 429,
    code: "FRAMEWORK__RATE_LIMIT_EXCEEDED",
    detail: `Too many requests, try again in ${seconds} seconds.`,
    parameters: { seconds },
  }),
  /** ProductException::productNotFound (product pages, reviews, ...). */
  productNotFound: (productId: string): ShopwareErrorInit => ({
    status: 404,
    code: "CONTENT__PRODUCT_NOT_FOUND",
    detail: `Product for id ${productId} not found.`,
    parameters: { productId },
  }),
  /** ProductException::variantNotFound: no variant of the parent has the options (find-variant). */
  productVariantNotFound: (productId: string, options: unknown): ShopwareErrorInit => ({
    status: 404,
    code: "CONTENT__PRODUCT_VARIANT_NOT_FOUND",
    detail: `Variant for productId ${productId} with options ${JSON.stringify(options)} not found.`,
    parameters: { productId, options: JSON.stringify(options) },
  }),
  /** ProductException::invalidOptionsParameter: find-variant options that are not strings. */
  invalidOptionsParameter: (): ShopwareErrorInit => ({
    status: 400,
    code: "PRODUCT_INVALID_OPTIONS_PARAMETER",
    detail: "The parameter options is invalid.",
  }),
  /** RoutingException::missingRequestParameter (e.g. `search` on /search). */
  missingRequestParameter: (name: string): ShopwareErrorInit => ({
    status: 400,
    code: "FRAMEWORK__MISSING_REQUEST_PARAMETER",
    detail: `Parameter "${name}" is missing.`,
    parameters: { parameterName: name },
  }),
  /** LandingPageException::notFound. */
  landingPageNotFound: (landingPageId: string): ShopwareErrorInit => ({
    status: 404,
    code: "CONTENT__LANDING_PAGE_NOT_FOUND",
    detail: `Landing page "${landingPageId}" not found.`,
    parameters: { landingPageId },
  }),
  /** CmsException::pageNotFound: POST /cms/{id} with an unknown layout id. */
  cmsPageNotFound: (pageId: string): ShopwareErrorInit => ({
    status: 404,
    code: "CONTENT__CMS_PAGE_NOT_FOUND",
    detail: `Page with id "${pageId}" was not found.`,
    parameters: { pageId },
  }),
  /** MediaException::emptyMediaId: POST /media without ids. */
  emptyMediaId: (): ShopwareErrorInit => ({
    status: 400,
    code: "CONTENT__MEDIA_EMPTY_ID",
    detail: "A media id must be provided.",
  }),
  /**
   * One Symfony constraint violation as Shopware's ConstraintViolationException reports it
   * (`VIOLATION::TOO_SHORT_ERROR` at `/title`, ...); several go into one 400 body.
   */
  constraintViolation: (
    pointer: string,
    name: string,
    detail: string,
    parameters: Record<string, unknown>,
  ): ShopwareErrorInit => ({
    status: 400,
    code: `VIOLATION::${name}`,
    title: "Constraint violation error",
    detail,
    source: { pointer },
    parameters,
  }),
  /** CartException::cartEmpty: `POST /checkout/order` without line items. */
  cartEmpty: (): ShopwareErrorInit => ({
    status: 400,
    code: "CHECKOUT__CART_EMPTY",
    detail: "Cart is empty",
    parameters: {},
  }),
  /** CartException::invalidCart: the cart has errors that block the order (level error). */
  invalidCart: (errorCount: number): ShopwareErrorInit => ({
    status: 400,
    code: "CHECKOUT__CART_INVALID",
    detail: `The cart is invalid, got ${errorCount} error(s).`,
    parameters: { errorCount },
  }),
  /** OrderException::orderNotFound (also for an order of another customer). */
  orderNotFound: (orderId: string): ShopwareErrorInit => ({
    status: 404,
    code: "CHECKOUT__ORDER_ORDER_NOT_FOUND",
    detail: `Could not find order with id "${orderId}"`,
    parameters: { entity: "order", field: "id", value: orderId },
  }),
  /** OrderException::orderAlreadyPaid: the payment of a paid order cannot change. */
  orderAlreadyPaid: (orderId: string): ShopwareErrorInit => ({
    status: 400,
    code: "CHECKOUT__ORDER_ORDER_ALREADY_PAID",
    detail: `Order with id "${orderId}" was already paid and cannot be edited afterwards.`,
    parameters: { orderId },
  }),
  /** OrderException::paymentMethodNotAvailable: the method is unknown or ruled out for the order. */
  paymentMethodNotAvailable: (id: string): ShopwareErrorInit => ({
    status: 404,
    code: "CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE",
    detail: `The payment method with id ${id} is not available.`,
    parameters: { id },
  }),
  /** DocumentException::guestNotAuthenticated / OrderRoute: a deep link without e-mail and postal code. */
  guestNotAuthenticated: (): ShopwareErrorInit => ({
    status: 403,
    code: "CHECKOUT__GUEST_NOT_AUTHENTICATED",
    detail: "Guest not authenticated.",
    parameters: {},
  }),
  /** A deep link with an e-mail or postal code that does not match the order's. */
  wrongGuestCredentials: (): ShopwareErrorInit => ({
    status: 403,
    code: "CHECKOUT__GUEST_WRONG_CREDENTIALS",
    detail: "Wrong credentials for guest authentication.",
    parameters: {},
  }),
  /** StateMachineException::illegalStateTransition (e.g. cancelling a completed order). */
  illegalStateTransition: (
    currentState: string,
    transition: string,
    possible: string[],
  ): ShopwareErrorInit => ({
    status: 400,
    code: "SYSTEM__ILLEGAL_STATE_TRANSITION",
    detail: `Illegal transition "${transition}" from state "${currentState}". Possible transitions are: ${possible.join(", ")}`,
    parameters: { currentState, transition, possibleTransitionsString: possible.join(", ") },
  }),
  /** DocumentException::documentNotFound: no document with this id and deep link code. */
  documentNotFound: (documentId: string): ShopwareErrorInit => ({
    status: 404,
    code: "DOCUMENT__DOCUMENT_NOT_FOUND",
    detail: `The document with id "${documentId}" is invalid or could not be found.`,
    parameters: { documentId },
  }),
  /** CustomerException::downloadFileNotFound: no granted download with this id in the customer's orders. */
  downloadFileNotFound: (downloadId: string): ShopwareErrorInit => ({
    status: 404,
    code: "CHECKOUT__DOWNLOAD_FILE_NOT_FOUND",
    detail: `Line item download file with id "${downloadId}" not found.`,
    parameters: { downloadId },
  }),
  /** CustomerException::customerOptinNotCompleted: a right password for an account whose opt-in is pending. */
  customerOptinNotCompleted: (customerId: string): ShopwareErrorInit => ({
    status: 401,
    code: "CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED",
    detail: `The customer with the id "${customerId}" has not completed the opt-in.`,
    parameters: { customerId },
  }),
  /** CustomerException::customerAuthThrottledException: the login rate limiter refused the attempt. */
  customerAuthThrottled: (seconds: number): ShopwareErrorInit => ({
    status: 429,
    code: "CHECKOUT__CUSTOMER_AUTH_THROTTLED",
    detail: `Customer auth throttled for ${seconds} seconds.`,
    parameters: { seconds },
  }),
  /** CustomerException::noHashProvided: register-confirm without `hash`. */
  noHashProvided: (): ShopwareErrorInit => ({
    status: 404,
    code: "CHECKOUT__NO_HASH_PROVIDED",
    detail: "The given hash is empty.",
  }),
  /** CustomerException::customerNotFoundByHash: no account waits for this opt-in hash. */
  customerNotFoundByHash: (hash: string): ShopwareErrorInit => ({
    status: 404,
    code: "CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH",
    detail: `No matching customer for the hash "${hash}" was found.`,
    parameters: { hash },
  }),
  /** CustomerException::customerAlreadyConfirmed: the opt-in link was used before. */
  customerAlreadyConfirmed: (customerId: string): ShopwareErrorInit => ({
    status: 412,
    code: "CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED",
    detail: `The customer with the id "${customerId}" is already confirmed.`,
    parameters: { customerId },
  }),
  /** CustomerException::customerRecoveryHashExpired: a recovery hash older than 2 hours, used, or unknown. */
  recoveryHashExpired: (hash: string): ShopwareErrorInit => ({
    status: 410,
    code: "CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED",
    detail: `The hash "${hash}" is expired.`,
    parameters: { hash },
  }),
  /** CustomerException::addressNotFound: an id that is not one of the customer's addresses (400, as Shopware). */
  addressNotFound: (addressId: string): ShopwareErrorInit => ({
    status: 400,
    code: "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND",
    detail: `Customer address with id "${addressId}" not found.`,
    parameters: { addressId },
  }),
  /** CustomerException::cannotDeleteDefaultAddress. */
  addressIsDefault: (addressId: string): ShopwareErrorInit => ({
    status: 400,
    code: "CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT",
    detail: `Customer address with id "${addressId}" is a default address and cannot be deleted.`,
    parameters: { addressId },
  }),
  /** CustomerException::cannotDeleteActiveAddress: the address the session chose for this checkout. */
  addressIsActive: (addressId: string): ShopwareErrorInit => ({
    status: 400,
    code: "CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE",
    detail: `Customer address with id "${addressId}" is an active address and cannot be deleted.`,
    parameters: { addressId },
  }),
  /** CustomerException::customerWishlistNotFound: the customer has no wishlist yet. */
  wishlistNotFound: (): ShopwareErrorInit => ({
    status: 404,
    code: "CHECKOUT__WISHLIST_NOT_FOUND",
    detail: "Wishlist for this customer was not found.",
    parameters: {},
  }),
  /** CustomerException::wishlistProductNotFound: the product is not on the wishlist. */
  wishlistProductNotFound: (productId: string): ShopwareErrorInit => ({
    status: 404,
    code: "CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND",
    detail: `Could not find wishlist product with id "${productId}"`,
    parameters: { entity: "wishlist product", field: "id", value: productId },
  }),
  /** CustomerException::duplicateWishlistProduct. */
  duplicateWishlistProduct: (): ShopwareErrorInit => ({
    status: 400,
    code: "CHECKOUT__DUPLICATE_WISHLIST_PRODUCT",
    detail: "Product already added in wishlist",
    parameters: {},
  }),
  /** CustomerException::productIdsParameterIsMissing: merge without a `productIds` list. */
  productIdsMissing: (): ShopwareErrorInit => ({
    status: 400,
    code: "CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING",
    detail: 'Parameter "productIds" is missing.',
    parameters: {},
  }),
  /** An answer forced by a failure switch (lib/switches.ts); the detail says so, to spare anyone a debugging hunt. */
  injectedFailure: (status: number, method: string, path: string): ShopwareErrorInit => ({
    status,
    code: "0",
    detail: `Failure injected by the emulator's switches for ${method} /store-api${path}.`,
  }),
};
