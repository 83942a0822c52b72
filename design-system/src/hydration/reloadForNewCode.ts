/**
 * How long after a reload for code that failed to load the same path is not reloaded again (the spec's
 * page reload guard): a chunk that keeps failing cannot make the page loop.
 */
export const RELOAD_GUARD_MS = 10_000;

const storageKey = (path: string) => `code-reload:${path}`;

interface Browser {
  path: string;
  now: number;
  storage: Pick<Storage, "getItem" | "setItem">;
  reload: () => void;
}

const currentBrowser = (): Browser => ({
  path: window.location.pathname,
  now: Date.now(),
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

/**
 * Code that failed to load (a chunk of an earlier build after a deploy, a connection that dropped): reloads
 * the page, which brings the current build's HTML and code, at most once per {@link RELOAD_GUARD_MS} for the
 * same path. Returns whether it reloaded. Without session storage there is no guard, so it never reloads.
 */
export function reloadForNewCode(browser: () => Browser = currentBrowser): boolean {
  try {
    const { path, now, storage, reload } = browser();
    const last = Number(storage.getItem(storageKey(path)) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(storageKey(path), String(now));
    reload();
    return true;
  } catch {
    return false;
  }
}

/**
 * A dynamic import that reloads the page when its code fails to load ({@link reloadForNewCode}) and then
 * never settles: an island keeps its server HTML meanwhile (React leaves a boundary that is still loading
 * alone), and when the guard holds it keeps it for good. The server HTML works as the page does without
 * JavaScript (plain links and forms), where a rejected import would replace the whole page with the error
 * page.
 */
export function importOrReload<M>(load: () => Promise<M>): Promise<M> {
  return load().catch((error: unknown) => {
    console.error("code failed to load; reloading the page for the current build", error);
    reloadForNewCode();
    return new Promise<M>(() => {});
  });
}
