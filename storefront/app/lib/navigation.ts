import type { BreadcrumbItem, NavItem } from "@shop/design-system";
import { buildSrcSet } from "@shop/design-system";
import { mediaImage, safeHref, type LinkPolicy } from "@shop/cms-blocks";
import { seoPath, technicalPaths, translatedName, type Category, type EntityPageKind } from "@shop/store-api";
import { localizePath, type Locale } from "./locale.ts";

/**
 * The Shopware navigation (main, service and footer navigation, category links) as the shop's menus take
 * it: each item's link, the mega menu's and mobile menu's items, the footer's columns, and the active route.
 */

/**
 * External hosts a navigation link (maintained by editors in the Shopware admin) may point to. Anything else,
 * and any dangerous scheme (javascript:, data:, ...), is refused: external URLs need explicit permission
 * (docs/storefront-rules.md, "Links").
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
 * A navigation item's target: the external link (a root-relative one is a page of the shop, localized), else
 * the SEO path, else the technical path by link type.
 * null when the external link is not allowed (the item is then shown without a link).
 */
export function navigationHref(
  item: Category,
  locale: Locale,
  policy: LinkPolicy = navigationLinkPolicy,
): { href: string; external: boolean } | null {
  if (item.type === "link" && item.linkType === "external" && item.externalLink) {
    const href = safeHref(item.externalLink, policy);
    // A path of the shop itself ("/store-finder": a storefront page without a category) is internal and
    // shown in the shopper's language.
    if (href && /^\/(?![/\\])/.test(href)) return { href: localizePath(href, locale), external: false };
    return href ? { href, external: true } : null;
  }
  const seo = seoPath(item.seoUrls);
  if (seo) return { href: localizePath(seo, locale), external: false };
  if (item.type === "link" && item.internalLink && item.linkType && item.linkType in technicalPaths) {
    const build = technicalPaths[item.linkType as EntityPageKind];
    return { href: localizePath(build(item.internalLink), locale), external: false };
  }
  return { href: localizePath(technicalPaths.category(item.id), locale), external: false };
}

interface NavItemOptions {
  /**
   * How many levels, from the top of the list, keep their category image (the mega menu shows the images of
   * a panel's first level only). @default all
   */
  imageLevels?: number;
}

/**
 * The Store API navigation tree as the mega menu and the mobile menu take it: links by the shop's rules
 * (`navigationHref`), names in the shopper's language, category images, `linkNewTab` as a new tab.
 * Hidden categories and refused external links (dangerous or not approved) are left out. A category with
 * children the answer does not hold (below the loaded depth) gets `lazyChildren`: the menus load them from
 * `navigationMenuHref` when it is opened.
 */
export function toNavItems(
  categories: readonly Category[],
  locale: Locale,
  { imageLevels = Infinity }: NavItemOptions = {},
): NavItem[] {
  return categories.flatMap((category): NavItem[] => {
    if (category.visible === false || category.active === false) return [];
    const target = navigationHref(category, locale);
    if (!target) return [];
    const image = imageLevels > 0 ? mediaImage(category.media) : undefined;
    const width = image?.width ?? image?.thumbnails?.at(-1)?.width;
    const height = image?.height ?? image?.thumbnails?.at(-1)?.height;
    const children = toNavItems(category.children ?? [], locale, { imageLevels: imageLevels - 1 });
    // `childCount`, not `visibleChildCount`: Shopware counts visible children among the loaded levels only.
    const hasMore = (category.children ?? []).length === 0 && category.childCount > 0 && !target.external;
    return [
      {
        id: category.id,
        label: translatedName(category),
        href: target.href,
        ...(category.linkNewTab
          ? { target: "_blank", rel: target.external ? "noopener noreferrer" : "noopener" }
          : {}),
        ...(image && width && height
          ? {
              image: {
                src: image.src,
                srcSet: buildSrcSet(image.src, width, image.thumbnails),
                width,
                height,
                alt: image.alt,
              },
            }
          : {}),
        ...(children.length > 0 ? { children } : {}),
        ...(hasMore ? { lazyChildren: "idle" as const } : {}),
      },
    ];
  });
}

/** The resource route answering a category's children and grandchildren for the menus (`navigation-menu.ts`). */
function navigationMenuHref(categoryId: string, locale: Locale): string {
  return localizePath(`/navigation-menu/${encodeURIComponent(categoryId)}`, locale);
}

/** What the `navigation-menu` route answers. */
export interface NavigationMenuResult {
  items: NavItem[];
}

/** A menu item's children (with their children) from the `navigation-menu` route; throws when it fails. */
export async function fetchNavigationMenu(categoryId: string, locale: Locale): Promise<NavItem[]> {
  const response = await fetch(navigationMenuHref(categoryId, locale), {
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`navigation menu ${categoryId}: ${response.status}`);
  return ((await response.json()) as NavigationMenuResult).items;
}

/** One footer column (a folder of the footer navigation) with its links, as the footer renders it. */
export interface FooterColumn {
  id: string;
  label: string;
  links: FooterLink[];
}

interface FooterLink {
  id: string;
  label: string;
  /** null when the external link is refused: the name is shown without a link. */
  href: string | null;
  external: boolean;
  newTab: boolean;
}

/** The footer navigation (folders with their pages) reduced to what the footer shows. */
export function toFooterColumns(categories: readonly Category[], locale: Locale): FooterColumn[] {
  return categories.map((column) => ({
    id: column.id,
    label: translatedName(column),
    links: (column.children ?? []).map((item) => {
      const target = navigationHref(item, locale);
      return {
        id: item.id,
        label: translatedName(item),
        href: target?.href ?? null,
        external: target?.external ?? false,
        newTab: item.linkNewTab === true,
      };
    }),
  }));
}

/**
 * The links of a category page's ancestors, from its breadcrumb: the menus mark the page's top category
 * while its own item has not been loaded. Other pages (products, search) have none.
 */
export function categoryTrail(pageData: unknown): string[] {
  const data = pageData as { kind?: unknown; breadcrumbs?: readonly BreadcrumbItem[] } | null | undefined;
  if (data?.kind !== "category" || !Array.isArray(data.breadcrumbs)) return [];
  return data.breadcrumbs.flatMap((item) => (item.href ? [item.href] : []));
}

/** A path without trailing slash, query or hash, decoded, so `/Reiniger/` and `/Reiniger` compare equal. */
function normalizePath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? "";
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // keep it as it is
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded;
}

/**
 * The active route in the navigation for the current path: `currentId` is the item whose link is this
 * path; `activeIds` are it and its ancestors (root first), for `link-active` and `link-exact-active`.
 * When the path's own item is not loaded (the menus load below the top level on demand), the deepest
 * loaded item of `trail` (the links of the page's ancestors, `categoryTrail`) and its ancestors are active,
 * and nothing is current. Nothing is active when no item links to the path or its trail.
 */
export function activeRoute(
  items: readonly NavItem[],
  pathname: string,
  trail: readonly string[] = [],
): { activeIds: string[]; currentId: string | undefined } {
  const search = (list: readonly NavItem[], path: string, ancestors: string[]): string[] | undefined => {
    for (const item of list) {
      const route = [...ancestors, item.id];
      // The deepest match wins: a child may share its parent's link (e.g. "show all" style entries).
      const below = search(item.children ?? [], path, route);
      if (below) return below;
      if (!item.target && normalizePath(item.href) === path) return route;
    }
    return undefined;
  };
  const current = search(items, normalizePath(pathname), []);
  if (current) return { activeIds: current, currentId: current.at(-1) };
  for (const href of trail.toReversed()) {
    const ancestors = search(items, normalizePath(href), []);
    if (ancestors) return { activeIds: ancestors, currentId: undefined };
  }
  return { activeIds: [], currentId: undefined };
}
