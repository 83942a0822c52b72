import { HttpResponse } from "msw";
import { toDomains } from "../entities/system.ts";
import { FIXTURE_UPDATED_AT } from "../fixtures/ids.ts";
import { languages } from "../fixtures/languages.ts";
import { locales, type Locale } from "../fixtures/locale.ts";
import { salesChannel } from "../fixtures/sales-channel.ts";
import { seoUrls, seoUrlsFor, type SeoUrlFixture } from "../fixtures/seo-urls.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/**
 * Shopware's sitemap (`SitemapRoute`, `SitemapFileRoute`): one gzipped sitemap file per sales-channel domain
 * (language), `sitemap/salesChannel-<salesChannelId>-<languageId>/<salesChannelId>-sitemap-<locale>-1.xml.gz`,
 * listing the domain's home page and the canonical SEO URL of every category, product (and variant) and
 * landing page, with `xhtml:link` hreflang alternates to the other domains. URLs are absolute on the
 * sales channel's domains (the emulator's `storefrontUrl`, else the request's origin).
 */
export function sitemapFilename(locale: Locale): string {
  const languageId = languages[locale].id;
  return `sitemap/salesChannel-${salesChannel.id}-${languageId}/${salesChannel.id}-sitemap-${locale.toLowerCase()}-1.xml.gz`;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const lastmod = FIXTURE_UPDATED_AT.slice(0, 10);

const priorities: Record<SeoUrlFixture["routeName"], string> = {
  "frontend.navigation.page": "0.5",
  "frontend.detail.page": "0.5",
  "frontend.landing.page": "0.5",
};

/** The sitemap XML of one domain: the home page, then every canonical SEO URL of the language. */
export function sitemapXml(locale: Locale, storefrontUrl: string): string {
  const domains = Object.fromEntries(
    toDomains(storefrontUrl, "").map((domain) => [
      locales.find((candidate) => languages[candidate].id === domain.languageId)!,
      String(domain.url),
    ]),
  ) as Record<Locale, string>;
  const entry = (path: (locale: Locale) => string | undefined, priority: string) => {
    const alternates = locales
      .map((other) => [other, path(other)] as const)
      .filter((pair): pair is readonly [Locale, string] => pair[1] !== undefined)
      .map(
        ([other, href]) =>
          `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(`${domains[other]}/${href}`)}"/>`,
      )
      .join("");
    return `<url><loc>${escapeXml(`${domains[locale]}/${path(locale)}`)}</loc>${alternates}<lastmod>${lastmod}</lastmod><changefreq>daily</changefreq><priority>${priority}</priority></url>`;
  };
  const urls = [entry(() => "", "1.0")];
  for (const url of seoUrls) {
    if (url.locale !== locale || !url.isCanonical) continue;
    urls.push(entry((other) => seoUrlsFor(url.foreignKey, other)[0]?.seoPathInfo, priorities[url.routeName]));
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">` +
    `${urls.join("\n")}</urlset>\n`
  );
}

/** Gzip with the platform's CompressionStream (Node and browsers alike: the emulator also runs in Storybook). */
async function gzip(text: string): Promise<ArrayBuffer> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}

const files = new Map<string, Promise<ArrayBuffer>>();

/** `GET /sitemap`: the sitemap files of the request's language (its domain). */
function listSitemaps({ scope }: RouteArgs) {
  return jsonResponse([{ filename: sitemapFilename(scope.locale), created: FIXTURE_UPDATED_AT }]);
}

/** `GET /sitemap/{filePath}`: one file, gzipped; an unknown path is Shopware's 404. */
async function sitemapFile({ request, scope, runtime }: RouteArgs) {
  const pathname = new URL(request.url).pathname;
  const filePath = decodeURIComponent(pathname.slice(pathname.indexOf("/store-api/sitemap/") + 19));
  const locale = locales.find((candidate) => sitemapFilename(candidate) === filePath);
  if (!locale) return errorResponse(errors.routeNotFound(request.method, pathname));
  const storefrontUrl = runtime.storefrontUrl ?? scope.origin;
  const key = `${storefrontUrl}|${locale}`;
  let file = files.get(key);
  if (!file) {
    file = gzip(sitemapXml(locale, storefrontUrl));
    files.set(key, file);
  }
  return new HttpResponse(await file, {
    headers: {
      "content-type": "application/gzip",
      "last-modified": new Date(FIXTURE_UPDATED_AT).toUTCString(),
    },
  });
}

export function sitemapHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "get", "/sitemap", listSitemaps),
    storeApiRoute(runtime, "get", "/sitemap/*", sitemapFile),
  ];
}
