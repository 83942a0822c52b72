import { data } from "react-router";
import {
  CART_ERROR_LEVEL,
  StoreApiError,
  type Cart,
  type CartError,
  type LineItem,
  type LineItemPayload,
  type SalesChannelContext,
  type ShippingMethod,
  type StoreApiClient,
  type TaxState,
} from "@shop/store-api";
import { DEFAULT_MAX_QUANTITY } from "@shop/cms-blocks";
import type { AddToCartResult, CartMessage, CartMessageKey } from "./add-to-cart.ts";
import { readCookie } from "./cookies.server.ts";
import { redirectWithFlash, type FlashKey } from "./flash.server.ts";
import {
  defaultLocale,
  isLocale,
  localeCookieName,
  localizePath,
  splitLocalePath,
  type Locale,
} from "./locale.ts";
import { safeRedirectPath } from "./safe-redirect.ts";

/**
 * The shopper's cart on the server: what it holds in short (the header's count), and adding to it — the
 * form's input, Shopware's cart errors as the shop's messages, and the answer's status. The add-to-cart
 * route, and later the side cart and the cart page, use this module.
 */

/** Products in the cart: the sum of the product line items' quantities (promotions, discounts not counted). */
export function cartProductCount(cart: Pick<Cart, "lineItems">): number {
  return cart.lineItems
    .filter((item) => item.type === "product")
    .reduce((sum, item) => sum + item.quantity, 0);
}

/** Products in the shopper's cart for the header badge; 0 without a session or on failure. */
export async function readCartCount(api: StoreApiClient): Promise<number> {
  // No session yet: the cart is empty, and reading it would only mint a token nobody keeps.
  if (!api.getContextToken()) return 0;
  try {
    return cartProductCount(await api.readCart());
  } catch (error) {
    console.error("cart count failed", error);
    return 0;
  }
}

const productIdPattern = /^[0-9a-f]{32}$/i;
const maxQuantity = 100_000;

/**
 * The language of an add-to-cart request (its URL has no locale prefix): the form's `locale`, else that of
 * `redirectTo`, else the shopper's `shop-locale` cookie.
 */
export async function addToCartLocale(request: Request): Promise<Locale> {
  if (request.method === "POST") {
    const form = await request
      .clone()
      .formData()
      .catch(() => undefined);
    const field = form?.get("locale");
    if (isLocale(field)) return field;
    const redirectTo = safeRedirectPath(form?.get("redirectTo"), "");
    if (redirectTo) return splitLocalePath(redirectTo.split("?")[0] ?? "/").locale;
  }
  const cookie = readCookie(request.headers.get("cookie"), localeCookieName);
  return isLocale(cookie) ? cookie : defaultLocale;
}

interface AddToCartInput {
  productId?: string;
  quantity?: number;
  redirectTo?: string;
}

function parseQuantity(value: FormDataEntryValue | null): number | undefined {
  if (value === null || value === "") return 1;
  if (typeof value !== "string" || !/^\d+$/.test(value.trim())) return undefined;
  const quantity = Number(value.trim());
  return quantity >= 1 && quantity <= maxQuantity ? quantity : undefined;
}

async function readAddToCartInput(request: Request): Promise<AddToCartInput> {
  const form = await request.formData().catch(() => new FormData());
  const productId = form.get("productId");
  const redirectTo = form.get("redirectTo");
  return {
    productId: typeof productId === "string" && productIdPattern.test(productId) ? productId : undefined,
    quantity: parseQuantity(form.get("quantity")),
    redirectTo: typeof redirectTo === "string" && redirectTo ? redirectTo : undefined,
  };
}

/** Shopware's cart messages about this product, as the shop's message keys. */
const cartErrorKeys: Record<string, CartMessageKey> = {
  "product-stock-reached": "cart-stock-reached",
  "product-out-of-stock": "cart-out-of-stock",
  "min-order-quantity": "cart-min-order-quantity",
  "purchase-steps-quantity": "cart-purchase-steps",
  "product-not-found": "cart-product-not-found",
};

function toCartMessage(error: CartError, fallbackName: string | undefined): CartMessage {
  const isError = error.level >= CART_ERROR_LEVEL.error;
  const name = typeof error["name"] === "string" ? error["name"] : fallbackName;
  const quantity = typeof error["quantity"] === "number" ? error["quantity"] : undefined;
  const key = cartErrorKeys[error.messageKey] ?? (isError ? "cart-failed" : "cart-adjusted");
  return { key, variant: isError ? "error" : "warning", name, quantity };
}

/** The outcome of one add: the line item now in the cart, and what Shopware said about it. */
function outcome(cart: Cart, productId: string): AddToCartResult {
  const lineItem = cart.lineItems.find((item) => item.referencedId === productId || item.id === productId);
  const name = lineItem?.label ?? undefined;
  const about = cart.errors.filter((error) => error["id"] === productId || error.key.endsWith(productId));
  const messages = about.map((error) => toCartMessage(error, name));
  const blocking = messages.find((message) => message.variant === "error");
  if (!lineItem || blocking) {
    return { ok: false, error: blocking ?? { key: "cart-failed", variant: "error", name } };
  }
  const added: CartMessage = {
    key: messages.length > 0 ? "cart-adjusted" : "cart-added",
    variant: "success",
    name,
  };
  return { ok: true, cartCount: cartProductCount(cart), messages: [added, ...messages] };
}

/** The status of a failed add: the Store API's 4xx as it is (5xx: 502), unknown products 404, else 400. */
function failureStatus(result: Extract<AddToCartResult, { ok: false }>, thrown?: unknown): number {
  if (thrown instanceof StoreApiError) {
    if (thrown.status === 404) return 404;
    if (thrown.status >= 400 && thrown.status < 500) return thrown.status;
    return 502;
  }
  if (result.error.key === "cart-product-not-found") return 404;
  return 400;
}

const flashKeyOf = (result: AddToCartResult): FlashKey =>
  !result.ok
    ? result.error.key === "rate-limited"
      ? "rate-limited"
      : "cart-failed"
    : result.messages.length > 1
      ? "cart-adjusted"
      : "cart-added";

/** Seconds a shopper is asked to wait after Shopware's rate limit when it names no time. */
export const RATE_LIMIT_FALLBACK_SECONDS = 30;

/** The message for Shopware's rate limit (429) on a write: wait {seconds} seconds (spec §8 "Rate limit"). */
export function rateLimitMessage(error: unknown): CartMessage | undefined {
  if (!(error instanceof StoreApiError) || error.status !== 429) return undefined;
  return {
    key: "rate-limited",
    variant: "error",
    quantity: error.retryAfter ?? RATE_LIMIT_FALLBACK_SECONDS,
  };
}

async function addProduct(
  api: StoreApiClient,
  input: AddToCartInput,
): Promise<{ result: AddToCartResult; status: number }> {
  if (!input.productId) {
    return { result: { ok: false, error: { key: "cart-product-not-found", variant: "error" } }, status: 400 };
  }
  if (input.quantity === undefined) {
    return { result: { ok: false, error: { key: "cart-invalid-quantity", variant: "error" } }, status: 400 };
  }
  const { productId, quantity } = input;
  try {
    const cart = await api.addLineItems([
      { id: productId, referencedId: productId, type: "product", quantity },
    ]);
    const result = outcome(cart, productId);
    return { result, status: result.ok ? 200 : failureStatus(result) };
  } catch (error) {
    console.error("add to cart failed", error);
    const result: AddToCartResult = {
      ok: false,
      error: rateLimitMessage(error) ?? { key: "cart-failed", variant: "error" },
    };
    return { result, status: failureStatus(result, error) };
  }
}

/**
 * Puts the posted product into the shopper's cart and answers the form:
 * - with `redirectTo` (a form posted without JavaScript): 303 back to that page (same-origin paths only,
 *   else the localized home), the outcome in a flash cookie addressed to that page (lib/flash.server.ts);
 * - without (a fetcher): `{ ok: true, cartCount, messages }` or `{ ok: false, error }` (4xx/5xx).
 * A form on another site never gets here (the root's CSRF middleware refuses it: lib/csrf.server.ts).
 */
export async function addToCart(request: Request, api: StoreApiClient, locale: Locale) {
  const input = await readAddToCartInput(request);
  const { result, status } = await addProduct(api, input);
  if (input.redirectTo === undefined) return data(result, { status });

  const name = result.ok ? result.messages[0]?.name : result.error.name;
  const quantity = result.ok ? undefined : result.error.quantity;
  const target = safeRedirectPath(input.redirectTo, localizePath("/", locale));
  return redirectWithFlash(request, target, { key: flashKeyOf(result), name, quantity });
}

/* ------------------------------------------------------------------------------------------------------ */
/* The cart page (`/checkout/cart`): what it shows, and its forms' intents.                                */
/* ------------------------------------------------------------------------------------------------------ */

/** What a shipping method's price matrix is read with: the session's rules, currency and tax state. */
type MatrixContext = Pick<SalesChannelContext, "context" | "currency">;

/** Shopware's `ShippingMethodPriceEntity.calculation` values the shop's matrices use. */
const CALCULATION = { lineItemCount: 1, goodsTotal: 2 } as const;

/** The measures a matrix row's range is compared with: the goods total in CHF, the products' quantity. */
interface CartMeasures {
  goodsChf: number;
  count: number;
}

/** A download line item (state `is-download`): a file, not shipped. */
export function isDownloadItem(item: Pick<Cart["lineItems"][number], "type" | "states">): boolean {
  return item.type === "product" && (item.states ?? []).includes("is-download");
}

/** The products Shopware ships (its delivery's positions): every product but the downloads. */
function shippedProducts(cart: Pick<Cart, "lineItems">) {
  return cart.lineItems.filter((item) => item.type === "product" && !isDownloadItem(item));
}

/**
 * A virtual cart (spec §5): it holds products and every one is a download (promotions aside). Shopware
 * builds no delivery for it, so there are no shipping costs and no shipping method to choose.
 */
export function isVirtualCart(cart: Pick<Cart, "lineItems">): boolean {
  const products = cart.lineItems.filter((item) => item.type === "product");
  return products.length > 0 && products.every(isDownloadItem);
}

/** The measures of the shipped products: a mixed cart's downloads count for no shipping matrix. */
function measuresOf(cart: Pick<Cart, "lineItems">, context: MatrixContext): CartMeasures {
  const products = shippedProducts(cart);
  const goods = products.reduce((sum, item) => sum + (item.price?.totalPrice ?? 0), 0);
  return {
    goodsChf: goods / (context.currency.factor ?? 1),
    count: products.reduce((sum, item) => sum + item.quantity, 0),
  };
}

/**
 * A method's price for these measures, as Shopware's DeliveryCalculator picks the row of its price matrix
 * (the `prices` association): a row whose rule the session matches (else the rows without a rule), whose
 * measure (line item count or goods total) lies in its range, the cheapest of those, its price in the
 * context's currency, gross or net as the context shows prices. The goods total is compared in CHF, as the
 * shop's thresholds are set (the emulator does the same; "free from CHF 60" is EUR 63.60). Undefined
 * without a matching row or price (a weight or volume matrix, unloaded prices).
 */
function matrixPrice(
  method: Pick<ShippingMethod, "prices">,
  { goodsChf, count }: CartMeasures,
  context: MatrixContext,
): number | undefined {
  const ruleIds = context.context.ruleIds ?? [];
  const key = context.context.taxState === "net" ? "net" : "gross";
  const matching = (method.prices ?? []).flatMap((row) => {
    if (row.ruleId && !ruleIds.includes(row.ruleId)) return [];
    const measure =
      row.calculation === CALCULATION.goodsTotal
        ? goodsChf
        : row.calculation === CALCULATION.lineItemCount
          ? count
          : undefined;
    if (measure === undefined) return [];
    if (measure < (row.quantityStart ?? 0) - 1e-9 || measure > (row.quantityEnd ?? Infinity) + 1e-9)
      return [];
    const price = row.currencyPrice?.find((entry) => entry.currencyId === context.context.currencyId);
    return price ? [{ rule: Boolean(row.ruleId), amount: price[key] }] : [];
  });
  // A row of a matched rule before the rule-less default rows; among them the cheapest, as Shopware does.
  const preferred = matching.some((row) => row.rule) ? matching.filter((row) => row.rule) : matching;
  return preferred.length > 0 ? Math.min(...preferred.map((row) => row.amount)) : undefined;
}

/** The shipping costs of the calculated cart (its deliveries; none for a virtual cart). */
function cartShippingCosts(cart: Pick<Cart, "deliveries">): number {
  return round2(cart.deliveries.reduce((sum, item) => sum + (item.shippingCosts.totalPrice ?? 0), 0));
}

/**
 * What choosing a shipping method costs for this cart, for the cart page's estimate and the checkout's
 * choice alike: the chosen method's costs are the calculated cart's (after a shipping discount), the others'
 * their matrix preview (`shippingCostPreview`). Undefined when the matrix has no price for this cart.
 */
export function shippingMethodCost(
  method: Pick<ShippingMethod, "id" | "prices">,
  cart: Pick<Cart, "lineItems" | "deliveries">,
  context: MatrixContext & { shippingMethod: { id: string } },
): number | undefined {
  if (method.id === context.shippingMethod.id) return cartShippingCosts(cart);
  return shippingCostPreview(method, cart, context);
}

/**
 * What a shipping method would cost for this cart (`matrixPrice`); 0 when every product ships free. The
 * chosen method's costs come from the calculated cart instead: this is the preview of the others, and the
 * chosen one's regular price before a shipping discount.
 */
export function shippingCostPreview(
  method: Pick<ShippingMethod, "prices">,
  cart: Pick<Cart, "lineItems">,
  context: MatrixContext,
): number | undefined {
  const products = shippedProducts(cart);
  // Nothing to ship (a virtual cart), or every shipped product ships free.
  if (products.every((item) => item.deliveryInformation?.freeDelivery)) return 0;
  return matrixPrice(method, measuresOf(cart, context), context);
}

/**
 * From which goods total (CHF) the method ships this cart free: the lowest start of a goods-total row whose
 * price is 0 there (`matrixPrice`, so a rule's rows and the cheapest row count as in the cart's
 * calculation). The spec's §9 "free from CHF 60" is the standard method's matrix for Switzerland and
 * Liechtenstein; Germany's is EUR 150. Undefined when the method is never free by the goods total, or
 * free from the first franc.
 */
export function freeShippingThreshold(
  method: Pick<ShippingMethod, "prices">,
  cart: Pick<Cart, "lineItems">,
  context: MatrixContext,
): number | undefined {
  const { count } = measuresOf(cart, context);
  const starts = (method.prices ?? [])
    .filter((row) => row.calculation === CALCULATION.goodsTotal && (row.quantityStart ?? 0) > 0)
    .map((row) => row.quantityStart!)
    .toSorted((a, b) => a - b);
  return starts.find((start) => matrixPrice(method, { goodsChf: start, count }, context) === 0);
}

/**
 * The free-shipping hint of a cart: the amount still missing (in the cart's currency: the threshold times
 * the currency's factor, less the products' total before discounts), `reached` once the products reach it,
 * or nothing where no threshold applies (`freeShippingThreshold`), for an empty cart, or when shipping is
 * already free by a promotion or free-shipping products.
 */
export function freeShippingHint(
  subtotal: number,
  shippingCosts: number,
  thresholdChf: number | undefined,
  currencyFactor: number,
): { remaining: number } | "reached" | undefined {
  if (thresholdChf === undefined || subtotal <= 0) return undefined;
  const remaining = round2(thresholdChf * currencyFactor - subtotal);
  if (remaining <= 0) return "reached";
  return shippingCosts > 0 ? { remaining } : undefined;
}

/** A product line of the cart page. */
export interface CartPageLine {
  id: string;
  productId: string;
  name: string;
  /** The product's technical path (it answers 301 to the canonical SEO URL), localized. */
  href: string;
  image?: { src: string; alt: string; width: number; height: number };
  options: { group: string; option: string }[];
  productNumber?: string;
  quantity: number;
  min: number;
  max: number;
  step: number;
  unitPrice: number;
  totalPrice: number;
  removable: boolean;
}

/** A promotion code in the cart: its discount line, the code the shopper typed. */
export interface CartPagePromotion {
  id: string;
  code: string;
  label: string;
  /** Negative: what it takes off (0 for a shipping discount, which lowers the shipping costs instead). */
  amount: number;
  scope: "cart" | "delivery";
}

/** The totals of the cart page, in the context's currency. */
export interface CartTotals {
  currency: string;
  /** The products' total (gross) before discounts. */
  subtotal: number;
  /** Sum of the goods discounts (negative or 0). */
  discount: number;
  shippingCosts: number;
  /** What the shipping discount took off the shipping costs (positive or 0). */
  shippingDiscount: number;
  netTotal: number;
  taxes: { rate: number; amount: number }[];
  total: number;
  /** Still missing for free shipping (in `currency`); undefined when it does not apply or is reached. */
  freeShippingRemaining?: number;
  /** The products reach the free-shipping threshold. */
  freeShippingReached?: boolean;
  /** A virtual cart (downloads only, `isVirtualCart`): nothing is shipped, the summary has no shipping row. */
  virtual?: boolean;
}

/** The cart page's shipping estimate: the context's country and method, and what may be chosen. */
export interface ShippingEstimate {
  countryId: string;
  shippingMethodId: string;
  /** The countries the shop ships to, by position. */
  countries: { id: string; name: string }[];
  /**
   * The shipping methods available for the country and currency, with what each costs for this cart
   * (`shippingMethodCost`: the chosen one's are the cart's).
   */
  methods: { id: string; name: string; cost?: number }[];
}

export interface CartPageData {
  lines: CartPageLine[];
  promotions: CartPagePromotion[];
  totals: CartTotals;
  /** Messages that last while their cause does (a promotion code waiting for its condition). */
  notices: CartMessage[];
  shippingMethodName?: string;
  /** The estimate form's choices (absent for an empty cart). */
  estimate?: ShippingEstimate;
  /** Whether the shop shows prices gross or net (the context's tax state): the side cart's subtotal. */
  taxState: TaxState;
}

function round2(value: number) {
  return Math.round(value * 100) / 100;
}

/** Shopware's cart messages on the cart page: promotion codes, then what adding to the cart says. */
const cartPageErrorKeys: Record<string, CartMessageKey> = {
  ...cartErrorKeys,
  "promotion-not-found": "promotion-not-found",
  "promotion-not-eligible": "promotion-not-eligible",
  "promotion-excluded": "promotion-not-eligible",
  // Shown once: Shopware sends them in the answer of the calculation that replaced the method.
  "shipping-method-changed": "shipping-method-changed",
  "payment-method-changed": "payment-method-changed",
  // Lasting while no method is available: they block the order, not the cart's forms.
  "shipping-method-blocked": "shipping-method-blocked",
  "payment-method-blocked": "payment-method-blocked",
};

/**
 * What the cart's page and the checkout show above their forms for as long as Shopware reports it: a code
 * waiting for its condition, a method that was replaced (reported once), no method available at all.
 */
const noticeKeys = new Set<string>([
  "promotion-not-eligible",
  "shipping-method-changed",
  "payment-method-changed",
  "shipping-method-blocked",
  "payment-method-blocked",
]);

/** The errors about the cart as a whole, not about the form just sent: the command itself worked. */
const cartStateKeys = new Set<CartMessageKey>(["shipping-method-blocked", "payment-method-blocked"]);

/** One of Shopware's cart errors as the cart page's message; undefined for the ones it does not show. */
export function toCartPageMessage(error: CartError, lines: readonly CartPageLine[]): CartMessage | undefined {
  // The shop says itself that a code was added (the discount line speaks for it).
  if (error.messageKey === "promotion-discount-added") return undefined;
  const isError = error.level >= CART_ERROR_LEVEL.error;
  const line = lines.find((item) => item.productId === error["id"] || item.id === error["id"]);
  const named =
    typeof error["newShippingMethodName"] === "string"
      ? error["newShippingMethodName"]
      : typeof error["newPaymentMethodName"] === "string"
        ? error["newPaymentMethodName"]
        : typeof error["promotionCode"] === "string"
          ? error["promotionCode"]
          : typeof error["name"] === "string"
            ? error["name"]
            : line?.name;
  const quantity = typeof error["quantity"] === "number" ? error["quantity"] : undefined;
  const key = cartPageErrorKeys[error.messageKey] ?? (isError ? "cart-update-failed" : "cart-changed");
  const variant = isError ? "error" : error.level >= CART_ERROR_LEVEL.warning ? "warning" : "info";
  return { key, variant, name: named ?? undefined, quantity };
}

function toLine(item: LineItem, locale: Locale): CartPageLine {
  const info = item.quantityInformation;
  const min = Math.max(1, info?.minPurchase ?? 1);
  const step = Math.max(1, info?.purchaseSteps ?? 1);
  const max = Math.max(min, info?.maxPurchase ?? DEFAULT_MAX_QUANTITY);
  const productId = item.referencedId ?? item.id;
  const cover = item.cover;
  const name = item.label ?? "";
  return {
    id: item.id,
    productId,
    name,
    href: localizePath(`/detail/${productId}`, locale),
    image: cover?.url
      ? {
          src: cover.url,
          alt: cover.alt || name,
          width: cover.metaData?.width ?? 400,
          height: cover.metaData?.height ?? 400,
        }
      : undefined,
    options: item.payload?.options ?? [],
    productNumber: item.payload?.productNumber ?? undefined,
    quantity: item.quantity,
    min,
    max,
    step,
    unitPrice: item.price?.unitPrice ?? 0,
    totalPrice: item.price?.totalPrice ?? 0,
    removable: item.removable !== false,
  };
}

function toPromotion(item: LineItem): CartPagePromotion {
  const payload = item.payload as (LineItemPayload & { discountScope?: unknown }) | null | undefined;
  return {
    id: item.id,
    code: payload?.code ?? item.referencedId ?? "",
    label: item.label ?? "",
    amount: item.price?.totalPrice ?? 0,
    scope: payload?.discountScope === "delivery" ? "delivery" : "cart",
  };
}

/**
 * What the cart page shows of a cart: lines, promotions, totals and the lasting notices. The shipping
 * discount and the free-shipping hint come from the chosen method's price matrix, which the cart's delivery
 * carries (Shopware's DeliveryProcessor loads it).
 */
export function toCartPage(cart: Cart, locale: Locale, context: SalesChannelContext): CartPageData {
  const currency = context.currency.isoCode;
  const taxState = context.context.taxState;
  const products = cart.lineItems.filter((item) => item.type === "product");
  const lines = products.map((item) => toLine(item, locale));
  const promotions = cart.lineItems.filter((item) => item.type === "promotion").map(toPromotion);
  const subtotal = round2(lines.reduce((sum, line) => sum + line.totalPrice, 0));
  const discount = round2(promotions.reduce((sum, promotion) => sum + promotion.amount, 0));
  const method = cart.deliveries[0]?.shippingMethod;
  const shippingCosts = cartShippingCosts(cart);
  // The method's regular price for this cart, before the shipping discount.
  const regular = method ? shippingCostPreview(method, cart, context) : undefined;
  const hasShippingPromotion = promotions.some((promotion) => promotion.scope === "delivery");
  const shippingDiscount =
    hasShippingPromotion && regular !== undefined ? round2(Math.max(0, regular - shippingCosts)) : 0;
  const threshold = method ? freeShippingThreshold(method, cart, context) : undefined;
  // The threshold counts the shipped goods only: a mixed cart's downloads do not bring free shipping nearer.
  const shippedSubtotal = round2(
    shippedProducts(cart).reduce((sum, item) => sum + (item.price?.totalPrice ?? 0), 0),
  );
  const hint = freeShippingHint(shippedSubtotal, shippingCosts, threshold, context.currency.factor ?? 1);
  const totals: CartTotals = {
    currency,
    subtotal,
    discount,
    shippingCosts,
    shippingDiscount,
    netTotal: cart.price.netPrice,
    taxes: cart.price.calculatedTaxes
      .filter((tax) => tax.tax !== 0 || tax.price !== 0)
      .map((tax) => ({ rate: tax.taxRate, amount: tax.tax })),
    total: cart.price.totalPrice,
    freeShippingRemaining: typeof hint === "object" ? hint.remaining : undefined,
    freeShippingReached: hint === "reached" || undefined,
    virtual: isVirtualCart(cart) || undefined,
  };
  const notices = cart.errors
    .filter((error) => noticeKeys.has(error.messageKey))
    .map((error) => toCartPageMessage(error, lines))
    .filter((message): message is CartMessage => message !== undefined);
  return {
    lines,
    promotions,
    totals,
    notices,
    taxState,
    shippingMethodName: method?.translated?.name ?? method?.name ?? undefined,
  };
}

/** An empty cart in the given currency (no session yet, or the cart could not be read). */
export function emptyCartPage(currency = "CHF"): CartPageData {
  return {
    lines: [],
    promotions: [],
    notices: [],
    taxState: "gross",
    totals: {
      currency,
      subtotal: 0,
      discount: 0,
      shippingCosts: 0,
      shippingDiscount: 0,
      netTotal: 0,
      taxes: [],
      total: 0,
    },
  };
}

/** The estimate's choices: shipping countries by position, the methods available there and then. */
async function readShippingEstimate(
  api: StoreApiClient,
  cart: Cart,
  context: SalesChannelContext,
): Promise<ShippingEstimate> {
  const [countries, methods] = await Promise.all([
    api.readCountries({ sort: [{ field: "position", order: "ASC" }] }),
    api.readShippingMethods({ onlyAvailable: true, criteria: { associations: { prices: {} } } }),
  ]);
  return {
    countryId: context.shippingLocation.country.id,
    shippingMethodId: context.shippingMethod.id,
    countries: countries.elements
      .filter((country) => country.shippingAvailable !== false && country.active !== false)
      .map((country) => ({ id: country.id, name: country.translated?.name ?? country.name ?? "" })),
    methods: methods.elements.map((method) => ({
      id: method.id,
      name: method.translated?.name ?? method.name ?? "",
      cost: shippingMethodCost(method, cart, context),
    })),
  };
}

/** The cart page's data. Without a session the cart is empty (reading it would mint a token nobody keeps). */
export async function readCartPage(api: StoreApiClient, locale: Locale): Promise<CartPageData> {
  if (!api.getContextToken()) return emptyCartPage();
  // The cart first: its calculation may switch a blocked shipping method, which the context then shows.
  const cart = await api.readCart();
  const context = await api.readContext();
  const page = toCartPage(cart, locale, context);
  // Nothing to estimate for an empty or a virtual cart (no delivery, no shipping costs).
  if (page.lines.length === 0 || page.totals.virtual) return page;
  try {
    return { ...page, estimate: await readShippingEstimate(api, cart, context) };
  } catch (error) {
    // The estimate is secondary: the cart still shows with the context's shipping costs.
    console.error("shipping estimate failed", error);
    return page;
  }
}

/** The cart page forms' intents. */
export const cartIntents = [
  "update",
  "remove",
  "promotion-add",
  "promotion-remove",
  "shipping-estimate",
] as const;
export type CartIntent = (typeof cartIntents)[number];

/** The JSON answer of the cart page's action to a fetcher; without JavaScript it becomes a flash. */
export interface CartActionResult {
  ok: boolean;
  intent?: CartIntent;
  messages: CartMessage[];
  cartCount?: number;
}

const lineItemIdPattern = /^[0-9A-Za-z_-]{1,64}$/;
const maxCodeLength = 100;

type CartCommand =
  | { intent: "update"; lineItemId: string; quantity: number }
  | { intent: "remove"; lineItemId: string }
  | { intent: "promotion-add"; code: string }
  | { intent: "promotion-remove"; lineItemId: string }
  | { intent: "shipping-estimate"; countryId: string; shippingMethodId: string };

const entityIdPattern = /^[0-9a-f]{32}$/i;

/** The posted form as a command, or the message of what is wrong with it. */
export function parseCartCommand(form: FormData): CartCommand | CartMessage {
  const intent = form.get("intent");
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const lineItemId = field("lineItemId");
  const invalid: CartMessage = { key: "cart-update-failed", variant: "error" };
  switch (intent) {
    case "update": {
      if (!lineItemIdPattern.test(lineItemId)) return invalid;
      const raw = field("quantity");
      const quantity = Number(raw);
      if (!/^\d+$/.test(raw) || quantity < 1 || quantity > maxQuantity) {
        return { key: "cart-invalid-quantity", variant: "error", name: field("name") || undefined };
      }
      return { intent, lineItemId, quantity };
    }
    case "remove":
    case "promotion-remove":
      return lineItemIdPattern.test(lineItemId) ? { intent, lineItemId } : invalid;
    case "promotion-add": {
      const code = field("code");
      if (!code) return { key: "promotion-code-required", variant: "error" };
      if (code.length > maxCodeLength)
        return { key: "promotion-not-found", variant: "error", name: code.slice(0, 40) };
      return { intent, code };
    }
    case "shipping-estimate": {
      // Shopware's context setters require an id: both fields are sent by the form.
      const countryId = field("countryId");
      const shippingMethodId = field("shippingMethodId");
      if (!entityIdPattern.test(countryId) || !entityIdPattern.test(shippingMethodId)) return invalid;
      return { intent, countryId, shippingMethodId };
    }
    default:
      return invalid;
  }
}

const isMessage = (value: CartCommand | CartMessage): value is CartMessage => "key" in value;

/** Runs one command against the Store API; the outcome as the shop's messages (Shopware's errors consumed). */
async function runCartCommand(
  api: StoreApiClient,
  command: CartCommand,
  locale: Locale,
): Promise<CartActionResult> {
  const before =
    command.intent === "promotion-add" || command.intent === "shipping-estimate"
      ? undefined
      : await api.readCart();
  const nameOf = (id: string) => before?.lineItems.find((item) => item.id === id);
  let cart: Cart;
  let done: CartMessage;
  switch (command.intent) {
    case "update": {
      const item = nameOf(command.lineItemId);
      cart = await api.updateLineItems([{ id: command.lineItemId, quantity: command.quantity }]);
      done = { key: "cart-updated", variant: "success", name: item?.label ?? undefined };
      break;
    }
    case "remove": {
      const item = nameOf(command.lineItemId);
      cart = await api.removeLineItems([command.lineItemId]);
      done = { key: "cart-removed", variant: "success", name: item?.label ?? undefined };
      break;
    }
    case "promotion-remove": {
      const item = nameOf(command.lineItemId);
      const code = item?.payload?.code ?? item?.referencedId ?? undefined;
      cart = await api.removeLineItems([command.lineItemId]);
      done = { key: "promotion-removed", variant: "success", name: code };
      break;
    }
    case "promotion-add": {
      cart = await api.addPromotionCode(command.code);
      done = { key: "promotion-added", variant: "success", name: command.code };
      break;
    }
    case "shipping-estimate": {
      const { countryId, shippingMethodId } = command;
      await api.updateContext({ countryId, shippingMethodId });
      // Recalculated for the new country: a method that does not deliver there is replaced now (a message).
      cart = await api.readCart();
      const context = await api.readContext();
      const country = context.shippingLocation.country;
      done = {
        key: "shipping-estimated",
        variant: "success",
        name: (country["translated"] as { name?: string } | undefined)?.name ?? country.name ?? undefined,
      };
      break;
    }
  }
  const lines = cart.lineItems.filter((item) => item.type === "product").map((item) => toLine(item, locale));
  const messages = cart.errors
    .map((error) => toCartPageMessage(error, lines))
    .filter((message): message is CartMessage => message !== undefined);
  const failed = messages.find((message) => message.variant === "error" && !cartStateKeys.has(message.key));
  // A waiting code was registered: that is the answer (not "added").
  const waiting = messages.some((message) => message.key === "promotion-not-eligible");
  const ok = !failed;
  const all = ok && !waiting ? [done, ...messages] : messages;
  return { ok, intent: command.intent, messages: all, cartCount: cartProductCount(cart) };
}

/**
 * The cart page's forms (`intent`: update, remove, promotion-add, promotion-remove):
 * - with `redirectTo` (posted without JavaScript): 303 back to the cart page, the first message as a flash;
 * - without (a fetcher): `{ ok, intent, messages, cartCount }`, 400 for bad input, 502 when the shop fails.
 * A form on another site never gets here (lib/csrf.server.ts).
 */
export async function cartPageAction(request: Request, api: StoreApiClient, locale: Locale) {
  const cartPath = localizePath("/checkout/cart", locale);
  const form = await request.formData().catch(() => new FormData());
  const redirectTo = form.get("redirectTo");
  const command = parseCartCommand(form);
  let result: CartActionResult;
  let status = 200;
  if (isMessage(command)) {
    result = { ok: false, messages: [command] };
    status = 400;
  } else if (!api.getContextToken()) {
    // No session: nothing to change (the page shows an empty cart).
    result = {
      ok: false,
      intent: command.intent,
      messages: [{ key: "cart-update-failed", variant: "error" }],
    };
    status = 400;
  } else {
    try {
      result = await runCartCommand(api, command, locale);
    } catch (error) {
      console.error("cart change failed", error);
      const notFound = error instanceof StoreApiError && error.status === 404;
      result = {
        ok: false,
        intent: command.intent,
        messages: [rateLimitMessage(error) ?? { key: "cart-update-failed", variant: "error" }],
      };
      status = notFound ? 404 : error instanceof StoreApiError && error.status < 500 ? 400 : 502;
    }
  }
  if (typeof redirectTo !== "string" || redirectTo === "") return data(result, { status });

  const message = result.messages.find((item) => item.variant === "error") ?? result.messages[0];
  // Always back to the cart page of the form's language, whatever `redirectTo` says.
  return redirectWithFlash(
    request,
    safeRedirectPath(cartPath),
    message && { key: message.key, name: message.name, quantity: message.quantity },
  );
}
