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

/** A first-party cookie kept for 365 days: path /, SameSite=Lax, Secure on https. */
export function serializeCookie(
  name: string,
  value: string,
  { requestUrl, httpOnly }: { requestUrl: URL; httpOnly: boolean },
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${yearInSeconds}`,
    "Path=/",
    "SameSite=Lax",
  ];
  if (requestUrl.protocol === "https:") parts.push("Secure");
  if (httpOnly) parts.push("HttpOnly");
  return parts.join("; ");
}

export const contextTokenCookieName = "sw-context-token";
