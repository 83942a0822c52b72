import { redirect } from "react-router";
import type { Route } from "./+types/checkout.line-item";
import { addToCart, addToCartLocale } from "../lib/cart.server.ts";
import { createStoreApiMiddleware, localeContext, storeApiContext } from "../lib/request-context.server.ts";

/**
 * `POST /checkout/line-item`: puts a product into the shopper's cart (`addToCart`). The product cards' and
 * the buy box's forms post here. The URL has no locale prefix: the language comes from the form
 * (`addToCartLocale`). A shopper without a session gets one (the HttpOnly context token cookie).
 */
export const middleware: Route.MiddlewareFunction[] = [
  createStoreApiMiddleware({ locale: addToCartLocale, startsSession: true }),
];

/** A GET (a bookmarked form target) goes home instead of showing an error. */
export function loader() {
  return redirect("/");
}

export function action({ request, context }: Route.ActionArgs) {
  return addToCart(request, context.get(storeApiContext), context.get(localeContext));
}
