import type { CmsPage } from "@shop/store-api";
import { shellAttributes } from "./shell-styles.ts";

/** Every page has exactly one h1: the CMS content's own, else the page title (visually hidden on CMS pages). */
export function PageHeading({ cmsPage, title }: { cmsPage: CmsPage | null; title: string }) {
  if (cmsPage && JSON.stringify(cmsPage).includes("<h1")) return null;
  return <h1 {...{ [shellAttributes.visuallyHidden]: "" }}>{title}</h1>;
}
