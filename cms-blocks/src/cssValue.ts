const FUNCTIONS = new Set([
  "rgb",
  "rgba",
  "hsl",
  "hsla",
  "hwb",
  "lab",
  "lch",
  "oklab",
  "oklch",
  "calc",
  "min",
  "max",
  "clamp",
  "var",
]);

/**
 * A CMS-authored CSS value (colour, length), or `undefined` when it could do more than be a value: end its
 * declaration and smuggle in others (`;`, `{`, `\\`, `<`), load or run something (`url(`, `expression(`,
 * `javascript:`), or call any function but colours and arithmetic. React writes inline styles verbatim into
 * server-rendered HTML.
 */
export function cssValue(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (trimmed === "" || !/^[a-zA-Z0-9#%.,\s()+\-*/]+$/.test(trimmed)) return undefined;
  for (const [, name] of trimmed.matchAll(/([a-zA-Z-]*)\(/g))
    if (!FUNCTIONS.has(name!.toLowerCase())) return undefined;
  return trimmed;
}
