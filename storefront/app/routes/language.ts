import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { contextTokenCookieName, readCookie, serializeCookie } from "../lib/cookies.server.ts";
import { isLocale, localeCookieName, localizePath, splitLocalePath, type Locale } from "../lib/locale.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import { entityPathInfo, localizedEntityPath } from "../lib/seo-paths.server.ts";

/**
 * The same page in another language. App routes keep their path; CMS pages (categories, products, landing
 * pages) have their own SEO path per language, found through the SEO URL of the same entity.
 */
async function translatePath(
  path: string,
  from: Locale,
  to: Locale,
  token: string | undefined,
): Promise<string> {
  const [pathname = "/", search = ""] = path.split(/(?=\?)/);
  if (pathname === "/") return localizePath("/", to) + search;
  try {
    const pathInfo = await entityPathInfo(pathname, from, token);
    if (pathInfo) return (await localizedEntityPath(pathInfo, to, token)) + search;
  } catch (error) {
    console.error("language switch: SEO path lookup failed", error);
  }
  return localizePath(pathname, to) + search;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const wanted = form.get("locale");
  const current = splitLocalePath(safeRedirectPath(form.get("path")).split("?")[0] ?? "/");
  const search = safeRedirectPath(form.get("path")).split(/(?=\?)/)[1] ?? "";
  const to: Locale = isLocale(wanted) ? wanted : current.locale;
  const token = readCookie(request.headers.get("cookie"), contextTokenCookieName);
  const target = await translatePath(current.path + search, current.locale, to, token);
  const cookie = serializeCookie(localeCookieName, to, { request, httpOnly: true });
  return redirect(safeRedirectPath(target), { status: 303, headers: { "Set-Cookie": cookie } });
}

/** A GET (e.g. a bookmarked form target) goes home instead of showing an error. */
export function loader() {
  return redirect("/");
}
