import { shellTexts } from "../components/services/shell-texts.ts";
import { createI18n, type TextOptions } from "./i18n.ts";
import type { Locale } from "./locale.ts";

export type ShellTexts = Record<keyof typeof shellTexts, string>;

/** The name of the query parameter that shows message ids instead of texts (docs/storefront-rules.md). */
export const LANGUAGE_DEBUG_PARAM = "language-debug";

/** Whether a request asks for the language debug mode: the parameter with any value but `0`. */
export function isLanguageDebug(url: URL): boolean {
  const value = url.searchParams.get(LANGUAGE_DEBUG_PARAM);
  return value !== null && value !== "0";
}

const cache = new Map<string, Promise<ShellTexts>>();

/** The layout's server-side texts in a locale, with the shop's overrides (or the ids in debug mode). */
export function readShellTexts(locale: Locale, options: TextOptions): Promise<ShellTexts> {
  const key = `${locale}|${options.debug ? "debug" : JSON.stringify(options.overrides ?? {})}`;
  let texts = cache.get(key);
  if (!texts) {
    texts = createI18n(locale, ["services"], options).then(
      (i18n) =>
        Object.fromEntries(
          Object.entries(shellTexts).map(([name, descriptor]) => [name, i18n._(descriptor)]),
        ) as ShellTexts,
    );
    if (cache.size > 32) cache.clear();
    cache.set(key, texts);
  }
  return texts;
}
