/**
 * Stories only: turns the Store API navigation tree (from `@shop/mocks/stories`) into plain `NavItem`s,
 * roughly as the storefront will. The design system itself never sees Store API types.
 */
import { storyFixtures } from "@shop/mocks/stories";
import type { NavItem } from "../navItems.ts";
import { useLazyNavItems, type LazyNavItems } from "../useLazyNavItems.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any

function categoryHref(category: Json): string {
  if (category.type === "link" && category.externalLink) return category.externalLink;
  const seoPath = category.seoUrls?.[0]?.seoPathInfo as string | undefined;
  return seoPath ? `/${seoPath}` : `/navigation/${category.id}`;
}

export function navItems(tree: readonly Json[]): NavItem[] {
  return tree.map((category) => {
    const media = category.media as Json | null;
    const thumbnails = (media?.thumbnails ?? []) as Json[];
    const children = (category.children ?? []) as Json[];
    return {
      id: category.id,
      label: category.translated?.name ?? category.name,
      href: categoryHref(category),
      ...(category.linkNewTab ? { target: "_blank", rel: "noopener" } : {}),
      image: media
        ? {
            src: media.url,
            srcSet: [
              ...thumbnails.map((t) => `${t.url} ${t.width}w`),
              `${media.url} ${media.metaData?.width ?? 600}w`,
            ].join(", "),
            width: media.metaData?.width ?? 600,
            height: media.metaData?.height ?? 400,
            alt: media.alt ?? "",
          }
        : undefined,
      children: navItems(children),
      // Below the loaded levels: the children arrive when the item is opened (`useStoryNavigation`).
      ...(children.length === 0 && category.childCount > 0 ? { lazyChildren: "idle" as const } : {}),
    };
  });
}

/** The top level of the main navigation, as the shop's pages carry it (the rest loads on opening). */
export async function topNavItems(locale?: "de-DE" | "fr-CH"): Promise<NavItem[]> {
  return navItems(await storyFixtures.navigation({ depth: 0, locale }));
}

/** Menus on the story's top level: an item's children and grandchildren load when it opens, as in the shop. */
export function useStoryNavigation(items: readonly NavItem[]): LazyNavItems {
  return useLazyNavItems(items, loadChildren);
}

async function loadChildren(item: NavItem): Promise<NavItem[]> {
  return navItems(await storyFixtures.navigation({ rootId: item.id, depth: 1 }));
}

/** The route to a category: its id and its ancestors' ids (root first), for `activeIds` / `currentId`. */
export function routeTo(items: readonly NavItem[], id: string, path: string[] = []): string[] | undefined {
  for (const item of items) {
    if (item.id === id) return [...path, id];
    const found = routeTo(item.children ?? [], id, [...path, item.id]);
    if (found) return found;
  }
  return undefined;
}
