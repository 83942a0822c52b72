import { splitLocalePath } from "../app/lib/locale.ts";

/**
 * Pages the header links to that do not exist yet, so the crawl accepts their 404 — in every locale (listed
 * unprefixed, `/fr-CH/login` is covered by `/login`). The cart, checkout, account and wishlist issues each
 * delete their lines here when their page ships; the list is then empty, and every link must answer.
 */
export const expectedMissing: readonly string[] = [];

/** Whether a same-origin path (query and hash ignored, any locale prefix) is one of the expected 404s. */
export function isExpectedMissing(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return expectedMissing.includes(path);
}
