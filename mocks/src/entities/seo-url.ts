import { salesChannel } from "../fixtures/sales-channel.ts";
import type { SeoUrlFixture } from "../fixtures/seo-urls.ts";
import { timestamps, type Json } from "./common.ts";

export function toSeoUrl(url: SeoUrlFixture): Json {
  return {
    id: url.id,
    salesChannelId: salesChannel.id,
    languageId: url.languageId,
    foreignKey: url.foreignKey,
    routeName: url.routeName,
    pathInfo: url.pathInfo,
    seoPathInfo: url.seoPathInfo,
    isCanonical: url.isCanonical,
    isModified: url.isModified,
    isDeleted: false,
    error: null,
    url: null,
    customFields: null,
    ...timestamps,
    apiAlias: "seo_url",
  };
}
