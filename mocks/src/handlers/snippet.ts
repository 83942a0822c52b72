import { HttpResponse } from "msw";
import { languageById, languages } from "../fixtures/languages.ts";
import type { Locale } from "../fixtures/locale.ts";
import { salesChannel } from "../fixtures/sales-channel.ts";
import { snippets } from "../fixtures/snippets.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { md5 } from "../lib/md5.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/** A key matches a prefix on whole segments: `checkout` matches `checkout.cartTitle`, not `checkoutX.y`. */
export const matchesPrefix = (key: string, prefix: string) => {
  const segment = prefix.replace(/\.$/, "");
  return key === segment || key.startsWith(`${segment}.`);
};

function snippetSet(locale: Locale, prefixes: string[]) {
  const all = snippets[locale];
  const selected = Object.fromEntries(
    Object.entries(all).filter(
      ([key]) => prefixes.length === 0 || prefixes.some((prefix) => matchesPrefix(key, prefix)),
    ),
  );
  return {
    apiAlias: "snippet_set_result",
    languageId: languages[locale].id,
    locale,
    fallbackLocale: locale.slice(0, 2),
    snippetSetId: salesChannel.snippetSetIds[locale],
    hash: md5(JSON.stringify(selected)),
    // Shopware serialises an empty map as an empty JSON list.
    snippets: Object.keys(selected).length === 0 ? [] : selected,
  };
}

/**
 * `GET /snippet` (6.7, experimental `readSnippets`): the resolved snippets of the request's language (or of
 * `languageIds`), optionally only those under `prefixes` (comma-separated, at most 50), with an `ETag` that
 * `If-None-Match` turns into a 304.
 */
function readSnippets({ request, scope }: RouteArgs) {
  const url = new URL(request.url);
  const prefixes = [
    ...new Set(
      (url.searchParams.get("prefixes") ?? "")
        .split(",")
        .map((prefix) => prefix.trim())
        .filter(Boolean),
    ),
  ];
  if (prefixes.length > 50)
    return errorResponse(errors.invalidType("/prefixes", "array", "at most 50 prefixes"));
  const ids = (url.searchParams.get("languageIds") ?? scope.languageId)
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  const locales: Locale[] = [];
  for (const id of ids) {
    const language = languageById(id);
    if (!language)
      return errorResponse(
        errors.languageNotAvailable(
          id,
          Object.values(languages).map((l) => l.id),
        ),
      );
    locales.push(language.locale);
  }
  const sets = locales.map((locale) => snippetSet(locale, prefixes));
  const etag = `"${md5(sets.map((set) => set.hash).join(","))}"`;
  if (request.headers.get("if-none-match") === etag)
    return new HttpResponse(null, { status: 304, headers: { etag } });
  return jsonResponse({ apiAlias: "snippet_set_result_list", sets }, undefined, { headers: { etag } });
}

export function snippetHandlers(runtime: EmulatorRuntime) {
  return [storeApiRoute(runtime, "get", "/snippet", readSnippets)];
}
