import { useLayoutEffect, type ReactNode } from "react";

let pending = 0;

function mark() {
  document.documentElement.toggleAttribute("data-pending", pending > 0);
}

/**
 * Marks the document `data-pending` while code that the page will still swap in is loading: an island
 * waiting for its chunk, a module loaded when the browser is idle, an enhanced widget whose plain stand-in
 * is still shown. Tests wait for `html[data-hydrated]:not([data-pending])` instead of for a quiet network,
 * which costs half a second a page and says nothing about what has hydrated.
 *
 * A layout effect: it runs before the root's, which sets `data-hydrated`, so the shell never looks done
 * while its islands have not registered; an island nested in another registers in the same commit as the
 * outer one unregisters.
 */
export function usePendingWhile(loading: boolean): void {
  useLayoutEffect(() => {
    if (!loading) return;
    pending++;
    mark();
    return () => {
      pending--;
      mark();
    };
  }, [loading]);
}

/** `usePendingWhile` for a Suspense fallback: the document is pending while this is shown. */
export function PendingWhileShown({ children }: { children: ReactNode }) {
  usePendingWhile(true);
  return children;
}
