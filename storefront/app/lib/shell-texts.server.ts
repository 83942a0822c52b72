import { shellTexts } from "../components/services/shell-texts.ts";
import { createI18n } from "./i18n.ts";
import type { Locale } from "./locale.ts";
import type { ShellTexts } from "./shell-texts.ts";
import { applyTextOptions, type TextOptions } from "./text-options.ts";

const cache = new Map<string, Promise<ShellTexts>>();

/** The layout's server-side texts in a locale, with the shop's overrides (or the ids in debug mode). */
export function readShellTexts(locale: Locale, options: TextOptions): Promise<ShellTexts> {
  const key = `${locale}|${options.debug ? "debug" : JSON.stringify(options.overrides ?? {})}`;
  let texts = cache.get(key);
  if (!texts) {
    texts = createI18n(locale, ["services"]).then((i18n) => {
      applyTextOptions(i18n.messages, options);
      return Object.fromEntries(
        Object.entries(shellTexts).map(([name, descriptor]) => [name, i18n._(descriptor)]),
      ) as ShellTexts;
    });
    if (cache.size > 32) cache.clear();
    cache.set(key, texts);
  }
  return texts;
}
