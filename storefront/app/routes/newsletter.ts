import { redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { localizePath } from "../lib/locale.ts";
import { subscribeAction } from "../lib/newsletter.server.ts";
import { localeContext, storeApiContext, storeApiMiddleware } from "../lib/request-context.server.ts";

/**
 * `POST /newsletter` (and `/fr-CH/newsletter`): the footer's signup (lib/newsletter.server.ts
 * `subscribeAction`), 303 back to the page with a notice. The locale is the mail's language.
 */
export const middleware: Route.MiddlewareFunction[] = [storeApiMiddleware];

/** A GET (a bookmarked form target) goes home. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath("/", context.get(localeContext)));
}

export function action({ request, context }: Route.ActionArgs) {
  return subscribeAction(request, context.get(storeApiContext), context.get(localeContext));
}
