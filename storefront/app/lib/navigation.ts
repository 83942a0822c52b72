import type { NavItem } from "@shop/design-system";
import { buildSrcSet } from "@shop/design-system";
import { mediaImage } from "@shop/cms-blocks";
import type { Category } from "@shop/store-api";
import { navigationHref, translatedName } from "./links.ts";
import type { Locale } from "./locale.ts";

/**
 * The Store API navigation tree as the mega menu and the mobile menu take it: links by the spec's rules
 * (`navigationHref`), names in the shopper's language, category images, `linkNewTab` as a new tab.
 * Hidden categories and refused external links (dangerous or not approved) are left out.
 */
export function toNavItems(categories: readonly Category[], locale: Locale): NavItem[] {
  return categories.flatMap((category): NavItem[] => {
    if (category.visible === false || category.active === false) return [];
    const target = navigationHref(category, locale);
    if (!target) return [];
    const image = mediaImage(category.media);
    const width = image?.width ?? image?.thumbnails?.at(-1)?.width;
    const height = image?.height ?? image?.thumbnails?.at(-1)?.height;
    const children = toNavItems(category.children ?? [], locale);
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
      },
    ];
  });
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
 * Nothing is active when no item links to the path.
 */
export function activeRoute(
  items: readonly NavItem[],
  pathname: string,
): { activeIds: string[]; currentId: string | undefined } {
  const path = normalizePath(pathname);
  const search = (list: readonly NavItem[], ancestors: string[]): string[] | undefined => {
    for (const item of list) {
      const trail = [...ancestors, item.id];
      // The deepest match wins: a child may share its parent's link (e.g. "show all" style entries).
      const below = search(item.children ?? [], trail);
      if (below) return below;
      if (!item.target && normalizePath(item.href) === path) return trail;
    }
    return undefined;
  };
  const trail = search(items, []) ?? [];
  return { activeIds: trail, currentId: trail.at(-1) };
}
