import type { LandingPageFixture } from "../fixtures/catalog/index.ts";
import { LIVE_VERSION_ID } from "../fixtures/ids.ts";
import { seoUrlsFor } from "../fixtures/seo-urls.ts";
import { timestamps, type Json } from "./common.ts";
import { t, type RequestScope } from "./scope.ts";
import { toSeoUrl } from "./seo-url.ts";

/** A `landing_page` (campaign pages under their own SEO path), with its resolved layout when loaded. */
export function toLandingPage(
  page: LandingPageFixture,
  scope: RequestScope,
  { cmsPage = null, cmsPageId = null }: { cmsPage?: Json | null; cmsPageId?: string | null } = {},
): Json {
  const name = t(page.name, scope);
  const url = t(page.seoPath, scope);
  const metaTitle = page.metaTitle ? t(page.metaTitle, scope) : null;
  const metaDescription = page.metaDescription ? t(page.metaDescription, scope) : null;
  return {
    id: page.id,
    versionId: LIVE_VERSION_ID,
    active: true,
    name,
    customFields: null,
    slotConfig: null,
    metaTitle,
    metaDescription,
    keywords: null,
    url,
    cmsPageId,
    cmsPageVersionId: cmsPageId ? LIVE_VERSION_ID : null,
    translated: { name, customFields: {}, slotConfig: null, metaTitle, metaDescription, keywords: null, url },
    cmsPage,
    seoUrls: scope.includeSeoUrls ? seoUrlsFor(page.id, scope.locale).map(toSeoUrl) : null,
    tags: null,
    salesChannels: null,
    ...timestamps,
    apiAlias: "landing_page",
  };
}
