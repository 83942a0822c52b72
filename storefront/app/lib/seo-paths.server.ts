import { createStoreApiClient, seoPath } from "@shop/store-api";
import { localizePath, locales, type Locale } from "./locale.ts";
import { readSeoUrlsShared } from "./resolve-path.server.ts";
import { shop } from "./shop.server.ts";

/** An anonymous Store API client in one language (SEO URLs are public data: no shopper token). */
async function clientIn(locale: Locale, contextToken?: string) {
  return createStoreApiClient({
    endpoint: shop.endpoint,
    accessKey: shop.accessKey,
    contextToken,
    languageId: await shop.languageId(locale),
    timeout: shop.timeout,
  });
}

/**
 * The path of an entity page (`/navigation/<id>`, `/detail/<id>`, `/landingPage/<id>`) in one language: its
 * canonical SEO path with the locale prefix, or the technical path when it has none.
 */
export async function localizedEntityPath(pathInfo: string, locale: Locale, contextToken?: string) {
  const { elements } = await readSeoUrlsShared(await clientIn(locale, contextToken), { pathInfo });
  return localizePath(seoPath(elements) ?? pathInfo, locale);
}

/** The entity page in every shop language, for hreflang alternates and the language switch. */
export async function localizedEntityPaths(pathInfo: string): Promise<Record<Locale, string>> {
  const entries = await Promise.all(
    locales.map(async (locale) => [locale, await localizedEntityPath(pathInfo, locale)] as const),
  );
  return Object.fromEntries(entries) as Record<Locale, string>;
}

/** The technical path behind an SEO path of one language, or null for an unknown path. */
export async function entityPathInfo(path: string, locale: Locale, contextToken?: string) {
  const source = await readSeoUrlsShared(await clientIn(locale, contextToken), {
    seoPathInfo: decodeURI(path).replace(/^\//, ""),
  });
  return source.elements[0]?.pathInfo ?? null;
}
