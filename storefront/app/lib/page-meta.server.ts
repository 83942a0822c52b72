import { msg } from "@lingui/core/macro";
import type { Category, LandingPage } from "@shop/store-api";
import { createI18n } from "./i18n.ts";
import type { Locale } from "./locale.ts";
import type { PageMetaData } from "./meta.ts";

const fallbackDescription = msg`Cleaning agents, surface treatment, machines and accessories for professionals and private customers in Switzerland. Free shipping from CHF 60.`;

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
