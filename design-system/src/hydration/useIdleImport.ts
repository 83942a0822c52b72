import { startTransition, useEffect, useState } from "react";

/**
 * Loads a module once the page has hydrated and the browser is idle, and returns it (null until then).
 * For interactive pieces a first view does not need (the mobile menu drawer, the listbox of a select the
 * server rendered; the header's suggestion field once the shopper has opened the search): they stay out of
 * the page's first-load JavaScript and its hydration, and a plain-HTML stand-in (a GET form, a link, a
 * native select) serves until they arrive. Without `load`, nothing is loaded (a caller passes it once the
 * piece is wanted).
 */
export function useIdleImport<M>(load: (() => Promise<M>) | undefined): M | null {
  const [loaded, setLoaded] = useState<M | null>(null);
  useEffect(() => {
    if (!load) return;
    let active = true;
    const start = () => {
      load().then(
        // A transition: the stand-in gives way to the module's component in slices React can interrupt,
        // not in one task (the header's re-render with the drawer took 95 ms at 4x CPU as a plain update).
        (module) => {
          if (active) startTransition(() => setLoaded(() => module));
        },
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
