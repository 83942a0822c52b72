import type { MetaDescriptor } from "react-router";
import { defaultLocale, type Locale } from "./locale.ts";

export interface PageMetaData {
  title: string;
  description?: string | null;
  /** Absolute URL of the page without listing parameters (`<link rel="canonical">`). */
  canonical?: string;
  /** Absolute URL of the same page per language (`<link rel="alternate" hreflang>`; de-DE is x-default). */
  alternates?: Partial<Record<Locale, string>>;
}

export const shopName = "Clarus";

/** The head tags of a page: title (with the shop's name), description, canonical URL and hreflang alternates. */
export function metaTags(data: PageMetaData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: shopName }];
  // An SEO title that already names the shop (e.g. "Clarus – …") is used as it is.
  const title = data.title.includes(shopName) ? data.title : `${data.title} | ${shopName}`;
  const tags: MetaDescriptor[] = [{ title }];
  if (data.description) tags.push({ name: "description", content: data.description });
  if (data.canonical) tags.push({ tagName: "link", rel: "canonical", href: data.canonical });
  for (const [locale, href] of Object.entries(data.alternates ?? {})) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: locale, href });
  }
  const fallback = data.alternates?.[defaultLocale];
  if (fallback) tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: fallback });
  return tags;
}
