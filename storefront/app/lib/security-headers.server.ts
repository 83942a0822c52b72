import { randomBytes } from "node:crypto";
import { isHttpsRequest } from "./cookies.server.ts";
import { tagManagerConnectSources, tagManagerOrigin } from "./tag-manager.ts";

/**
 * The security headers of every page the storefront renders (entry.server.tsx), in one place.
 *
 * Content-Security-Policy: scripts only from the shop's origin and inline scripts only with this response's
 * nonce (React Router's scripts, the paint-first loader, the submit-on-change listener and components'
 * `InlineScript`s all carry it: the nonce is given to `<ServerRouter>`, to React's renderer and to
 * `NonceContext`); no plugins, no `<base>` elsewhere, and no
 * page may frame the shop (clickjacking). Styles may be inline (the critical CSS of each page is a `<style>`
 * and components set CSS variables in `style` attributes); images come from the shop and from HTTPS media
 * hosts (Shopware's media or a CDN), named explicitly for the store finder's map tiles; frames only from the video hosts the CMS video elements load after the
 * shopper's consent. `form-action` is not restricted: paying redirects a form post to the payment
 * provider's site. With a tag manager configured (`TAG_MANAGER_ID`, lib/tag-manager.ts) its script host and the
 * hosts it reports to are allowed too; it only loads after the shopper's consent.
 */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export const videoFrameSources = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];
/** The store finder's map tiles (OpenStreetMap), loaded only when the shopper opens the map. */
export const mapTileSources = ["https://tile.openstreetmap.org"];

export function contentSecurityPolicy(nonce: string, { tagManager = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${tagManager ? ` ${tagManagerOrigin}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${mapTileSources.join(" ")}`,
    "font-src 'self'",
    `connect-src 'self'${tagManager ? ` ${tagManagerConnectSources.join(" ")}` : ""}`,
    `frame-src ${videoFrameSources.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Sets the headers on a page's response. HSTS only when the shop is reached over HTTPS (directly or through
 * a proxy that says so in `X-Forwarded-Proto`), never on plain-HTTP development servers.
 */
export function setSecurityHeaders(
  headers: Headers,
  request: Request,
  nonce: string,
  options: { tagManager?: boolean } = {},
): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), payment=(), usb=(), geolocation=(self)");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (isHttpsRequest(request))
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
