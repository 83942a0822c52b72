import type { StoreApiClient } from "@shop/store-api";
import type { Locale } from "./locale.ts";

/**
 * The shop's own texts from Shopware's snippets (`GET /store-api/snippet`): a snippet keyed
 * `headless.<Lingui message id>` replaces that message of the storefront's catalogs (docs/storefront-rules.md,
 * "Text overrides"). The id is what the language debug mode (`?language-debug=1`) shows in place of a text.
 */
export const OVERRIDE_PREFIX = "headless";

/** How long one locale's overrides are reused before the Store API is asked again. */
export const OVERRIDES_TTL_MS = 60_000;

/** The overrides by Lingui message id, from a snippet map (other keys are Shopware's own and ignored). */
export function toTextOverrides(snippets: Record<string, string>): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(snippets)) {
    if (key.startsWith(`${OVERRIDE_PREFIX}.`) && value.trim())
      overrides[key.slice(OVERRIDE_PREFIX.length + 1)] = value;
  }
  return overrides;
}

interface Entry {
  expires: number;
  value: Promise<Record<string, string>>;
}

/** A small per-locale cache (shared by every request of the process; the snippets are the same for all). */
export function createTextOverrides(now: () => number = Date.now) {
  const cache = new Map<Locale, Entry>();
  return function readTextOverrides(api: StoreApiClient, locale: Locale): Promise<Record<string, string>> {
    const cached = cache.get(locale);
    if (cached && cached.expires > now()) return cached.value;
    const value = api
      .readSnippets({ prefixes: [OVERRIDE_PREFIX] })
      .then((sets) => toTextOverrides(sets[0]?.snippets ?? {}))
      // No overrides rather than no page: a Store API without the route (before 6.7) or a failure keeps the
      // catalog's texts, and is asked again soon.
      .catch(() => {
        cache.set(locale, { expires: now() + OVERRIDES_TTL_MS / 6, value: Promise.resolve({}) });
        return {};
      });
    cache.set(locale, { expires: now() + OVERRIDES_TTL_MS, value });
    return value;
  };
}

/** The process's overrides, by locale. */
export const readTextOverrides = createTextOverrides();
