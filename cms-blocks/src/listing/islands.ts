import { lazyComponent } from "../lazyComponent.tsx";

/**
 * The listing's interactive parts as islands (ADR 6): the server HTML of the grid and the filters shows at
 * once and works without JavaScript (links and GET forms); their code loads after the page has hydrated
 * and hydrates them on its own, so it is not part of the page's first load.
 */
export const ProductListing = lazyComponent(
  () => import("./ProductListing.tsx"),
  (module) => module.ProductListing,
);
export const ListingFilters = lazyComponent(
  () => import("./ListingFilters.tsx"),
  (module) => module.ListingFilters,
);
