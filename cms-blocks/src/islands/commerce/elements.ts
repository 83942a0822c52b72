// The commerce elements' chunk: loaded as CMS islands after hydration (registry.ts), so the product slider's
// controls, the product box and the category tree cost no page its first load. Their server HTML is complete.
export { CmsElementProductSlider } from "./CmsElementProductSlider.tsx";
export { CmsElementProductBox } from "../../elements/CmsElementProductBox.tsx";
export { CmsElementCategoryNavigation } from "../../elements/CmsElementCategoryNavigation.tsx";
