import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactElement,
} from "react";
import { importOrReload } from "@shop/design-system";
import { HydrationTurn } from "./hydrationTurn.tsx";

/**
 * A component whose code is not part of the page's first load: an island that hydrates on its own
 * (ADR 6). It renders inside its own Suspense boundary, so:
 * - on the server it renders at once (entry.server waits for every boundary), the HTML is complete;
 * - during hydration React keeps the server HTML of the boundary, hydrates the rest of the page first,
 *   then loads the island's code and hydrates it when its turn comes (`HydrationTurn`), in a commit of its
 *   own;
 * - until its code is there, it keeps the props it was hydrated with: a prop that changes meanwhile (a
 *   count read from localStorage, a fetcher's result) would make React throw the server HTML away and
 *   show the empty fallback. The island re-renders with the current props as soon as it is loaded;
 * - after a client-side navigation it renders at once when loaded before (`preload`), else when its chunk
 *   arrives (the navigation is a transition, React keeps the previous page meanwhile).
 * - when its code fails to load (a chunk of an earlier build after a deploy), the page reloads, once per
 *   ten seconds for the path; until then, and for good when that guard holds, the island keeps its server
 *   HTML (`importOrReload`) instead of the whole page turning into the error page.
 * Static parts that only need their own hydration task, not their own chunk, use a plain `<Suspense>`.
 */
export function lazyComponent<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> & { preload: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= importOrReload(load).then((module) => {
      loaded = pick(module);
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });

  function LazyComponent(props: P) {
    // The type stays the same for the instance's life: switching would remount the hydrated DOM.
    const [Component] = useState(() => loaded ?? Lazy);
    const [ready, setReady] = useState(() => loaded !== undefined);
    useEffect(() => {
      if (ready) return;
      let active = true;
      void preload().then(() => active && setReady(true));
      return () => {
        active = false;
      };
    }, [ready]);
    // Until the code is there, the same element: React leaves the dehydrated boundary alone.
    const latest = ready ? props : undefined;
    const [frozen] = useState(props);
    const shown = latest ?? frozen;
    return useMemo(
      (): ReactElement => (
        <Suspense fallback={null}>
          {/* Hydrates when its code is there and its turn has come: one island per commit. */}
          <HydrationTurn after={Component === Lazy ? preload : undefined}>
            {createElement(Component, shown)}
          </HydrationTurn>
        </Suspense>
      ),
      [Component, shown],
    );
  }
  return Object.assign(LazyComponent, { preload });
}
