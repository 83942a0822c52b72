import { redirect } from "react-router";
import type { Route } from "./+types/currency";
import { switchCurrency } from "../lib/currency.server.ts";
import { createStoreApiMiddleware, storeApiContext } from "../lib/request-context.server.ts";

/**
 * `POST /currency`: the footer's currency switch (lib/currency.server.ts `switchCurrency`), 303 back to the
 * page. The URL has no locale prefix (the language does not matter here). A shopper without a session gets
 * one: the currency lives in it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  createStoreApiMiddleware({ locale: () => "de-DE", startsSession: true }),
];

/** A GET (a bookmarked form target) goes home instead of showing an error. */
export function loader() {
  return redirect("/");
}

export function action({ request, context }: Route.ActionArgs) {
  return switchCurrency(request, context.get(storeApiContext));
}
