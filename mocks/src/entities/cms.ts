import type { CategoryFixture } from "../fixtures/categories.ts";
import {
  isTranslated,
  type CmsBlockFixture,
  type CmsPageFixture,
  type CmsSectionFixture,
  type CmsSlotFixture,
} from "../fixtures/cms/index.ts";
import { fixtureId, LIVE_VERSION_ID } from "../fixtures/ids.ts";
import { mediaById, mediaFixtures } from "../fixtures/media.ts";
import { timestamps, type Json } from "./common.ts";
import { toMedia } from "./media.ts";
import { t, type RequestScope } from "./scope.ts";

/** The entity a CMS page is shown for; `mapped` slot config reads from it. */
export interface CmsEntityContext {
  category?: CategoryFixture;
}

export interface CmsResolveOptions {
  /** Resolve only these slot ids (`?slots=a|b` on /category/{id}); blocks without one of them are dropped. */
  slotIds?: string[];
}

export const cmsPageId = (page: CmsPageFixture) => fixtureId(`cms-page:${page.key}`);
const sectionId = (page: CmsPageFixture, section: CmsSectionFixture) =>
  fixtureId(`cms-section:${page.key}/${section.key}`);
const blockId = (page: CmsPageFixture, section: CmsSectionFixture, block: CmsBlockFixture) =>
  fixtureId(`cms-block:${page.key}/${section.key}/${block.key}`);
const slotId = (
  page: CmsPageFixture,
  section: CmsSectionFixture,
  block: CmsBlockFixture,
  slot: CmsSlotFixture,
) => fixtureId(`cms-slot:${page.key}/${section.key}/${block.key}/${slot.slot}`);

/** A CMS page with sections → blocks → slots, each slot's `config` translated and its `data` resolved. */
export function toCmsPage(
  page: CmsPageFixture,
  scope: RequestScope,
  entity: CmsEntityContext = {},
  options: CmsResolveOptions = {},
): Json {
  const pageId = cmsPageId(page);
  const name = t(page.name, scope);
  const sections = page.sections.map((section, sectionIndex) => {
    const id = sectionId(page, section);
    const blocks = section.blocks
      .map((block, blockIndex) => toBlock(page, section, id, block, blockIndex, scope, entity, options))
      .filter((block): block is Json => block !== null);
    return {
      id,
      cmsPageVersionId: LIVE_VERSION_ID,
      position: sectionIndex,
      type: section.type,
      name: section.name ?? null,
      sizingMode: section.sizingMode,
      mobileBehavior: section.mobileBehavior ?? "wrap",
      backgroundColor: section.backgroundColor ?? null,
      backgroundMediaId: section.backgroundMedia ? mediaFixtures[section.backgroundMedia].id : null,
      backgroundMedia: section.backgroundMedia
        ? toMedia(mediaFixtures[section.backgroundMedia], scope)
        : null,
      backgroundMediaMode: section.backgroundMediaMode ?? null,
      cssClass: section.cssClass ?? null,
      pageId,
      visibility: section.visibility ?? null,
      customFields: null,
      blocks,
      ...timestamps,
      apiAlias: "cms_section",
    };
  });
  return {
    id: pageId,
    versionId: LIVE_VERSION_ID,
    name,
    type: page.type,
    entity: null,
    cssClass: page.cssClass ?? null,
    config: page.backgroundColor ? { backgroundColor: page.backgroundColor } : null,
    previewMediaId: null,
    customFields: null,
    translated: { name, customFields: {} },
    sections,
    previewMedia: null,
    landingPages: null,
    ...timestamps,
    apiAlias: "cms_page",
  };
}

function toBlock(
  page: CmsPageFixture,
  section: CmsSectionFixture,
  sectionIdValue: string,
  block: CmsBlockFixture,
  position: number,
  scope: RequestScope,
  entity: CmsEntityContext,
  options: CmsResolveOptions,
): Json | null {
  const id = blockId(page, section, block);
  const slots = block.slots
    .map((slot) => ({ slot, id: slotId(page, section, block, slot) }))
    .filter(({ id: candidate }) => !options.slotIds || options.slotIds.includes(candidate))
    .toSorted((a, b) => a.slot.slot.localeCompare(b.slot.slot))
    .map(({ slot, id: slotIdValue }) => toSlot(slot, slotIdValue, id, scope, entity));
  if (options.slotIds && slots.length === 0) return null;
  return {
    id,
    versionId: LIVE_VERSION_ID,
    cmsSectionVersionId: LIVE_VERSION_ID,
    position,
    type: block.type,
    name: block.name ?? null,
    sectionPosition: block.sectionPosition ?? "main",
    marginTop: block.marginTop ?? null,
    marginBottom: block.marginBottom ?? null,
    marginLeft: block.marginLeft ?? null,
    marginRight: block.marginRight ?? null,
    backgroundColor: block.backgroundColor ?? null,
    backgroundMediaId: block.backgroundMedia ? mediaFixtures[block.backgroundMedia].id : null,
    backgroundMedia: block.backgroundMedia ? toMedia(mediaFixtures[block.backgroundMedia], scope) : null,
    backgroundMediaMode: block.backgroundMediaMode ?? "cover",
    cssClass: block.cssClass ?? null,
    visibility: block.visibility ?? null,
    sectionId: sectionIdValue,
    customFields: null,
    slots,
    ...timestamps,
    apiAlias: "cms_block",
  };
}

function toSlot(
  slot: CmsSlotFixture,
  id: string,
  blockIdValue: string,
  scope: RequestScope,
  entity: CmsEntityContext,
): Json {
  const config = Object.fromEntries(
    Object.entries(slot.config).map(([key, entry]) => [
      key,
      { source: entry.source, value: isTranslated(entry.value) ? t(entry.value.l10n, scope) : entry.value },
    ]),
  );
  const fieldConfig = Object.fromEntries(
    Object.entries(config).map(([key, entry]) => [key, { name: key, ...entry }]),
  );
  return {
    id,
    versionId: LIVE_VERSION_ID,
    cmsBlockVersionId: LIVE_VERSION_ID,
    fieldConfig,
    type: slot.type,
    slot: slot.slot,
    locked: slot.locked ?? false,
    config,
    customFields: null,
    data: resolveSlotData(slot.type, config, scope, entity),
    blockId: blockIdValue,
    translated: { config, customFields: {} },
    ...timestamps,
    apiAlias: "cms_slot",
  };
}

type ResolvedConfig = Record<string, { source: string; value: unknown }>;

/** What Shopware's CMS element resolvers put into `slot.data`, per element type. */
function resolveSlotData(
  type: string,
  config: ResolvedConfig,
  scope: RequestScope,
  entity: CmsEntityContext,
) {
  switch (type) {
    case "text":
    case "html": {
      const content = config.content;
      const value =
        content?.source === "mapped" ? readMapped(String(content.value), scope, entity) : content?.value;
      return {
        content: typeof value === "string" ? value : "",
        apiAlias: type === "text" ? "cms_text" : "cms_html",
      };
    }
    case "image": {
      const mediaId = typeof config.media?.value === "string" ? config.media.value : null;
      const media = mediaId ? mediaById(mediaId) : undefined;
      return {
        mediaId: media ? mediaId : null,
        url: (config.url?.value as string | null | undefined) ?? null,
        newTab: Boolean(config.newTab?.value),
        media: media ? toMedia(media, scope) : null,
        apiAlias: "cms_image",
      };
    }
    case "product-slider":
      return { products: [], streamId: null, apiAlias: "cms_product_slider" };
    default:
      // Element types without a resolver (and unknown ones) carry no data.
      return null;
  }
}

/** `category.description` and friends: the translated field of the page's entity. */
function readMapped(path: string, scope: RequestScope, entity: CmsEntityContext): unknown {
  const [entityName, field] = path.split(".");
  if (entityName === "category" && entity.category && field) {
    const category = entity.category;
    switch (field) {
      case "description":
        return category.description ? t(category.description, scope) : null;
      case "name":
        return t(category.name, scope);
      case "metaTitle":
        return category.metaTitle ? t(category.metaTitle, scope) : null;
    }
  }
  return null;
}
