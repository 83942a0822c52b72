// The product page's heavy elements in one chunk, loaded only on pages that show them (see registry.ts).
export { CmsElementBuyBox } from "../elements/CmsElementBuyBox.tsx";
export { CmsElementCrossSelling } from "../elements/CmsElementCrossSelling.tsx";
export { CmsElementImageGallery } from "../elements/CmsElementImageGallery.tsx";
export { CmsElementProductDescriptionReviews } from "../elements/CmsElementProductDescriptionReviews.tsx";
