// The CMS media islands (sliders, galleries, videos) in one chunk, loaded after hydration with the `cms`
// catalog (registry.ts registers them through `cmsIsland`).
export { CmsElementImageSlider } from "./ImageSlider.tsx";
export { CmsElementMediaGallery } from "./MediaGallery.tsx";
export { CmsElementVideoConsent } from "./VideoConsent.tsx";
