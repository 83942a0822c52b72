import { cartErrors, type CartError } from "../cart/errors.ts";
import { t } from "../entities/scope.ts";
import {
  paymentMethodById,
  paymentMethods,
  shippingMethodById,
  shippingMethods,
  type PaymentMethodFixture,
  type ShippingMethodFixture,
} from "../fixtures/sales-channel.ts";
import { isAvailable } from "../handlers/system.ts";
import type { RouteArgs } from "../lib/route.ts";

/** The method to switch to: the sales channel's default if available, else the first available by position. */
function replacement<M extends PaymentMethodFixture | ShippingMethodFixture>(
  all: M[],
  fallback: M,
  args: RouteArgs,
): M | undefined {
  const available = all.filter((method) => isAvailable(method.availability, args.session));
  return available.includes(fallback) ? fallback : available.toSorted((a, b) => a.position - b.position)[0];
}

/**
 * Shopware's BlockedPaymentMethodSwitcher and BlockedShippingMethodSwitcher, run before each cart
 * calculation: a session method that the shipping country or currency rules out (invoice outside CH/LI,
 * TWINT and PostFinance outside CHF, express outside CH/LI) is replaced by the default (else the first
 * available) and stored in the session, and the cart says so (`payment-method-changed`,
 * `shipping-method-changed`, notices). Without any available method the error `...-blocked` stays and
 * blocks the order. Answers the route arguments with the updated session and the errors to carry.
 */
export function replaceBlockedMethods(args: RouteArgs): { args: RouteArgs; errors: CartError[] } {
  const { session, scope, runtime, token } = args;
  const errors: CartError[] = [];
  /** The replacement's id for a blocked method (undefined when it may stay), recording the cart error. */
  const check = <M extends PaymentMethodFixture | ShippingMethodFixture>(
    current: M,
    all: M[],
    fallback: M,
    changed: (oldName: string, newName: string) => CartError,
    blocked: (name: string) => CartError,
  ): string | undefined => {
    if (isAvailable(current.availability, session)) return undefined;
    const next = replacement(all, fallback, args);
    errors.push(
      next ? changed(t(current.name, scope), t(next.name, scope)) : blocked(t(current.name, scope)),
    );
    return next?.id;
  };
  const paymentMethodId = check<PaymentMethodFixture>(
    paymentMethodById(session.paymentMethodId) ?? paymentMethods.invoice,
    Object.values(paymentMethods),
    paymentMethods.invoice,
    cartErrors.paymentMethodChanged,
    cartErrors.paymentMethodBlocked,
  );
  const shipping = shippingMethodById(session.shippingMethodId) ?? shippingMethods.standard;
  const { shippingMethodChanged, shippingMethodBlocked } = cartErrors;
  const shippingMethodId = check<ShippingMethodFixture>(
    shipping,
    Object.values(shippingMethods),
    shippingMethods.standard,
    shippingMethodChanged,
    shippingMethodBlocked,
  );
  const changes = {
    ...(paymentMethodId ? { paymentMethodId } : {}),
    ...(shippingMethodId ? { shippingMethodId } : {}),
  };
  if (Object.keys(changes).length === 0) return { args, errors };
  // The header currency (`sw-currency-id`) is for this request only: store just the method change.
  runtime.state.update(token, changes);
  return { args: { ...args, session: { ...session, ...changes } }, errors };
}
