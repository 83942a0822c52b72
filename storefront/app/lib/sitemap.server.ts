import { sitemapFilePath, type StoreApiClient } from "@shop/store-api";
import { locales, type Locale } from "./locale.ts";

/**
 * robots.txt, the sitemap index and its files (docs/storefront-rules.md, "Robots and sitemap"). The files
 * are Shopware's (`GET /sitemap` lists them per language, `GET /sitemap/{filePath}` serves them gzipped);
 * the shop serves them on its own origin under the same path, `/sitemap/<filename>`.
 */

/** The same for every shopper: a shared cache may keep it for an hour. */
export const SITEMAP_CACHE = "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400";

/**
 * Pages no search engine should crawl: personal and transactional pages, and the shop's internal endpoints.
 * Search result pages stay crawlable (they are public, server-rendered pages with a canonical URL; a
 * disallow made Lighthouse's SEO audit fail them, "page is blocked from indexing").
 */
const disallowed = [
  "/account",
  "/checkout",
  "/wishlist",
  "/login",
  "/register",
  "/search-suggest",
  "/navigation-menu/",
  "/store-api/",
  "/__emulator/",
];

/** `/robots.txt`: everything allowed but the personal pages, in both locales; the sitemap's absolute URL. */
export function robotsTxt(origin: string): string {
  const paths = locales.flatMap((locale) =>
    disallowed.map((path) => (locale === "de-DE" ? path : `/${locale}${path}`)),
  );
  return [
    "User-agent: *",
    "Allow: /",
    ...[...new Set(paths)].map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface SitemapEntry {
  filename: string;
  created: string;
}

/** The sitemap index (sitemaps.org): one `<sitemap>` per file, absolute on the shop's origin. */
export function sitemapIndexXml(origin: string, files: readonly SitemapEntry[]): string {
  const entries = files
    .map(
      (file) =>
        `<sitemap><loc>${escapeXml(`${origin}/${file.filename.replace(/^\/+/, "")}`)}</loc><lastmod>${escapeXml(file.created)}</lastmod></sitemap>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** Every language's sitemap files (the Store API lists those of the request's language). */
export async function readAllSitemaps(
  api: StoreApiClient,
  languageId: (locale: Locale) => Promise<string>,
): Promise<SitemapEntry[]> {
  const lists = await Promise.all(
    locales.map(async (locale) =>
      api.readSitemaps({ headers: { "sw-language-id": await languageId(locale) } }),
    ),
  );
  const seen = new Set<string>();
  return lists.flat().filter((file) => !seen.has(file.filename) && seen.add(file.filename));
}

/** A sitemap file path as the shop serves it: `sitemap/...` ending in `.xml` or `.xml.gz`, no dot segments. */
export function isSitemapFilename(filename: string): boolean {
  return (
    /^sitemap\/[\w.-]+(\/[\w.-]+)*\.xml(\.gz)?$/.test(filename) &&
    !filename.split("/").some((part) => part === "." || part === "..")
  );
}

/** One sitemap file, streamed from the Store API (the access key stays on the server). 404 for any other path. */
export async function fetchSitemapFile(
  api: StoreApiClient,
  filename: string,
  credentials: { accessKey: string },
  forwarded: Record<string, string>,
): Promise<Response> {
  if (!isSitemapFilename(filename)) throw new Response("Not Found", { status: 404 });
  const headers = new Headers({ ...forwarded, "sw-access-key": credentials.accessKey });
  const upstream = await fetch(`${api.endpoint}${sitemapFilePath(filename)}`, { headers });
  if (upstream.status === 404) throw new Response("Not Found", { status: 404 });
  if (!upstream.ok || !upstream.body) throw new Response("Bad Gateway", { status: 502 });
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "Content-Type": upstream.headers.get("content-type") ?? "application/gzip",
      "Cache-Control": SITEMAP_CACHE,
    },
  });
}
