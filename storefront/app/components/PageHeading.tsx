import type { CmsPage } from "@shop/store-api";
import { css } from "@shop/styled-system/css";

/** Every page has exactly one h1: the CMS content's own, else the page title (visually hidden on CMS pages). */
export function PageHeading({ cmsPage, title }: { cmsPage: CmsPage | null; title: string }) {
  if (cmsPage && JSON.stringify(cmsPage).includes("<h1")) return null;
  return <h1 className={css({ srOnly: true })}>{title}</h1>;
}
