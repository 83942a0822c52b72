import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { logout } from "../lib/account.server.ts";
import { localizePath } from "../lib/locale.ts";
import { localeContext, storeApiContext, storeApiMiddleware } from "../lib/request-context.server.ts";

/**
 * `POST /logout` (and `/fr-CH/logout`): ends the customer's session and goes home with the "logged out"
 * notice (`lib/account.server.ts`). The account page's and the header's logout buttons post here.
 */
export const middleware: Route.MiddlewareFunction[] = [storeApiMiddleware];

/** A GET (a bookmarked form target) goes home; logging out takes a POST. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath("/", context.get(localeContext)));
}

export function action({ request, context }: Route.ActionArgs) {
  return logout(request, context.get(storeApiContext), context.get(localeContext));
}
