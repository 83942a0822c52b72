import { categoryById, categoryByKey, type CategoryFixture } from "../fixtures/categories.ts";
import { LIVE_VERSION_ID } from "../fixtures/ids.ts";
import { mediaById, mediaFixtures } from "../fixtures/media.ts";
import { seoUrlsFor } from "../fixtures/seo-urls.ts";
import { cmsPageId, layoutOfCategory } from "./cms-layout.ts";
import { timestamps, type Json } from "./common.ts";
import { toMedia } from "./media.ts";
import { toSeoUrl } from "./seo-url.ts";
import { t, type RequestScope } from "./scope.ts";

export interface CategoryOptions {
  /** Child entities to attach (navigation trees); `[]` when none were loaded. */
  children?: Json[];
  /** The category's layout, resolved (the /category/{id} route); `null` elsewhere. */
  cmsPage?: Json | null;
  /** Shopware's runtime count as the navigation route computes it; default: the visible children. */
  visibleChildCount?: number;
}

/** Names from the root to this category, in the request's language (Shopware's `breadcrumb`). */
function breadcrumb(category: CategoryFixture, scope: RequestScope): string[] {
  return [...category.ancestorIds.map((id) => categoryById(id)!), category].map((item) =>
    t(item.name, scope),
  );
}

function link(category: CategoryFixture) {
  const value = category.link;
  if (!value) return { linkType: null, internalLink: null, externalLink: null, linkNewTab: null };
  return value.linkType === "category"
    ? {
        linkType: "category",
        internalLink: categoryByKey(value.internalKey).id,
        externalLink: null,
        linkNewTab: value.newTab ?? false,
      }
    : {
        linkType: "external",
        internalLink: null,
        externalLink: value.externalLink,
        linkNewTab: value.newTab ?? false,
      };
}

/** A category translated to the request's language, as the Store API returns it. */
export function toCategory(
  category: CategoryFixture,
  scope: RequestScope,
  options: CategoryOptions = {},
): Json {
  const name = t(category.name, scope);
  const crumbs = breadcrumb(category, scope);
  const links = link(category);
  const description = category.description ? t(category.description, scope) : null;
  const metaTitle = category.metaTitle ? t(category.metaTitle, scope) : null;
  const metaDescription = category.metaDescription ? t(category.metaDescription, scope) : null;
  const layout = layoutOfCategory(category);
  // A drawn fixture image, else the category's generated teaser (second level: the mega menu's pictures).
  const media = category.media
    ? mediaFixtures[category.media]
    : category.imageId
      ? mediaById(category.imageId)
      : undefined;
  const children = category.childIds.map((id) => categoryById(id)!);
  return {
    id: category.id,
    versionId: LIVE_VERSION_ID,
    parentId: category.parentId,
    parentVersionId: category.parentId ? LIVE_VERSION_ID : null,
    afterCategoryId: category.afterCategoryId,
    afterCategoryVersionId: category.afterCategoryId ? LIVE_VERSION_ID : null,
    mediaId: media?.id ?? null,
    displayNestedProducts: true,
    breadcrumb: crumbs,
    level: category.level,
    path: category.path,
    childCount: children.length,
    type: category.type,
    productAssignmentType: "product",
    visible: category.visible,
    active: true,
    visibleChildCount: options.visibleChildCount ?? children.filter((child) => child.visible).length,
    name,
    customFields: null,
    ...links,
    description,
    metaTitle,
    metaDescription,
    keywords: null,
    cmsPageId: layout ? cmsPageId(layout) : null,
    cmsPageVersionId: layout ? LIVE_VERSION_ID : null,
    customEntityTypeId: null,
    slotConfig: null,
    translated: {
      breadcrumb: crumbs,
      name,
      customFields: {},
      slotConfig: null,
      ...links,
      description,
      metaTitle,
      metaDescription,
      keywords: null,
    },
    children: options.children ?? [],
    media: media ? toMedia(media, scope) : null,
    tags: null,
    cmsPage: options.cmsPage ?? null,
    seoUrls: scope.includeSeoUrls ? seoUrlsFor(category.id, scope.locale).map(toSeoUrl) : null,
    ...timestamps,
    apiAlias: "category",
  };
}
