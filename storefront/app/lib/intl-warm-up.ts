/**
 * The uses of `Intl` that make ICU load its data, one a step: a locale's likely subtags
 * (`Intl.Locale#maximize`), the list of the locales ICU has (built once, by the first
 * `supportedLocalesOf` or formatter of any kind: the largest step), the number format, the plural rules,
 * the collation (`localeCompare`, the listing filters' sort) and the long date (the reviews). ICU keeps
 * what they load for the whole browser process, so a worker that runs them spares every later use on the
 * page's main thread (`warmIntl`, ADR 6).
 */
export function intlWarmUpSteps(locale: string, languages: readonly string[]): (() => unknown)[] {
  return [
    () => new Intl.Locale(locale).maximize(),
    () => Intl.DateTimeFormat.supportedLocalesOf([...languages]),
    () => new Intl.NumberFormat(locale).format(1),
    () => new Intl.PluralRules(locale).select(1),
    () => new Intl.Collator(locale).compare("a", "b"),
    () => new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(Date.UTC(2000, 0, 1, 12)),
  ];
}

/** What the page sends its warm-up worker. */
export interface IntlWarmUpRequest {
  locale: string;
  languages: readonly string[];
}
