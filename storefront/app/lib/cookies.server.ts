/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const yearInSeconds = 365 * 24 * 60 * 60;

/**
 * Whether the shopper reached the shop over https: directly, or through a reverse proxy that ends TLS and
 * says so in `X-Forwarded-Proto` (the server itself then sees plain http). A client that claims https on
 * plain http only gets cookies its own browser will not send back.
 */
export function isHttpsRequest(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return (forwarded || new URL(request.url).protocol.replace(":", "")) === "https";
}

/** A first-party cookie kept for 365 days: path /, SameSite=Lax, Secure on https (`isHttpsRequest`). */
export function serializeCookie(
  name: string,
  value: string,
  { request, httpOnly }: { request: Request; httpOnly: boolean },
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${yearInSeconds}`,
    "Path=/",
    "SameSite=Lax",
  ];
  if (isHttpsRequest(request)) parts.push("Secure");
  if (httpOnly) parts.push("HttpOnly");
  return parts.join("; ");
}

/** Deletes a cookie of path / (set by {@link serializeCookie} or by a script); `domain` for one set for a domain. */
export function expiredCookie(name: string, domain?: string): string {
  return `${name}=; Max-Age=0; Path=/; SameSite=Lax${domain ? `; Domain=${domain}` : ""}`;
}

export const contextTokenCookieName = "sw-context-token";
