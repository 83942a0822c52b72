import { data, redirect } from "react-router";
import { isStoreApiError, type Cart, type CustomerAddress, type StoreApiClient } from "@shop/store-api";
import { addressLines } from "./account.server.ts";
import { toAddressCards } from "./address-book.server.ts";
import type { AddressCardData } from "./address-book.ts";
import {
  isDownloadItem,
  RATE_LIMIT_FALLBACK_SECONDS,
  shippingMethodCost,
  toCartPage,
  type CartPageData,
} from "./cart.server.ts";
import {
  guestFormRules,
  orderFormRules,
  type CheckoutCountry,
  type CheckoutFailure,
  type CheckoutIntent,
  type CheckoutResult,
} from "./checkout.ts";
import { toPageError } from "./errors.server.ts";
import { formValues, validate } from "./forms/rules.ts";
import { localizePath, type Locale } from "./locale.ts";
import {
  nameOf,
  readCountries,
  readSalutations,
  registerWith,
  sessionCookie,
  storefrontUrlOf,
  toRegistration,
} from "./registration.server.ts";
import { safeRedirectPath } from "./safe-redirect.ts";
import { PRIVATE_HEADERS } from "./http-cache.server.ts";

/**
 * The checkout `/checkout` on the server (spec §2, §4 "Checkout", §5): who orders (a logged-in customer, or
 * a guest registered here with `guest: true`), the shipping and payment method, the summary, and placing
 * the order. Every form posts here and answers 303 (or the form again with its values and errors), so the
 * checkout works without JavaScript; with JavaScript the same forms go through fetchers.
 */

export interface CheckoutMethod {
  id: string;
  name: string;
  description?: string;
  /** What choosing this shipping method costs for this cart (`shippingMethodCost`). */
  cost?: number;
}

/** The shopper once known: addresses as lines, methods to choose from, the cart. */
export interface CheckoutConfirm {
  step: "confirm";
  email: string;
  guest: boolean;
  billingAddress: string[];
  shippingAddress: string[];
  /** The ids of the addresses the order goes to: the session's choice, else the customer's defaults. */
  billingAddressId: string;
  shippingAddressId: string;
  /**
   * The customer's addresses to choose from (a guest's are the ones typed into the guest form), the default
   * billing address first. Empty when Shopware does not list them.
   */
  addresses: AddressCardData[];
  shippingMethods: CheckoutMethod[];
  paymentMethods: CheckoutMethod[];
  shippingMethodId: string;
  paymentMethodId: string;
}

/** Nobody known yet: the login and the guest form with what they need. */
export interface CheckoutIdentify {
  step: "identify";
  countries: CheckoutCountry[];
  salutations: { id: string; name: string }[];
  defaultCountryId: string;
}

export type CheckoutPageData = (CheckoutConfirm | CheckoutIdentify) & {
  cart: CartPageData;
  hasDownloads: boolean;
};

/** Whether a cart holds downloads (the digital-content waiver is asked for then). */
export function cartHasDownloads(cart: Pick<Cart, "lineItems">): boolean {
  return cart.lineItems.some(isDownloadItem);
}

function deliveryText(method: {
  deliveryTime?: { translated?: { name?: string | null } | null; name?: string | null } | null;
}) {
  const time = method.deliveryTime;
  return time ? (time.translated?.name ?? time.name ?? undefined) : undefined;
}

/**
 * The checkout page's data; an empty cart (or no session) answers 303 to the cart page. Logged-in
 * customers and registered guests get the confirm step, everyone else the identify step.
 */
export async function readCheckoutPage(
  api: StoreApiClient,
  locale: Locale,
  url: URL,
): Promise<CheckoutPageData> {
  const toCart = () =>
    redirect(localizePath("/checkout/cart", locale), { status: 303, headers: PRIVATE_HEADERS });
  if (!api.getContextToken()) throw toCart();
  try {
    const [cart, context] = await Promise.all([api.readCart(), api.readContext()]);
    const page = toCartPage(cart, locale, context);
    if (page.lines.length === 0) throw toCart();
    const hasDownloads = cartHasDownloads(cart);
    const customer = context.customer;
    if (!customer) {
      const [countries, salutations] = await Promise.all([readCountries(api), readSalutations(api)]);
      return {
        step: "identify",
        cart: page,
        hasDownloads,
        countries,
        salutations,
        defaultCountryId: context.shippingLocation.country.id,
      };
    }
    const [shipping, payment, addresses] = await Promise.all([
      api.readShippingMethods({ onlyAvailable: true, criteria: { associations: { prices: {} } } }),
      api.readPaymentMethods({ onlyAvailable: true }),
      // The choice of another address is an extra: the order goes on without it.
      api
        .listAddresses({ associations: { country: {}, countryState: {} }, limit: 100 })
        .then((list) => list.elements)
        .catch((error: unknown) => {
          console.error("checkout: listing the addresses failed", error);
          return [];
        }),
    ]);
    const billing = (customer.activeBillingAddress ?? customer.defaultBillingAddress) as
      CustomerAddress | null | undefined;
    const delivery = (customer.activeShippingAddress ?? customer.defaultShippingAddress) as
      CustomerAddress | null | undefined;
    return {
      step: "confirm",
      cart: page,
      hasDownloads,
      email: customer.email ?? "",
      guest: Boolean(customer.guest),
      billingAddress: addressLines(billing),
      shippingAddress: addressLines(delivery),
      billingAddressId: billing?.id ?? "",
      shippingAddressId: delivery?.id ?? "",
      addresses: toAddressCards(addresses, {
        billing: customer.defaultBillingAddressId,
        shipping: customer.defaultShippingAddressId,
      }),
      shippingMethods: shipping.elements.map((method) => ({
        id: method.id,
        name: nameOf(method),
        description: deliveryText(method),
        cost: shippingMethodCost(method, cart, context),
      })),
      paymentMethods: payment.elements.map((method) => ({
        id: method.id,
        name: nameOf(method),
        description: method.translated?.description ?? method.description ?? undefined,
      })),
      shippingMethodId: context.shippingMethod.id,
      paymentMethodId: context.paymentMethod.id,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    throw toPageError(error, url.pathname);
  }
}

const idPattern = /^[0-9a-f]{32}$/i;
const text = (values: Record<string, string>, name: string) => (values[name] ?? "").trim();

/** Never sent back: nothing secret is in these forms, but cap what is echoed. */
function echo(values: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === "intent" || name.startsWith("_")) continue;
    kept[name] = value.slice(0, 1000);
  }
  return kept;
}

function fail(failure: Omit<CheckoutFailure, "ok">, status: number) {
  return data<CheckoutResult>({ ok: false, ...failure }, { status, headers: PRIVATE_HEADERS });
}

/**
 * The checkout's forms (`intent`): `guest` registers a guest, `shipping-method` / `payment-method` change
 * the session's method, `billing-address` / `shipping-address` the address the order goes to (one of the
 * customer's, `addressId`), `order` places the order. Success answers 303 (to the checkout, or the order's
 * success page); with `_fetch` (a fetcher changing a method) `{ ok: true }` instead. A failure answers 400
 * with the typed values and the problems per field. A form of another site never gets here
 * (lib/csrf.server.ts).
 */
export async function checkoutAction(request: Request, api: StoreApiClient, locale: Locale) {
  const checkoutPath = localizePath("/checkout", locale);
  const form = await request.formData().catch(() => new FormData());
  const values = formValues(form);
  const intent = values["intent"] as CheckoutIntent;
  const back = (headers?: HeadersInit) =>
    values["_fetch"]
      ? data<CheckoutResult>({ ok: true, intent }, { headers: { ...PRIVATE_HEADERS, ...headers } })
      : redirect(safeRedirectPath(checkoutPath), {
          status: 303,
          headers: { ...PRIVATE_HEADERS, ...headers },
        });
  if (!api.getContextToken())
    return fail({ intent, values: echo(values), errors: {}, formError: "cart-empty" }, 400);

  try {
    switch (intent) {
      case "guest": {
        const countries = await readCountries(api);
        const errors = validate(guestFormRules(values, countries), values);
        if (Object.keys(errors).length > 0) return fail({ intent, values: echo(values), errors }, 400);
        const registration = toRegistration(values, countries, storefrontUrlOf(request, locale));
        const outcome = await registerWith(api, registration);
        if (!outcome.ok) return fail({ intent, values: echo(values), errors: outcome.errors }, 400);
        return redirect(checkoutPath, {
          status: 303,
          headers: {
            ...PRIVATE_HEADERS,
            "Set-Cookie": sessionCookie(request, outcome.contextToken ?? api.getContextToken() ?? ""),
          },
        });
      }
      case "shipping-method":
      case "payment-method": {
        const field = intent === "shipping-method" ? "shippingMethodId" : "paymentMethodId";
        const id = text(values, field);
        if (!idPattern.test(id)) {
          return fail({ intent, values: echo(values), errors: { [field]: { rule: "required" } } }, 400);
        }
        await api.updateContext({ [field]: id });
        return back();
      }
      case "billing-address":
      case "shipping-address": {
        const id = text(values, "addressId");
        if (!idPattern.test(id)) {
          return fail({ intent, values: echo(values), errors: { addressId: { rule: "required" } } }, 400);
        }
        try {
          await api.updateContext(
            intent === "billing-address" ? { billingAddressId: id } : { shippingAddressId: id },
          );
        } catch (error) {
          // Not one of the customer's addresses (any more): Shopware's 400, the form says so.
          if (isStoreApiError(error) && error.status === 400) {
            return fail({ intent, values: echo(values), errors: {}, formError: "address-not-found" }, 400);
          }
          throw error;
        }
        return back();
      }
      case "order": {
        const cart = await api.readCart();
        if (!cart.lineItems.some((item) => item.type === "product")) {
          return fail({ intent, values: echo(values), errors: {}, formError: "cart-empty" }, 400);
        }
        const errors = validate(orderFormRules(cartHasDownloads(cart)), values);
        if (Object.keys(errors).length > 0) return fail({ intent, values: echo(values), errors }, 400);
        const comment = [text(values, "companyName"), text(values, "orderReference"), text(values, "comment")]
          .filter(Boolean)
          .join("\n");
        try {
          const order = await api.createOrder(comment ? { customerComment: comment } : {});
          return redirect(localizePath(`/checkout/success/${order.id}`, locale), {
            status: 303,
            headers: PRIVATE_HEADERS,
          });
        } catch (error) {
          if (isStoreApiError(error) && error.status < 500 && error.status > 0 && error.status !== 429) {
            console.error("order refused", error.code);
            return fail({ intent, values: echo(values), errors: {}, formError: "order-failed" }, 400);
          }
          throw error;
        }
      }
      default:
        return fail({ intent, values: {}, errors: {}, formError: "checkout-failed" }, 400);
    }
  } catch (error) {
    console.error("checkout failed", error);
    if (isStoreApiError(error) && error.status === 429) {
      // Shopware's rate limit: the form again, everything typed kept, and how long to wait.
      const retryAfter = error.retryAfter ?? RATE_LIMIT_FALLBACK_SECONDS;
      return fail({ intent, values: echo(values), errors: {}, formError: "rate-limited", retryAfter }, 429);
    }
    return fail({ intent, values: echo(values), errors: {}, formError: "checkout-failed" }, 502);
  }
}
