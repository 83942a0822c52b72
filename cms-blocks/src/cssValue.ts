/**
 * A CMS-authored CSS value (colour, length), or `undefined` when it could end its declaration and smuggle
 * in others: React writes inline styles verbatim into server-rendered HTML.
 */
export function cssValue(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" && !/[;{}\\<>]/.test(value)
    ? value.trim()
    : undefined;
}
