/**
 * A redirect target is only ever a path on this shop: it starts with one slash, has no scheme, host,
 * backslash or control characters. Anything else falls back. The one home of redirect validation
 * (docs/storefront-rules.md, "Security"): every target read from a request (`redirectTo`, a form's `path`,
 * the request's own path echoed back) goes through it.
 *
 * The check runs on the normalised path too: `/.//evil.example` and `/x/..//evil.example` are paths that a
 * URL parser turns into `//evil.example`, which a browser reads as another host.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // oxlint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const parsed = new URL(value, "http://shop.invalid");
    if (parsed.origin !== "http://shop.invalid") return fallback;
    const path = parsed.pathname + parsed.search;
    return path.startsWith("//") || path.startsWith("/\\") ? fallback : path;
  } catch {
    return fallback;
  }
}
