import type { Locale } from "./locale.ts";

/**
 * The page's first use of `Intl` loads ICU's data: 12–26 ms on a 2-core machine whatever is formatted
 * first, four times that on Lighthouse's phone. Left to whoever formats first (react-aria's locale check
 * when its module is evaluated, the price format, Lingui's plurals), it lands inside a module evaluation or
 * a render slice of an island and makes that a long task (ADR 6). The browser warms it up in tasks of its
 * own while the shell hydrates: what comes after costs 1–2 ms.
 */
export function warmIntl(locale: Locale): void {
  const steps = [
    () => new Intl.NumberFormat(locale).format(1),
    () => Intl.DateTimeFormat.supportedLocalesOf([navigator.language]),
    () => new Intl.PluralRules(locale).select(1),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
