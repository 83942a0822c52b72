import { useLayoutEffect, useState, type ReactNode } from "react";

let pending = 0;

function count(delta: number) {
  pending += delta;
  document.documentElement.toggleAttribute("data-pending", pending > 0);
}

/**
 * Marks the document `data-pending` while code that the page will still swap in is loading: a module
 * loaded when the browser is idle, an enhanced widget whose plain stand-in is still shown (islands mark
 * themselves with `PendingMarker`). Tests wait for `html[data-hydrated]:not([data-pending])` and no
 * `template[data-pending]` instead of for a quiet network, which costs half a second a page and says
 * nothing about what has hydrated.
 *
 * A layout effect: it runs before the root's, which sets `data-hydrated`, so the shell never looks done
 * while one of its parts has not registered.
 */
export function usePendingWhile(loading: boolean): void {
  useLayoutEffect(() => {
    if (!loading) return;
    count(1);
    return () => count(-1);
  }, [loading]);
}

/** `usePendingWhile` for a Suspense fallback: the document is pending while this is shown. */
export function PendingWhileShown({ children }: { children: ReactNode }) {
  usePendingWhile(true);
  return children;
}

/**
 * Rendered by an island after its content, inside the island's Suspense boundary: a `<template
 * data-pending>` in the server HTML that stays until the boundary's content has hydrated (or, after a
 * client navigation, rendered), then goes. React hydrates boundaries in tasks of their own, one inside
 * another only after the outer one, so an island the shell has not even reached yet is still marked in
 * the DOM. Tests wait until no such marker is left (e2e support `hydrated()`).
 */
export function PendingMarker() {
  const [done, setDone] = useState(false);
  useLayoutEffect(() => setDone(true), []);
  return done ? null : <template data-pending="" />;
}
