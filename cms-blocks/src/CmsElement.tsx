import { createElement } from "react";
import type * as StoreApi from "@shop/store-api";
import { CmsFallback } from "./CmsFallback.tsx";
import { cmsComponent, cmsComponentName } from "./registry.ts";

/** One slot: the component for its element type, or the fallback naming the missing component. */
export function CmsElement({ slot }: { slot: StoreApi.CmsSlot }) {
  const { type } = slot;
  const Component = cmsComponent("element", type);
  return Component ? (
    createElement(Component, { slot })
  ) : (
    <CmsFallback componentName={cmsComponentName("element", type)} />
  );
}
