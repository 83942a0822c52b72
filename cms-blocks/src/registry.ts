// Adding a Shopware type: one file (`blocks/CmsBlockImageGallery.tsx` taking `CmsBlockProps`,
// `elements/CmsElementImageGallery.tsx` taking `CmsElementProps`) and one line in the map below; a lazily
// loaded element joins a chunk such as `product-detail/elements.ts`. See cms-blocks/README.md.
import type { ComponentType } from "react";
import { CmsBlockContent } from "./blocks/CmsBlockContent.tsx";
import { CmsBlockGalleryBuybox } from "./blocks/CmsBlockGalleryBuybox.tsx";
import { CmsBlockProductHeading } from "./blocks/CmsBlockProductHeading.tsx";
import { CmsBlockImage } from "./blocks/CmsBlockImage.tsx";
import { CmsBlockImageText } from "./blocks/CmsBlockImageText.tsx";
import { CmsBlockText } from "./blocks/CmsBlockText.tsx";
import { CmsBlockProductSlider } from "./blocks/CmsBlockProductSlider.tsx";
import { CmsBlockProductThreeColumn } from "./blocks/CmsBlockProductThreeColumn.tsx";
import { cmsIsland } from "./islands/cmsIsland.ts";
import type * as CommerceIslandModule from "./islands/commerce/elements.ts";
import type * as FormIslandModule from "./islands/forms/elements.ts";
import { CmsBlockForm } from "./blocks/CmsBlockForm.tsx";
import { CmsBlockAgeVerification } from "./blocks/CmsBlockAgeVerification.tsx";
import { CmsElementForm } from "./elements/CmsElementForm.tsx";
import { CmsBlockImageGallery } from "./blocks/CmsBlockImageGallery.tsx";
import { CmsBlockImageSlider } from "./blocks/CmsBlockImageSlider.tsx";
import { CmsBlockMediaGallery } from "./blocks/CmsBlockMediaGallery.tsx";
import { CmsBlockVideo } from "./blocks/CmsBlockVideo.tsx";
import { CmsBlockVimeoVideo } from "./blocks/CmsBlockVimeoVideo.tsx";
import { CmsBlockYoutubeVideo } from "./blocks/CmsBlockYoutubeVideo.tsx";
import { CmsElementImage } from "./elements/CmsElementImage.tsx";
import { CmsElementManufacturerLogo } from "./elements/CmsElementManufacturerLogo.tsx";
import { CmsElementProductName } from "./elements/CmsElementProductName.tsx";
import { CmsElementProductListing } from "./elements/CmsElementProductListing.tsx";
import { CmsElementSidebarFilter } from "./elements/CmsElementSidebarFilter.tsx";
import { CmsElementText } from "./elements/CmsElementText.tsx";
import { CmsBlockTextHero } from "./blocks/CmsBlockTextHero.tsx";
import { CmsBlockTextTeaser } from "./blocks/CmsBlockTextTeaser.tsx";
import { CmsBlockTextTeaserSection } from "./blocks/CmsBlockTextTeaserSection.tsx";
import { CmsBlockTextTwoColumn } from "./blocks/CmsBlockTextTwoColumn.tsx";
import { CmsBlockTextThreeColumn } from "./blocks/CmsBlockTextThreeColumn.tsx";
import { CmsBlockImageCover } from "./blocks/CmsBlockImageCover.tsx";
import { CmsBlockImageTwoColumn } from "./blocks/CmsBlockImageTwoColumn.tsx";
import { CmsBlockImageThreeColumn } from "./blocks/CmsBlockImageThreeColumn.tsx";
import { CmsBlockImageThreeCover } from "./blocks/CmsBlockImageThreeCover.tsx";
import { CmsBlockImageFourColumn } from "./blocks/CmsBlockImageFourColumn.tsx";
import { CmsBlockImageBubbleRow } from "./blocks/CmsBlockImageBubbleRow.tsx";
import { CmsBlockImageHighlightRow } from "./blocks/CmsBlockImageHighlightRow.tsx";
import { CmsBlockImageSimpleGrid } from "./blocks/CmsBlockImageSimpleGrid.tsx";
import { CmsBlockImageTextCover } from "./blocks/CmsBlockImageTextCover.tsx";
import { CmsBlockCenterText } from "./blocks/CmsBlockCenterText.tsx";
import { CmsBlockImageTextRow } from "./blocks/CmsBlockImageTextRow.tsx";
import { CmsBlockImageTextGallery } from "./blocks/CmsBlockImageTextGallery.tsx";
import { CmsBlockImageTextBubble } from "./blocks/CmsBlockImageTextBubble.tsx";
import { CmsBlockTextOnImage } from "./blocks/CmsBlockTextOnImage.tsx";
import { CmsBlockHtml } from "./blocks/CmsBlockHtml.tsx";
import { CmsBlockCategoryHeading } from "./blocks/CmsBlockCategoryHeading.tsx";
import { CmsElementCategoryName } from "./elements/CmsElementCategoryName.tsx";
import { CmsElementHtml } from "./elements/CmsElementHtml.tsx";
import { CmsSectionDefault } from "./sections/CmsSectionDefault.tsx";
import { CmsSectionSidebar } from "./sections/CmsSectionSidebar.tsx";
import { lazyComponent } from "./lazyComponent.tsx";
import { CmsElementVideo } from "./elements/CmsElementVideo.tsx";
import { mediaElements } from "./islands/media/index.tsx";
import type * as ProductElementModule from "./product-detail/elements.ts";
import type { CmsBlockProps, CmsElementProps, CmsSectionProps } from "./types.ts";

type ProductElements = typeof ProductElementModule;

/**
 * The product page's elements (gallery, buy box, tabs with reviews, cross-selling sliders): one chunk that
 * category, landing and content pages never download, loaded as islands after the page has hydrated.
 */
const loadProductElements = (): Promise<ProductElements> => import("./product-detail/elements.ts");
const productElement = (name: keyof ProductElements) =>
  lazyComponent(loadProductElements, (module) => module[name]);
const productElements = {
  "image-gallery": productElement("CmsElementImageGallery"),
  "buy-box": productElement("CmsElementBuyBox"),
  "product-description-reviews": productElement("CmsElementProductDescriptionReviews"),
  "cross-selling": productElement("CmsElementCrossSelling"),
};

/** Loads the product elements' chunk, so they render at once (stories, tests, a coming navigation). */
export async function preloadProductElements(): Promise<void> {
  await Promise.all(Object.values(productElements).map((element) => element.preload()));
}

/**
 * The commerce islands (product slider, product box, category navigation): their code and the `cms` catalog load after hydration, so home and
 * category pages keep the slider's code out of their first load; the server HTML is a working scroll row.
 */
const loadCommerceElements = (): Promise<typeof CommerceIslandModule> =>
  import("./islands/commerce/elements.ts");
const commerceElements = {
  "product-slider": cmsIsland(loadCommerceElements, (module) => module.CmsElementProductSlider),
  "product-box": cmsIsland(loadCommerceElements, (module) => module.CmsElementProductBox),
  "category-navigation": cmsIsland<CmsElementProps, typeof CommerceIslandModule>(
    loadCommerceElements,
    (module) => module.CmsElementCategoryNavigation,
  ),
};

/** Loads the commerce islands' chunk, so they render at once (stories, tests). */
export async function preloadCommerceElements(): Promise<void> {
  await Promise.all(Object.values(commerceElements).map((element) => element.preload()));
}

/** The age gate: an island (its dialog's focus handling and texts load after hydration, catalog `cms`). */
const loadFormElements = (): Promise<typeof FormIslandModule> => import("./islands/forms/elements.ts");
const ageVerificationElement = cmsIsland<CmsElementProps, typeof FormIslandModule>(
  loadFormElements,
  (module) => module.CmsElementAgeVerification,
);

/** Loads the form islands' chunk, so they render at once (stories, tests). */
export async function preloadFormElements(): Promise<void> {
  await ageVerificationElement.preload();
}

/** Shopware section types (`cms_section.type`) → component. */
export const cmsSections: Record<string, ComponentType<CmsSectionProps>> = {
  default: CmsSectionDefault,
  sidebar: CmsSectionSidebar,
};

/** Shopware block types (`cms_block.type`, their slots in docs/cms.md) → component. */
export const cmsBlocks: Record<string, ComponentType<CmsBlockProps>> = {
  text: CmsBlockText,
  image: CmsBlockImage,
  "image-text": CmsBlockImageText,
  "product-listing": CmsBlockContent,
  "sidebar-filter": CmsBlockContent,
  "product-heading": CmsBlockProductHeading,
  "gallery-buybox": CmsBlockGalleryBuybox,
  "product-description-reviews": CmsBlockContent,
  "cross-selling": CmsBlockContent,
  "text-hero": CmsBlockTextHero,
  "text-teaser": CmsBlockTextTeaser,
  "text-teaser-section": CmsBlockTextTeaserSection,
  "text-two-column": CmsBlockTextTwoColumn,
  "text-three-column": CmsBlockTextThreeColumn,
  "image-cover": CmsBlockImageCover,
  "image-two-column": CmsBlockImageTwoColumn,
  "image-three-column": CmsBlockImageThreeColumn,
  "image-three-cover": CmsBlockImageThreeCover,
  "image-four-column": CmsBlockImageFourColumn,
  "image-bubble-row": CmsBlockImageBubbleRow,
  "image-highlight-row": CmsBlockImageHighlightRow,
  "image-simple-grid": CmsBlockImageSimpleGrid,
  "image-text-cover": CmsBlockImageTextCover,
  "center-text": CmsBlockCenterText,
  "image-text-row": CmsBlockImageTextRow,
  "image-text-gallery": CmsBlockImageTextGallery,
  "image-text-bubble": CmsBlockImageTextBubble,
  "text-on-image": CmsBlockTextOnImage,
  "category-heading": CmsBlockCategoryHeading,
  html: CmsBlockHtml,
  "product-three-column": CmsBlockProductThreeColumn,
  "product-slider": CmsBlockProductSlider,
  "category-navigation": CmsBlockContent,
  "image-slider": CmsBlockImageSlider,
  "image-gallery": CmsBlockImageGallery,
  "media-gallery": CmsBlockMediaGallery,
  "youtube-video": CmsBlockYoutubeVideo,
  "vimeo-video": CmsBlockVimeoVideo,
  video: CmsBlockVideo,
  form: CmsBlockForm,
  "age-verification": CmsBlockAgeVerification,
};

/** Shopware element types (`cms_slot.type`, their config and data in docs/cms.md) → component. */
export const cmsElements: Record<string, ComponentType<CmsElementProps>> = {
  text: CmsElementText,
  image: CmsElementImage,
  "product-listing": CmsElementProductListing,
  "sidebar-filter": CmsElementSidebarFilter,
  "product-name": CmsElementProductName,
  "manufacturer-logo": CmsElementManufacturerLogo,
  html: CmsElementHtml,
  "category-name": CmsElementCategoryName,
  ...productElements,
  ...commerceElements,
  ...mediaElements(productElements["image-gallery"]),
  video: CmsElementVideo,
  form: CmsElementForm,
  "age-verification": ageVerificationElement,
};

type CmsComponents = {
  section: ComponentType<CmsSectionProps>;
  block: ComponentType<CmsBlockProps>;
  element: ComponentType<CmsElementProps>;
};
export type CmsKind = keyof CmsComponents;

const registries = { section: cmsSections, block: cmsBlocks, element: cmsElements };
const prefixes = { section: "CmsSection", block: "CmsBlock", element: "CmsElement" };

/** `("block", "image-text")` → `CmsBlockImageText`: the name shopware/frontends uses for the same type. */
export function cmsComponentName(kind: CmsKind, type: string): string {
  const pascal = type
    .split(/[^a-zA-Z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
  return prefixes[kind] + pascal;
}

/** The component registered for a type; own keys only, so `constructor` or `__proto__` find nothing. */
export function cmsComponent<K extends CmsKind>(
  kind: K,
  type: string | null | undefined,
): CmsComponents[K] | undefined {
  const registry = registries[kind] as Record<string, CmsComponents[K]>;
  return type && Object.hasOwn(registry, type) ? registry[type] : undefined;
}
