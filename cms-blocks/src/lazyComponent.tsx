import { createElement, lazy, type ComponentType } from "react";

/**
 * A component whose code loads when it first renders (React.lazy), and renders at once when its module
 * was loaded before (`preload`, e.g. before hydration on the pages that show it), so hydration does not
 * wait for it. Heavy CMS elements use it: pages without them never download their code.
 */
export function lazyComponent<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> & { preload: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= pick(await load());
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function LazyComponent(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(LazyComponent, { preload });
}
