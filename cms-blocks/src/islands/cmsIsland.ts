import type { ComponentType } from "react";
import { lazyComponent } from "../lazyComponent.tsx";

let loadTexts: () => Promise<void> = async () => {};

/**
 * How the texts of the CMS islands (Lingui catalog `cms`: every file under `cms-blocks/src/islands/`) reach
 * the browser. The storefront sets it once, in the island every CMS page renders in (storefront ShopCmsPage.tsx); Storybook and
 * tests load every catalog up front and leave it alone.
 */
export function setCmsTextLoader(load: () => Promise<void>): void {
  loadTexts = load;
}

/**
 * An interactive CMS element (slider, video, form, ...) as an island: its code and the `cms` catalog load
 * together after the page has hydrated, so neither is part of any page's first load (ADR 6). Group the
 * elements of one kind in one chunk (`islands/<group>/elements.ts`) and register them with this.
 */
export function cmsIsland<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> & { preload: () => Promise<void> } {
  return lazyComponent(async () => {
    const [module] = await Promise.all([load(), loadTexts()]);
    return module;
  }, pick);
}
