/** The shop's locales; the first is the default and lives at unprefixed paths. */
export const locales = ["de-DE", "fr-CH"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "de-DE";

/** Cookie remembering the shopper's locale (detected or chosen) for 365 days. */
export const localeCookieName = "shop-locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The path prefix of a locale: "" for the default, "/fr-CH" for French. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? "" : `/${locale}`;
}

/** Splits `/fr-CH/Nettoyage/` into the locale and the path inside it (`/Nettoyage/`). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length) || "/" };
    }
  }
  return { locale: defaultLocale, path: pathname || "/" };
}

/** The same page in another locale: `/fr-CH/x` -> `/x` and back. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The two-letter label the language switcher shows ("DE", "FR"). */
export function localeLabel(locale: Locale): string {
  return locale.slice(0, 2).toUpperCase();
}

/**
 * The best shop locale for an Accept-Language header, or undefined when the shopper prefers none of ours
 * (q-values respected; "fr", "fr-FR" and "fr-CH" all mean French).
 */
export function detectLocale(acceptLanguage: string | null): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .toSorted((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const exact = locales.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const byLanguage = locales.find((locale) => locale.slice(0, 2).toLowerCase() === tag.slice(0, 2));
    if (byLanguage) return byLanguage;
  }
  return undefined;
}
