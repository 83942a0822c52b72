/** The locale of the shop's one money format (see `formatPrice`), in every language. */
export const moneyLocale = "de-CH";

const number = new Intl.NumberFormat(moneyLocale, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
  // No "-0.00": amounts that round to zero have no sign.
  signDisplay: "negative",
});

/**
 * The shop's one money format, whatever the language: ISO code, a space, Swiss-German grouping with a
 * plain apostrophe and two decimals. `formatPrice(1234.5, "CHF")` is `CHF 1'234.50`.
 */
export function formatPrice(amount: number, currency: string): string {
  const digits = number
    .format(amount)
    // ICU versions differ: modern ones group with U+2019 (’), and may use U+2212 (−) for minus.
    .replace(/[\u2019\u02BC\u00A0\u202F]/g, "'")
    .replace(/\u2212/g, "-");
  return `${currency.trim().toUpperCase()} ${digits}`;
}
