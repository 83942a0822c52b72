import { msg } from "@lingui/core/macro";
import type { Category, LandingPage, Product } from "@shop/store-api";
import { createI18n } from "./i18n.ts";
import { locales, type Locale } from "./locale.ts";
import type { PageMetaData } from "./meta-tags.ts";
import { localizedEntityPaths } from "./seo-paths.server.ts";

/**
 * What the head of a page says about it (`PageMetaData`, rendered by `metaTags`): title and description
 * from the entity's SEO fields, the canonical URL and the hreflang alternates.
 */

const fallbackDescription = msg`Cleaning agents, surface treatment, machines and accessories for professionals and private customers in Switzerland. Free shipping from CHF 60.`;

/** A page's canonical URL and its hreflang alternates: `pathIn` gives the page's path in each language. */
export function pageUrls(
  origin: string,
  pathIn: (locale: Locale) => string,
  locale: Locale,
): Required<Pick<PageMetaData, "canonical" | "alternates">> {
  const alternates = Object.fromEntries(locales.map((language) => [language, origin + pathIn(language)]));
  return { canonical: origin + pathIn(locale), alternates };
}

/** The canonical URL and alternates of an entity page (`/navigation/{id}` …), from its SEO URL per language. */
export async function entityPageUrls(origin: string, pathInfo: string, locale: Locale) {
  const paths = await localizedEntityPaths(pathInfo);
  return pageUrls(origin, (language) => paths[language], locale);
}

/** Meta title and description of a category page: its SEO fields, else its name and the shop's description. */
export async function categoryMeta(
  category: Category,
  locale: Locale,
  { isHome = false } = {},
): Promise<PageMetaData> {
  const i18n = await createI18n(locale);
  const translated = (category.translated ?? {}) as {
    metaTitle?: string | null;
    metaDescription?: string | null;
    name?: string | null;
  };
  const title =
    translated.metaTitle ||
    (isHome ? null : translated.name || category.name) ||
    i18n._(msg`Cleaning and surface treatment products`);
  return { title, description: translated.metaDescription || i18n._(fallbackDescription) };
}

/** Meta title and description of a landing page: its SEO fields, else its name and the shop's description. */
export async function landingPageMeta(page: LandingPage, locale: Locale): Promise<PageMetaData> {
  const i18n = await createI18n(locale);
  const translated = page.translated ?? {};
  return {
    title: translated.metaTitle || page.metaTitle || translated.name || page.name || "",
    description: translated.metaDescription || page.metaDescription || i18n._(fallbackDescription),
  };
}

/** Meta title and description of a product page: its SEO fields, else its name and its description's start. */
export function productMeta(product: Product, name: string): PageMetaData {
  const translated = product.translated ?? {};
  return {
    title: translated.metaTitle || name,
    description: translated.metaDescription || plainText(translated.description ?? "").slice(0, 160) || null,
  };
}

/** HTML as one line of plain text (tags and runs of white space become one space). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
