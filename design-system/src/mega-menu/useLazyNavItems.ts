import { useCallback, useMemo, useRef, useState } from "react";
import type { NavItem } from "./navItems.ts";

type Loaded = NavItem[] | "loading" | "failed";

const put = (id: string, state: Loaded) => (current: ReadonlyMap<string, Loaded>) =>
  new Map(current).set(id, state);

/** The items with what has been loaded so far put in place (recursively: loaded children may be lazy too). */
function withLoaded(items: readonly NavItem[], loaded: ReadonlyMap<string, Loaded>): NavItem[] {
  return items.map((item) => {
    const state = item.lazyChildren ? loaded.get(item.id) : undefined;
    if (Array.isArray(state)) {
      const { lazyChildren: _done, ...rest } = item;
      return { ...rest, children: withLoaded(state, loaded) };
    }
    if (state) return { ...item, lazyChildren: state };
    return item.children ? { ...item, children: withLoaded(item.children, loaded) } : item;
  });
}

export interface LazyNavItems {
  /** The items with every loaded submenu in `children` (and `lazyChildren` telling what is still pending). */
  items: NavItem[];
  /** Give to `MegaMenu` / `MobileMenu` as `onLoadChildren`: loads an item's children once (again after a failure). */
  loadChildren: (item: NavItem) => void;
}

/**
 * Menus whose deeper levels arrive on demand: `items` (e.g. the top level) mark the items with children to
 * load by `lazyChildren: "idle"`; `load` answers an item's children (which may be lazy in turn). Each item is
 * loaded once while it succeeds (a failed load is tried again on the next request; `load` reports its own
 * errors); the state lives as long as the component.
 */
export function useLazyNavItems(
  items: readonly NavItem[],
  load: (item: NavItem) => Promise<NavItem[]>,
): LazyNavItems {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, Loaded>>(() => new Map());
  const requested = useRef(new Set<string>());
  const loadChildren = useCallback(
    (item: NavItem) => {
      if (!item.lazyChildren || requested.current.has(item.id)) return;
      requested.current.add(item.id);
      setLoaded(put(item.id, "loading"));
      load(item).then(
        (children) => setLoaded(put(item.id, children)),
        () => {
          requested.current.delete(item.id);
          setLoaded(put(item.id, "failed"));
        },
      );
    },
    [load],
  );
  return { items: useMemo(() => withLoaded(items, loaded), [items, loaded]), loadChildren };
}
