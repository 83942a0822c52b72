/** Where links may point besides the shop itself. */
export type LinkPolicy = {
  /** The shop's own origin (e.g. `https://shop.example.ch`); absolute URLs on it count as internal. */
  origin?: string;
  /** External host names a link may point to, e.g. `["www.youtube.com"]`. */
  allowedHosts?: readonly string[];
};

const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

// Two unrelated bases: a URL that resolves onto both of them is relative, whatever it looks like.
const PROBE_A = "https://a.invalid";
const PROBE_B = "https://b.invalid";

function parse(url: string, base: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

/**
 * Whether a CMS link may be rendered: relative paths and the shop's own URLs pass, `mailto:`/`tel:` pass,
 * external hosts only when listed in `allowedHosts`, anything else (javascript:, data:, vbscript:, file:, …)
 * is refused. Parsing follows the browser's URL rules, so tabs, backslashes and odd casing cannot sneak past.
 */
export function isSafeUrl(url: unknown, policy: LinkPolicy = {}): boolean {
  if (typeof url !== "string" || url.trim() === "") return false;
  const a = parse(url, PROBE_A);
  const b = parse(url, PROBE_B);
  if (!a || !b) return false;
  if (a.origin === PROBE_A && b.origin === PROBE_B) return true;
  if (!SAFE_SCHEMES.has(a.protocol)) return false;
  if (a.protocol === "mailto:" || a.protocol === "tel:") return true;
  if (a.username || a.password) return false;
  const host = a.hostname;
  if (policy.origin && parse(policy.origin, PROBE_A)?.hostname === host) return true;
  return (policy.allowedHosts ?? []).some((allowed) => allowed.toLowerCase() === host);
}

/** The URL itself when {@link isSafeUrl} accepts it, else `undefined` (render no link). */
export function safeHref(url: unknown, policy?: LinkPolicy): string | undefined {
  return typeof url === "string" && isSafeUrl(url, policy) ? url.trim() : undefined;
}

const IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * Whether a media URL (an image's `src`, a background image) may be rendered: http(s) on any host (media
 * servers and CDNs), relative paths, and inline images (`data:image/png`, `svg+xml`, ...); never
 * `javascript:`, `data:text/html` or other schemes, whatever their spelling.
 */
export function isSafeMediaUrl(url: unknown): url is string {
  if (typeof url !== "string" || url.trim() === "") return false;
  const a = parse(url, PROBE_A);
  const b = parse(url, PROBE_B);
  if (!a || !b) return false;
  // A relative path: plain path characters only, so it reads as a path in `src` and inside CSS `url("…")`.
  if (a.origin === PROBE_A && b.origin === PROBE_B) return /^[\w\-./~%?&=+#,;@!$*]+$/.test(url.trim());
  if (a.protocol === "data:") return IMAGE_DATA.test(a.href);
  return (a.protocol === "http:" || a.protocol === "https:") && !a.username && !a.password;
}
