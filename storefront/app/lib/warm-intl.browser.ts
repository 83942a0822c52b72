import type { Locale } from "./locale.ts";

/**
 * The page's first use of `Intl` loads ICU's data: 12–26 ms on a 2-core machine whatever is formatted
 * first, four times that on Lighthouse's phone. Left to whoever formats first (react-aria's locale check
 * when its module is evaluated, the price format, Lingui's plurals), it lands inside a module evaluation or
 * a render slice of an island and makes that a long task (ADR 6). The browser warms it up in tasks of its
 * own while the shell hydrates: what comes after costs 1–2 ms.
 *
 * One step a task: a locale's likely subtags (`Intl.Locale#maximize`), the list of the locales ICU has
 * (built once, on the first `supportedLocalesOf` or formatter of any kind: the largest step), the number
 * format, the plural rules. A first `NumberFormat` did the first three in one task: 25–105 ms in a fresh tab on a slow 2-core host
 * (median of 6: 40 ms); in these steps the largest took 18–55 (median 25) and the number format 3–5.
 */
export function warmIntl(locale: Locale): void {
  const steps = [
    () => new Intl.Locale(locale).maximize(),
    () => Intl.DateTimeFormat.supportedLocalesOf([navigator.language]),
    () => new Intl.NumberFormat(locale).format(1),
    () => new Intl.PluralRules(locale).select(1),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
