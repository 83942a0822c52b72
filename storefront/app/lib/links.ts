import { safeHref, type LinkPolicy } from "@shop/cms-blocks";
import type { Category } from "@shop/store-api";
import { localizePath, type Locale } from "./locale.ts";

const technicalPaths = {
  category: (id: string) => `/navigation/${id}`,
  product: (id: string) => `/detail/${id}`,
  landing_page: (id: string) => `/landingPage/${id}`,
} as const;

/**
 * External hosts a navigation link (maintained by editors in the Shopware admin) may point to. Anything else,
 * and any dangerous scheme (javascript:, data:, ...), is refused: the spec allows external URLs only with
 * explicit permission.
 */
export const navigationLinkPolicy: LinkPolicy = {
  allowedHosts: [
    "www.linkedin.com",
    "www.instagram.com",
    "www.facebook.com",
    "www.youtube.com",
    "service.post.ch",
  ],
};

/**
 * A navigation item's target: the external link, else the SEO path, else the technical path by link type.
 * null when the external link is not allowed (the item is then shown without a link).
 */
export function navigationHref(
  item: Category,
  locale: Locale,
  policy: LinkPolicy = navigationLinkPolicy,
): { href: string; external: boolean } | null {
  if (item.type === "link" && item.linkType === "external" && item.externalLink) {
    const href = safeHref(item.externalLink, policy);
    return href ? { href, external: true } : null;
  }
  const seoPath = item.seoUrls?.find((url) => url.isCanonical)?.seoPathInfo ?? item.seoUrls?.[0]?.seoPathInfo;
  if (seoPath) return { href: localizePath(`/${seoPath.replace(/^\//, "")}`, locale), external: false };
  if (item.type === "link" && item.internalLink && item.linkType && item.linkType in technicalPaths) {
    const build = technicalPaths[item.linkType as keyof typeof technicalPaths];
    return { href: localizePath(build(item.internalLink), locale), external: false };
  }
  return { href: localizePath(technicalPaths.category(item.id), locale), external: false };
}
