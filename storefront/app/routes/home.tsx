import { redirect } from "react-router";
import { sanitizeCmsPage } from "@shop/cms-blocks/sanitize";
import type { Route } from "./+types/home";
import { readCookie, serializeCookie } from "../lib/cookies.server.ts";
import { toPageError } from "../lib/errors.server.ts";
import { detectLocale, isLocale, localeCookieName, localePrefix, localizePath } from "../lib/locale.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { shop } from "../lib/shop.server.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { categoryMeta, pageUrls } from "../lib/page-meta.server.ts";
import { PageHeading } from "../components/PageHeading.tsx";
import { ShopCmsPage } from "../components/islands.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  if (locale === "de-DE") {
    // On the unprefixed home page, send a shopper to the language they chose before or their browser
    // prefers, and remember a detected one for 365 days. Other pages never set a cookie (cacheable).
    const remembered = readCookie(request.headers.get("cookie"), localeCookieName);
    const wanted = isLocale(remembered) ? remembered : detectLocale(request.headers.get("accept-language"));
    if (wanted && wanted !== locale) {
      const headers = new Headers({ Vary: "Cookie, Accept-Language" });
      if (!remembered) {
        headers.append("Set-Cookie", serializeCookie(localeCookieName, wanted, { request, httpOnly: true }));
      }
      throw redirect(localePrefix(wanted), { headers });
    }
  }
  const api = context.get(storeApiContext);
  try {
    // Critical: the home CMS page is the content of the page.
    const { navigationCategoryId } = await shop.salesChannel();
    // With SEO URLs: the product sliders and boxes link to the products' SEO paths.
    const category = await api.readCategory(navigationCategoryId, undefined, { includeSeoUrls: true });
    const pageMetaData = {
      ...(await categoryMeta(category, locale, { isHome: true })),
      ...pageUrls(new URL(request.url).origin, (language) => localizePath("/", language), locale),
    };
    return { meta: pageMetaData, cmsPage: category.cmsPage ? sanitizeCmsPage(category.cmsPage) : null };
  } catch (error) {
    throw toPageError(error, new URL(request.url).pathname);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { cmsPage, meta: pageMetaData } = loaderData;
  return (
    <main id="main">
      <PageHeading cmsPage={cmsPage} title={pageMetaData.title} />
      {cmsPage ? <ShopCmsPage cmsPage={cmsPage} /> : null}
    </main>
  );
}
