// sanitize-html is server-only: `sanitizeCmsHtml`/`sanitizeCmsPage` live in "@shop/cms-blocks/sanitize".
export { CmsPage, type CmsPageProps } from "./CmsPage.tsx";
export { CmsSection } from "./CmsSection.tsx";
export { CmsBlock, blockPadding } from "./CmsBlock.tsx";
export { CmsElement } from "./CmsElement.tsx";
export { CmsFallback } from "./CmsFallback.tsx";
export {
  cmsBlocks,
  cmsComponent,
  cmsComponentName,
  cmsElements,
  cmsSections,
  type CmsKind,
} from "./registry.ts";
export { cmsElementDefaults, slotConfig } from "./slotConfig.ts";
export { mediaAlt, mediaImage, type MediaImage } from "./media.ts";
export { isSafeUrl, safeHref, type LinkPolicy } from "./safeUrl.ts";
export type { CmsBlockProps, CmsElementProps, CmsSectionProps, RenderedBlock } from "./types.ts";
