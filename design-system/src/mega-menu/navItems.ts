/** A category image in the navigation (already resolved to a URL by the app). */
export interface NavImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  /** The media's alt text; `""` when the image only repeats the label. */
  alt: string;
}

/** One navigation entry: a category, a landing page or an external link, with its children. */
export interface NavItem {
  id: string;
  label: string;
  href: string;
  /** `_blank` for external links that open in a new tab. */
  target?: string;
  /** e.g. `noopener` for external links. */
  rel?: string;
  image?: NavImage;
  children?: NavItem[];
  /**
   * The item has children that `children` does not hold yet: the menus ask for them (`onLoadChildren`) when
   * the item is opened, hovered or focused. `"loading"` while they are on their way, `"failed"` when they
   * could not be loaded (opening the item again retries). See `useLazyNavItems`.
   */
  lazyChildren?: "idle" | "loading" | "failed";
}

/** Whether an item gets a submenu: children at hand, or children to load. */
export function hasSubmenu(item: NavItem): boolean {
  return (item.children?.length ?? 0) > 0 || item.lazyChildren !== undefined;
}

/** How a link relates to the current page, for `link-active` / `link-exact-active` and `aria-current`. */
export function linkState(
  id: string,
  activeIds: readonly string[] | undefined,
  currentId: string | undefined,
) {
  const isCurrent = id === currentId;
  const isActive = isCurrent || (activeIds?.includes(id) ?? false);
  return {
    className: isCurrent ? "link-active link-exact-active" : isActive ? "link-active" : undefined,
    "aria-current": isCurrent ? ("page" as const) : undefined,
    "data-active": isActive || undefined,
  };
}
