import { redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { localizePath } from "../lib/locale.ts";
import { localeContext } from "../lib/request-context.server.ts";

/**
 * `/reset-password` (spec §2, "new plus repeated password"): Shopware's recovery mail links
 * `/account/recover/password?hash=…`, so this older address answers 301 there, the query kept.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  return redirect(localizePath("/account/recover/password", context.get(localeContext)) + url.search, 301);
}
