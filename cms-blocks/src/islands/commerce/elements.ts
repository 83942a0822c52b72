// The commerce elements' chunk (product slider): loaded as CMS islands after hydration (registry.ts).
export { CmsElementProductSlider } from "./CmsElementProductSlider.tsx";
