// The CMS form islands (the age gate) in one chunk, loaded after hydration with the `cms` catalog
// (registry.ts registers them through `cmsIsland`). The `form` element's form is the app's (renderForm).
export { CmsElementAgeVerification } from "./AgeVerification.tsx";
