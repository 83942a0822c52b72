const first = (value: string | null) => value?.split(",")[0]?.trim() || undefined;

/**
 * The origin absolute URLs (media, domains) are built on: the one the request came to, unless a proxy
 * in front (the storefront server) forwarded its own with `x-forwarded-host` / `x-forwarded-proto`.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = first(request.headers.get("x-forwarded-host")) ?? url.host;
  const protocol = (first(request.headers.get("x-forwarded-proto")) ?? url.protocol).replace(/:$/, "");
  return `${protocol}://${host}`;
}
