import type { ComponentType } from "react";
import { useProductPage } from "../../product-detail/ProductPageContext.ts";
import type { CmsElementProps } from "../../types.ts";
import { cmsIsland } from "../cmsIsland.ts";
import type * as MediaElementModule from "./elements.ts";

type MediaElements = typeof MediaElementModule;
const loadMediaElements = (): Promise<MediaElements> => import("./elements.ts");
const island = (name: keyof MediaElements) =>
  cmsIsland<CmsElementProps, MediaElements>(loadMediaElements, (module) => module[name]);

const CmsElementImageSlider = island("CmsElementImageSlider");
const CmsElementMediaGallery = island("CmsElementMediaGallery");
const CmsElementVideoConsent = island("CmsElementVideoConsent");

/** Loads the media chunk, so its elements render at once (stories, tests). */
export async function preloadMediaElements(): Promise<void> {
  await Promise.all(
    [CmsElementImageSlider, CmsElementMediaGallery, CmsElementVideoConsent].map((e) => e.preload()),
  );
}

/**
 * The media islands (image slider, galleries, YouTube and Vimeo consent): one chunk loaded after hydration
 * with the `cms` catalog. `image-gallery` stays the product page's gallery (the product chunk) there, and
 * is the media gallery on every other page.
 */
export function mediaElements(productGallery: ComponentType<CmsElementProps>) {
  function CmsElementImageGallery(props: CmsElementProps) {
    const ProductOrMedia = useProductPage() ? productGallery : CmsElementMediaGallery;
    return <ProductOrMedia {...props} />;
  }
  return {
    "image-gallery": CmsElementImageGallery,
    "image-slider": CmsElementImageSlider,
    "media-gallery": CmsElementMediaGallery,
    "youtube-video": CmsElementVideoConsent,
    "vimeo-video": CmsElementVideoConsent,
  } satisfies Record<string, ComponentType<CmsElementProps>>;
}
