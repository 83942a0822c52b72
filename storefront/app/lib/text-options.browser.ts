import { browserI18n, setCatalogHook } from "./i18n.ts";
import { splitLocalePath } from "./locale.ts";
import { applyTextOptions, isLanguageDebug, type TextOptions } from "./text-options.ts";

let options: TextOptions | undefined;

/**
 * The page's text options in the browser, read once: `?language-debug` from the URL, the overrides from the
 * JSON the layout renders (`#text-overrides`, components/ShellStatus.tsx). Applies them to the browser's
 * catalogs now and to every catalog loaded later; islands.ts runs it before an island renders (nothing to do
 * on the server).
 */
export async function applyBrowserTextOptions(): Promise<void> {
  // Islands load on the server too, where entry.server has applied the options already.
  if (typeof document == "undefined") return;
  options ??= {
    debug: isLanguageDebug(new URLSearchParams(location.search)),
    overrides: JSON.parse(document.getElementById("text-overrides")?.textContent || "{}"),
  };
  const current = options;
  const i18n = await browserI18n(splitLocalePath(location.pathname).locale);
  applyTextOptions(i18n.messages, current);
  setCatalogHook((messages) => applyTextOptions(messages, current));
}
