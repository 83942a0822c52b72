/**
 * Which Store API operations are reads.
 *
 * Shopware reads are mostly POST requests with a criteria body, so "safe to retry" cannot be
 * decided by HTTP method alone: it is decided per operation. The client retries reads only; the
 * storefront's `/store-api/*` proxy uses the same function.
 */

/** Statuses a read is retried on (once). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * POST paths (relative to `/store-api`) that only read. `:id` stands for one path segment.
 * GET and HEAD are always reads; PATCH, PUT and DELETE never are.
 */
export const READ_POST_PATHS: readonly string[] = [
  // system and context
  "/language",
  "/currency",
  "/country",
  "/country-state/:id",
  "/salutation",
  "/payment-method",
  "/shipping-method",
  "/media",
  // navigation and content
  "/navigation/:id/:id",
  "/seo-url",
  "/category",
  "/category/:id",
  "/landing-page/:id",
  "/cms/:id",
  "/breadcrumb/:id",
  // products
  "/product",
  "/product/:id",
  "/product/:id/find-variant",
  "/product/:id/cross-selling",
  "/product/:id/reviews",
  "/product-listing/:id",
  "/search",
  "/search-suggest",
  // account, orders, wishlist
  "/account/customer",
  "/account/customer-recovery-is-expired",
  "/account/list-address",
  "/account/newsletter-recipient",
  "/order",
  "/customer/wishlist",
  "/document/download/:id/:id",
];

const toPattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:id/g, "[^/]+")}$`);

const READ_POST_PATTERNS: readonly RegExp[] = READ_POST_PATHS.map(toPattern);

/**
 * Reduces a path or URL to the operation path: no origin, no query or hash, no `/store-api`
 * prefix, no trailing slash. `http://x/store-api/product/1?p=2` → `/product/1`.
 */
export function toOperationPath(pathOrUrl: string): string {
  let path = pathOrUrl;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) path = new URL(path).pathname;
  path = path.replace(/[?#].*$/, "");
  if (!path.startsWith("/")) path = `/${path}`;
  path = path.replace(/^\/store-api(?=\/|$)/, "");
  path = path.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/**
 * True when the Store API operation `method path` only reads (and may be retried or cached).
 * `path` may be relative to `/store-api` (`/product/1`), include the prefix, or be a full URL.
 */
export function isReadOperation(method: string, path: string): boolean {
  const verb = method.toUpperCase();
  if (verb === "GET" || verb === "HEAD") return true;
  if (verb !== "POST") return false;
  const operationPath = toOperationPath(path);
  return READ_POST_PATTERNS.some((pattern) => pattern.test(operationPath));
}
