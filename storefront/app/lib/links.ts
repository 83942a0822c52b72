import type { Category } from "@shop/store-api";
import { localizePath, type Locale } from "./locale.ts";

const technicalPaths = {
  category: (id: string) => `/navigation/${id}`,
  product: (id: string) => `/detail/${id}`,
  landing_page: (id: string) => `/landingPage/${id}`,
} as const;

/** A navigation item's target: the external link, else the SEO path, else the technical path by link type. */
export function navigationHref(item: Category, locale: Locale): { href: string; external: boolean } {
  if (item.type === "link" && item.linkType === "external" && item.externalLink) {
    return { href: item.externalLink, external: true };
  }
  const seoPath = item.seoUrls?.find((url) => url.isCanonical)?.seoPathInfo ?? item.seoUrls?.[0]?.seoPathInfo;
  if (seoPath) return { href: localizePath(`/${seoPath.replace(/^\//, "")}`, locale), external: false };
  if (item.type === "link" && item.internalLink && item.linkType && item.linkType in technicalPaths) {
    const build = technicalPaths[item.linkType as keyof typeof technicalPaths];
    return { href: localizePath(build(item.internalLink), locale), external: false };
  }
  return { href: localizePath(technicalPaths.category(item.id), locale), external: false };
}

/** A name as the shopper's language shows it. */
export function translatedName(item: Pick<Category, "name" | "translated">): string {
  return item.translated?.name ?? item.name ?? "";
}
