import type { Messages } from "@lingui/core";

/**
 * What changes the shop's texts for one page (docs/storefront-rules.md, "Language debug" and "Text
 * overrides"): `debug` shows every message's id instead of its text; `overrides` are the shop's own texts
 * from the Store API's snippets, by Lingui message id (lib/text-overrides.server.ts). The server applies them
 * to every catalog (entry.server.tsx); the browser to its catalogs before the islands render
 * (text-options.browser.ts, loaded with the islands, so the first load does not grow).
 */
export interface TextOptions {
  debug?: boolean;
  overrides?: Record<string, string>;
}

/** The name of the query parameter that shows message ids instead of texts. */
export const LANGUAGE_DEBUG_PARAM = "language-debug";

/** Whether a page asks for the language debug mode: the parameter with any value but `0`. */
export function isLanguageDebug(search: URLSearchParams): boolean {
  const value = search.get(LANGUAGE_DEBUG_PARAM);
  return value !== null && value !== "0";
}

/**
 * Applies TextOptions to loaded (compiled) messages, in place; applying twice changes nothing. An override
 * replaces a message without placeholders (a compiled plain text); a message with placeholders keeps the
 * catalog's text.
 */
export function applyTextOptions(messages: Messages, { debug, overrides }: TextOptions): void {
  for (const id in messages) {
    const text = overrides?.[id];
    if (debug) messages[id] = [id];
    else if (text && [messages[id]].flat().every((part) => typeof part == "string")) messages[id] = [text];
  }
}
