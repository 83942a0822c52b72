/**
 * Stories only: turns the Store API navigation tree (from `@shop/mocks/stories`) into plain `NavItem`s,
 * roughly as the storefront will. The design system itself never sees Store API types.
 */
import type { NavItem } from "./navItems.ts";

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
      children: navItems((category.children ?? []) as Json[]),
    };
  });
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
