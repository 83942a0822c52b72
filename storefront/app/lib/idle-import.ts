import { useEffect, useState } from "react";

/**
 * Loads a module once the page has hydrated and the browser is idle, and returns it (null until then).
 * For interactive pieces a first view does not need (the search field's suggestion popup, the mobile menu
 * drawer): they stay out of the page's first-load JavaScript and its hydration, and a plain-HTML stand-in
 * (a GET form, a link) serves until they arrive, usually well before a shopper reaches for them.
 */
export function useIdleImport<M>(load: () => Promise<M>): M | null {
  const [loaded, setLoaded] = useState<M | null>(null);
  useEffect(() => {
    let active = true;
    const start = () => {
      load().then(
        (module) => active && setLoaded(() => module),
        (error: unknown) => console.error("lazy module failed to load", error),
      );
    };
    const idle = window.requestIdleCallback?.(start, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(start, 200) : undefined;
    return () => {
      active = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [load]);
  return loaded;
}
